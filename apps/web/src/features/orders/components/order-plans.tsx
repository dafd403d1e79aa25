import type { OrderSummary } from '@kavach/contracts';
import { formatInr } from '@kavach/domain';
import { cartTenureLabel } from '@/features/cart/tenure-label';

interface OrderPlansProps {
  /** An order summary, or anything with its plans and amounts (a payment link's details). */
  order: Pick<OrderSummary, 'plans' | 'item_total' | 'discount_total' | 'amount'>;
  heading?: string;
}

/** Plans bought: title, tenure, quantity and price, then item total, discount and amount. */
export function OrderPlans({ order, heading = 'Plans bought' }: OrderPlansProps) {
  return (
    <section aria-labelledby="os-plans-title" className="kv-card">
      <h2 id="os-plans-title" className="kv-h3">
        {heading}
      </h2>
      <ul className="mt-2 divide-y divide-slate-100">
        {order.plans.map((p) => (
          <li key={p.sku} className="flex justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{p.title}</p>
              <p className="text-sm text-slate-700">
                {cartTenureLabel(p.duration)} · Qty {p.quantity}
              </p>
            </div>
            <p className="font-semibold whitespace-nowrap text-slate-900">
              {formatInr(p.unit_price * p.quantity)}
            </p>
          </li>
        ))}
      </ul>
      <dl className="kv-totals mt-2 border-t border-slate-200 pt-2">
        <div>
          <dt>Item total</dt>
          <dd>{formatInr(order.item_total)}</dd>
        </div>
        {order.discount_total > 0 ? (
          <div className="text-green-800">
            <dt>Discount</dt>
            <dd>−{formatInr(order.discount_total)}</dd>
          </div>
        ) : null}
        <div className="kv-total">
          <dt>Amount</dt>
          <dd data-testid="order-amount">{formatInr(order.amount)}</dd>
        </div>
      </dl>
    </section>
  );
}
