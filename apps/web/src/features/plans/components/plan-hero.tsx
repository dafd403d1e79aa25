interface PlanHeroProps {
  title: string;
  deviceName: string;
  /** Pre-formatted lowest price, e.g. '₹399'. */
  fromPrice: string | null;
  highlights: readonly string[];
}

/** Plan-page hero: device name, title, the lowest price and the first plan's highlights. */
export function PlanHero({ title, deviceName, fromPrice, highlights }: PlanHeroProps) {
  return (
    <section className="kv-hero">
      <div className="kv-hero-in">
        <p className="kv-eyebrow">{deviceName}</p>
        <h1 className="kv-h1">{title}</h1>
        {fromPrice ? (
          <p className="mt-3 text-lg text-slate-700">
            Plans from <strong className="text-slate-900">{fromPrice}</strong>
          </p>
        ) : null}
        {highlights.length > 0 ? (
          <ul className="kv-ticks mt-4 grid gap-2 sm:grid-cols-2">
            {highlights.slice(0, 4).map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        ) : null}
        <div className="mt-6 flex flex-wrap gap-3">
          <a href="#plans" className="kv-btn">
            See prices
          </a>
          <a href="#coverage-details" className="kv-btn2">
            What&rsquo;s covered
          </a>
        </div>
      </div>
    </section>
  );
}
