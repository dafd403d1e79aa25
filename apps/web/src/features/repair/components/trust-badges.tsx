const BADGES = [
  { title: 'Qualified engineers', text: 'In-house experts with 10+ years of experience' },
  { title: 'High quality repairs', text: 'Genuine spare parts, quoted before work starts' },
  { title: '90 day warranty', text: 'Post-service warranty on every repair' },
  { title: 'Trusted by 80+ lakh', text: 'customers across India' },
] as const;

/** Trust badges of repair pages (domain-facts §13). */
export function TrustBadges() {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Why book with Kavach">
      {BADGES.map((b) => (
        <li key={b.title} className="rounded-xl border border-slate-200 bg-white p-4">
          <p className="font-semibold text-slate-900">{b.title}</p>
          <p className="mt-1 text-sm text-slate-700">{b.text}</p>
        </li>
      ))}
    </ul>
  );
}
