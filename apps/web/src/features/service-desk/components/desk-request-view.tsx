import type { z } from 'zod';
import type { DeskRequestResponse } from '@kavach/contracts';
import { SR_STATE_LABELS, formatAppointment, formatDateTimeShort } from '@kavach/domain';
import type { SrState } from '@kavach/domain';
import { TrackerDetail } from '@/features/selfserve/components/tracker-detail';
import { DeskActionForm } from './desk-action-form';
import { DeskAppointmentForm } from './desk-appointment-form';
import { DeskComplaint, type DeskComplaintNotice } from './desk-complaint';
import { DeskDocuments } from './desk-documents';

type DeskRequest = z.infer<typeof DeskRequestResponse>['data'];

const stateLabel = (s: string | null): string =>
  s === null ? '—' : ((SR_STATE_LABELS as Record<string, string>)[s as SrState] ?? s);

/**
 * One request on the service desk (issue 20 §4): the customer's complaint and its reply (decision
 * 100), the adjudication reasons, the actions the transition table allows (one form each), the
 * history, and what the customer sees.
 */
export function DeskRequestView({
  data,
  now,
  notice,
  complaintNotice = null,
}: {
  data: DeskRequest;
  now: Date;
  notice: string | null;
  /** What the last reply to the customer's complaint came back with (decision 100). */
  complaintNotice?: DeskComplaintNotice | null;
}) {
  const r = data.request;
  const simple = data.actions.filter((a) =>
    ['approve', 'close', 'review', 'move', 'reschedule'].includes(a.action),
  );
  const detailed = data.actions.filter((a) => !simple.includes(a));
  return (
    <div className="grid gap-6">
      {notice ? (
        <p
          role="status"
          className="rounded-lg border border-brand-100 bg-brand-50 p-3 font-medium text-brand-900"
        >
          {notice}
        </p>
      ) : null}
      <section className="kv-card grid gap-1" aria-labelledby="desk-customer">
        <h2 id="desk-customer" className="kv-h4">
          Customer
        </h2>
        <p className="font-medium text-slate-900">{r.customer_name}</p>
        <p className="font-mono text-slate-800">{r.customer_phone}</p>
      </section>

      <DeskComplaint request={r} now={now} notice={complaintNotice} />

      <DeskDocuments request={r} />

      {r.reschedule !== 'no' ? <DeskAppointmentForm request={r} /> : null}

      <section className="kv-card grid gap-3" aria-labelledby="desk-actions">
        <h2 id="desk-actions" className="kv-h4">
          Actions
        </h2>
        {data.actions.length === 0 ? (
          <p className="text-slate-700">Nothing can be done from “{r.status_label}”.</p>
        ) : null}
        {simple.length > 0 ? (
          <div className="flex flex-wrap gap-3">
            {simple.map((a) => (
              <DeskActionForm key={`${a.action}-${a.to}`} srId={r.sr_id} from={r.status} {...a} />
            ))}
          </div>
        ) : null}
        {detailed.map((a) => (
          <DeskActionForm key={`${a.action}-${a.to}`} srId={r.sr_id} from={r.status} {...a} />
        ))}
      </section>

      <section className="kv-card" aria-labelledby="desk-history">
        <h2 id="desk-history" className="kv-h4">
          History
        </h2>
        <ol className="mt-3 grid gap-3 text-sm">
          {data.history.map((h, i) => (
            <li key={`${h.at}-${i}`} className="border-l-4 border-brand-100 pl-3">
              <span className="block font-medium text-slate-900">
                {stateLabel(h.from)} → {stateLabel(h.to)}
              </span>
              <span className="block text-slate-700">
                {formatDateTimeShort(h.at)} · {h.actor}
                {h.reason_code ? ` · ${h.reason_code}` : ''}
              </span>
              {h.note ? <span className="block text-slate-800">{h.note}</span> : null}
            </li>
          ))}
        </ol>
      </section>

      {data.appointment_changes.length > 0 ? (
        <section className="kv-card" aria-labelledby="desk-appointment-changes">
          <h2 id="desk-appointment-changes" className="kv-h4">
            Appointment changes
          </h2>
          <ol className="mt-3 grid gap-3 text-sm">
            {data.appointment_changes.map((c, i) => (
              <li key={`${c.at}-${i}`} className="border-l-4 border-brand-100 pl-3">
                <span className="block font-medium text-slate-900">
                  {slotText(c.previous)} → {slotText(c.appointment)}
                </span>
                <span className="block text-slate-700">
                  {formatDateTimeShort(c.at)} · {c.actor}
                </span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {data.appointment_reminders.length > 0 ? (
        <section className="kv-card" aria-labelledby="desk-appointment-reminders">
          <h2 id="desk-appointment-reminders" className="kv-h4">
            Reminders sent
          </h2>
          <ul className="mt-3 grid gap-2 text-sm">
            {data.appointment_reminders.map((m) => (
              <li key={`${m.date}-${m.time}`}>
                <span className="font-medium text-slate-900">{slotText(m)}</span>
                <span className="text-slate-700"> · reminded {formatDateTimeShort(m.sent_at)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="desk-customer-view" className="grid gap-3">
        <h2 id="desk-customer-view" className="kv-h3">
          What the customer sees
        </h2>
        <div className="rounded-xl border border-dashed border-slate-300 p-3">
          <TrackerDetail request={r} now={now} staffView />
        </div>
      </section>
    </div>
  );
}

/** An appointment as the desk reads it: 'Wed, 25 Nov, 2PM - 6PM', or a dash without one. */
const slotText = (a: { date: string | null; time: string | null } | null): string =>
  a?.date ? formatAppointment(a.date, a.time) : '—';
