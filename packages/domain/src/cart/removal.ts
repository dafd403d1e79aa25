export interface RemovalInput {
  /** Units on the line now (a positive integer). */
  quantity: number;
  /** This line is the only line in the cart. */
  isLastItemInCart: boolean;
  /** The remove-the-whole-line control (bin icon) rather than the minus button. */
  flagged: boolean;
}

export interface RemovalStep {
  /** Ask "Remove this item?" before doing anything. */
  confirm: boolean;
  action: 'decrement' | 'delete';
  /** The cart is empty afterwards, so its type is cleared (a new item may set any type). */
  clearsCartType: boolean;
}

/**
 * docs/product/cart.md#adding-and-removing-items Cart: "Removing the last item, or a flagged removal, asks for confirmation; otherwise quantity
 * drops by one; at zero the item is deleted and, if the cart empties, its type is cleared."
 *
 * "Removing the last item" is read as a removal that would EMPTY the cart: the only line going
 * from one unit to zero. Taking one unit off the only line while others remain (quantity > 1) is a
 * plain decrement with no confirmation, because nothing is lost that a tap cannot restore.
 * A flagged removal always deletes the whole line after confirmation.
 */
export function removalStep({ quantity, isLastItemInCart, flagged }: RemovalInput): RemovalStep {
  if (!Number.isInteger(quantity) || quantity < 1)
    throw new RangeError('quantity must be a positive integer');
  const action = flagged || quantity === 1 ? 'delete' : 'decrement';
  const emptiesCart = isLastItemInCart && action === 'delete';
  return { confirm: flagged || emptiesCart, action, clearsCartType: emptiesCart };
}
