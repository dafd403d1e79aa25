import type { Cart } from '@kavach/contracts';
import { formatInr } from '@kavach/domain';

/**
 * Item total, discount and total (docs/product/cart.md#what-a-cart-holds item_total, discount_total, total), as the server computed
 * them, in Indian format. A live region: a change of quantity or coupon is announced.
 */
export function CartTotals({ cart, className = '' }: { cart: Cart; className?: string }) {
  return (
    <dl aria-live="polite" aria-atomic="true" className={`kv-totals ${className}`}>
      <div>
        <dt>Item total</dt>
        <dd>{formatInr(cart.item_total)}</dd>
      </div>
      {cart.discount_total > 0 ? (
        <div className="text-green-800">
          <dt>Discount{cart.discount_code ? ` (${cart.discount_code})` : ''}</dt>
          <dd>−{formatInr(cart.discount_total)}</dd>
        </div>
      ) : null}
      <div className="kv-total">
        <dt>Total</dt>
        <dd data-testid="cart-total">{formatInr(cart.total)}</dd>
      </div>
    </dl>
  );
}
