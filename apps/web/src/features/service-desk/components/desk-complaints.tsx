import type { DeskComplaintsResponse } from '@kavach/contracts';
import { formatDateTimeShort } from '@kavach/domain';

type Complaint = DeskComplaintsResponse['data']['items'][number];

/**
 * "Complaints waiting for a reply" above the service desk's queue (decision 100): the soonest due
 * first, each with its reference, customer, what it is about and when the reply is due, "Overdue"
 * in words (not only red) once the 48 hours have passed, and a link to the request to reply from.
 * One line when none waits; nothing when the list could not be read (`complaints` null).
 */
export function DeskComplaints({ complaints }: { complaints: readonly Complaint[] | null }) {
  if (complaints === null) return null;
  const items = [...complaints].sort((a, b) => Date.parse(a.reply_by) - Date.parse(b.reply_by));
  return (
    <section aria-labelledby="desk-complaints" className="kv-card mb-5 grid gap-3">
      <h2 id="desk-complaints" className="kv-h4">
        Complaints waiting for a reply
      </h2>
      {items.length === 0 ? (
        <p className="text-slate-800">No complaints are waiting for a reply.</p>
      ) : (
        <ul className="grid gap-2">
          {items.map((c) => (
            <li
              key={c.reference}
              className={`grid gap-1 rounded-lg border px-3 py-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-x-4 ${
                c.overdue ? 'border-red-300 bg-red-50' : 'border-slate-200'
              }`}
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-baseline gap-x-3">
                  <span className="font-mono font-semibold text-slate-900">{c.reference}</span>
                  <span className="font-medium text-slate-900">{c.customer_name}</span>
                </p>
                <p className="text-sm text-slate-800">{c.reason}</p>
                <p className="text-sm text-slate-700">
                  {c.overdue ? <strong className="font-semibold text-red-800">Overdue · </strong> : null}
                  Reply by {formatDateTimeShort(c.reply_by)}
                </p>
              </div>
              <a className="kv-tlink font-mono" href={`/service-desk/${encodeURIComponent(c.sr_id)}`}>
                <span className="sr-only">Reply to {c.reference} on request </span>
                {c.sr_id}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
