import type { Cart } from '@kavach/contracts';
import { formatInr } from '@kavach/domain';
import { CartTotals } from '@/features/cart/components/cart-totals';
import { appRoutes } from '@/lib/app-routes';

/** Order summary beside steps 1–2 (below them on phones); step 3 shows the full review instead. */
export function OrderAside({ cart }: { cart: Cart }) {
  return (
    <aside
      aria-labelledby="co-aside-title"
      className="kv-card shadow-sm min-[769px]:sticky min-[769px]:top-20"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="co-aside-title" className="kv-h3">
          Order summary
        </h2>
        <a href={appRoutes.cart} className="kv-tlink text-sm">
          Edit cart
        </a>
      </div>
      <ul className="mt-2 divide-y divide-slate-100 text-sm">
        {cart.items.map((i) => (
          <li key={i.id} className="flex justify-between gap-3 py-2">
            <span className="text-slate-800">
              {i.display_title}
              {i.quantity > 1 ? ` × ${i.quantity}` : ''}
            </span>
            <span className="font-medium whitespace-nowrap">{formatInr(i.total_price)}</span>
          </li>
        ))}
      </ul>
      <CartTotals cart={cart} className="mt-2 border-t border-slate-200 pt-2" />
    </aside>
  );
}
