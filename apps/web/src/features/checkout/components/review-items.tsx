import type { Cart } from '@kavach/contracts';
import { formatInr } from '@kavach/domain';
import { cartTenureLabel } from '@/features/cart/tenure-label';

/** The plans being bought: title, a renewal said as such (decision 091), tenure, quantity and line price (server-computed paise). */
export function ReviewItems({ cart, heading = 'Your plans' }: { cart: Cart; heading?: string }) {
  return (
    <section aria-labelledby="co-items-title" className="kv-card">
      <h3 id="co-items-title" className="kv-h3">
        {heading}
      </h3>
      <ul className="mt-2 divide-y divide-slate-100">
        {cart.items.map((item) => (
          <li key={item.id} className="flex justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{item.display_title}</p>
              <p className="text-sm text-slate-700">
                {item.is_renewals ? 'Renewal · ' : null}
                {cartTenureLabel(item.duration)} · Qty {item.quantity}
              </p>
            </div>
            <p className="font-semibold whitespace-nowrap text-slate-900">{formatInr(item.total_price)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
