export interface PayLaterLine {
  itemType: string;
  /** The device's category type (cart item device detail `category_type`), when known. */
  categoryType: string | null;
}

const key = (s: string): string => s.trim().toLowerCase();

/**
 * docs/product/checkout.md#pay-after-the-visit "pay-later is off if any insta-repair item's category type disallows postpaid"; domain-facts
 * docs/product/api.md#conventions. `disallowPostpaid` is the configured list of category types; matching ignores case and
 * surrounding spaces. Lines of other types, and insta-repair lines with no category type, never
 * turn pay-later off.
 */
export function payLaterAllowed(
  lines: readonly PayLaterLine[],
  disallowPostpaid: readonly string[],
): boolean {
  const disallowed = new Set(disallowPostpaid.map(key));
  return !lines.some(
    (l) => l.itemType === 'insta-repair' && l.categoryType !== null && disallowed.has(key(l.categoryType)),
  );
}

/** Category types whose insta-repair visits cannot be paid after the visit (the configured docs/product/checkout.md#pay-after-the-visit list). */
export const POSTPAID_DISALLOWED_CATEGORIES: readonly string[] = [
  'laptop',
  'mobile-phone',
  'tablet',
  'television',
];

export interface PostpaidCart {
  /** The cart's type (docs/product/cart.md#what-a-cart-holds Cart.type), null for an empty cart. */
  type: string | null;
  lines: readonly PayLaterLine[];
}

/**
 * Whether this cart may be paid after the visit (issue 18 §3, docs/product/checkout.md#pay-after-the-visit; decision 045): an
 * insta-repair cart (docs/product/cart.md#what-a-cart-holds Cart.type) holding at least one insta-repair visit, and no insta-repair
 * item whose category type disallows postpaid (the docs/product/cart.md#cart-types sentence, `payLaterAllowed`). Every other
 * cart type pays before its order is confirmed.
 */
export function postpaidAllowed(
  cart: PostpaidCart,
  disallowPostpaid: readonly string[] = POSTPAID_DISALLOWED_CATEGORIES,
): boolean {
  if (cart.type !== 'insta-repair') return false;
  if (!cart.lines.some((l) => l.itemType === 'insta-repair')) return false;
  return payLaterAllowed(cart.lines, disallowPostpaid);
}
