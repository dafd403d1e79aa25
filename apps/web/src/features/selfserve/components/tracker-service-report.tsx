import type { SrDetailView } from '@kavach/contracts';
import { serviceReportPath } from '../tracker-view';

/**
 * The service report (decision 101), once the work on the request is done: a plain download link
 * (no script needed) to the PDF of what was reported, found and done, each step with its date, and
 * until when a closed request can be reopened.
 */
export function TrackerServiceReport({
  request: r,
}: {
  request: Pick<SrDetailView, 'sr_id' | 'service_report'>;
}) {
  if (!r.service_report) return null;
  return (
    <section className="kv-card grid gap-2" aria-labelledby="sr-report-title">
      <h2 id="sr-report-title" className="kv-h4">
        Service report
      </h2>
      <p className="text-slate-800">
        What was reported, found and done, every step with its date, and until when you can reopen the request
        if the problem comes back.
      </p>
      <a className="kv-btn2 justify-self-start" href={serviceReportPath(r.sr_id)} download>
        Download service report
      </a>
    </section>
  );
}
