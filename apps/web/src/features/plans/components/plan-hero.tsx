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
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-8 md:pt-10 md:pb-12">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{deviceName}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 md:text-5xl">{title}</h1>
        {fromPrice ? (
          <p className="mt-3 text-lg text-slate-700">
            Plans from <strong className="text-slate-900">{fromPrice}</strong>
          </p>
        ) : null}
        {highlights.length > 0 ? (
          <ul className="mt-4 grid gap-2 text-slate-800 sm:grid-cols-2">
            {highlights.slice(0, 4).map((h) => (
              <li key={h} className="flex gap-2">
                <span aria-hidden="true" className="font-bold text-green-700">
                  ✓
                </span>
                <span>{h}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-6 flex flex-wrap gap-3">
          <a
            href="#plans"
            className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          >
            See prices
          </a>
          <a
            href="#coverage-details"
            className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50"
          >
            What&rsquo;s covered
          </a>
        </div>
      </div>
    </section>
  );
}
