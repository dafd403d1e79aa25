import type { SrDetailView } from '@kavach/contracts';
import { formatInr } from '@kavach/domain';

/**
 * What the diagnosis found and the repair estimate, on the owner's tracker (issue 20 §2–§3;
 * decision 068): the amount, the co-pay paid, what the plan covers and what — if anything — the
 * customer would pay beyond the cover, in figures and in the API's plain words. Nothing until the
 * service team records a diagnosis.
 */
export function TrackerEstimate({ request: r }: { request: Pick<SrDetailView, 'diagnosis' | 'estimate'> }) {
  const e = r.estimate;
  if (!r.diagnosis && !e) return null;
  const rows: [string, string][] = e
    ? [
        ['Repair estimate', formatInr(e.amount)],
        ...(e.copay_paid > 0 ? ([['Co-pay you paid', formatInr(e.copay_paid)]] as [string, string][]) : []),
        ['Your plan covers', formatInr(e.covered)],
        ['You would pay', e.you_pay > 0 ? formatInr(e.you_pay) : 'Nothing more'],
      ]
    : [];
  return (
    <section className="kv-card grid gap-2" aria-labelledby="sr-estimate">
      <h2 id="sr-estimate" className="kv-h4">
        {e ? 'What we found and what it costs' : 'What we found'}
      </h2>
      {r.diagnosis ? <p className="text-slate-800">{r.diagnosis}</p> : null}
      {e ? (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-800">
            {rows.map(([term, value]) => (
              <div key={term} className="contents">
                <dt>{term}</dt>
                <dd className="text-right font-semibold tabular-nums sm:text-left">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-slate-700">{e.message}</p>
        </>
      ) : null}
    </section>
  );
}
