/** docs/product/catalogue.md#page-layout promo copy, shown as a compact strip of three claims. */
export const PROMOS = [
  { title: '10% off', text: 'on your first order in the Kavach app' },
  { title: '90 day', text: 'post-service warranty on every repair' },
  { title: '2 free', text: 'preventive services with maintenance plans' },
] as const;

export function PromoStrip() {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3" aria-label="Offers">
      {PROMOS.map((p) => (
        <li
          key={p.title}
          className="flex items-baseline gap-2 rounded-lg bg-white/95 px-4 py-3 text-slate-800 shadow-sm"
        >
          <strong className="text-lg text-brand-800">{p.title}</strong>
          <span className="text-sm">{p.text}</span>
        </li>
      ))}
    </ul>
  );
}
