import type { OrderSummary } from '@kavach/contracts';
import { formatDayMonthCommaYear } from '@kavach/domain';

/** The order's booked visits (its slots, docs/product/cart.md#visit-slots 'DD MMM, YYYY' and the slot label). */
export function OrderVisits({ visits }: { visits: OrderSummary['visits'] }) {
  if (visits.length === 0) return null;
  return (
    <section aria-labelledby="os-visits-title" className="kv-card">
      <h2 id="os-visits-title" className="kv-h3">
        {visits.length === 1 ? 'Your visit' : 'Your visits'}
      </h2>
      <ul className="mt-2 grid gap-2">
        {visits.map((v, i) => (
          <li key={i}>
            <span className="block font-medium text-slate-900">{v.title}</span>
            <span className="block text-slate-700">
              Slot booked: {formatDayMonthCommaYear(v.date)}, {v.time}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
