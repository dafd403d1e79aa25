const BADGES = [
  { title: 'Qualified engineers', text: 'In-house experts with 10+ years of experience' },
  { title: 'High quality repairs', text: 'Genuine spare parts, quoted before work starts' },
  { title: '90 day warranty', text: 'Post-service warranty on every repair' },
  { title: 'Trusted by 80+ lakh', text: 'customers across India' },
] as const;

/** Trust badges of repair pages (docs/product/catalogue.md#repair-pages-and-city-coverage). */
export function TrustBadges() {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Why book with Kavach">
      {BADGES.map((b) => (
        <li key={b.title} className="kv-card p-4">
          <p className="font-semibold">{b.title}</p>
          <p className="kv-small">{b.text}</p>
        </li>
      ))}
    </ul>
  );
}
