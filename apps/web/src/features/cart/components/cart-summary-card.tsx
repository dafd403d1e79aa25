import type { Cart } from '@kavach/contracts';
import { appRoutes } from '@/lib/app-routes';
import { CartTotals } from './cart-totals';
import { CouponForm } from './coupon-form';

/** Totals, coupon and checkout: a right-hand card on wide screens, below the items on phones. */
export function CartSummaryCard({ cart }: { cart: Cart }) {
  return (
    <section
      aria-labelledby="kv-summary-title"
      className="kv-card shadow-sm min-[769px]:sticky min-[769px]:top-20"
    >
      <h2 id="kv-summary-title" className="kv-h3">
        Order summary
      </h2>
      <CartTotals cart={cart} className="mt-3" />
      <CouponForm appliedCode={cart.discount_code} />
      {/* Phones get the same link in the sticky bottom bar. */}
      <a href={appRoutes.checkout} className="kv-btn mt-4 hidden w-full min-[769px]:flex">
        Proceed to checkout
      </a>
    </section>
  );
}
