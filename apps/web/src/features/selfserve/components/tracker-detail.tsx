import type { SrDetailView } from '@kavach/contracts';
import { PROCESS_TYPE_LABELS, formatDateTimeShort, formatDayMonthCommaYear } from '@kavach/domain';
import { DOCUMENT_KIND_LABELS, distanceLabel, nextLine } from '../tracker-view';
import { TrackerApprovalSlot, TrackerOwnerActions, type TrackerActions } from './tracker-actions';
import { TrackerCopay } from './tracker-copay';
import { TrackerDocuments } from './tracker-documents';
import { TrackerEstimate } from './tracker-estimate';
import { TrackerMapSlot } from './tracker-map-slot';
import { TrackerRating } from './tracker-rating';

/**
 * The tracker of one request for its owner (issue 20 §3): milestones with times, what comes next and
 * by when, device, problems, address, technician (masked phone) once assigned, co-pay, reasons
 * under review, the diagnosis and estimate, documents asked for, reopen; a sticky status bar on
 * small screens.
 */
/** What the reasons card is about once the request has ended on them. */
const REASONS_HEADING: Readonly<Record<string, string>> = {
  rejected: 'Why it was not approved',
  cancelled: 'Why it was cancelled',
};

export function TrackerDetail({
  request: r,
  now,
  staffView = false,
  actions,
}: {
  request: SrDetailView;
  now: Date;
  /** On the service desk: what the customer sees, without their Pay, reopen and sticky bar. */
  staffView?: boolean;
  /** The customer's actions as the URL asked for them (tracker-actions.tsx). */
  actions?: TrackerActions;
}) {
  const next = nextLine(r.next, now);
  const device = [r.device.brand, r.device.model ?? r.device.name].filter(Boolean).join(' ');
  const distance = distanceLabel(r.technician?.distance_m ?? null);
  return (
    <div className="grid gap-5">
      <section className="kv-card grid gap-2 shadow-sm" aria-labelledby="sr-status">
        <p className="text-sm text-slate-700">
          Request <span className="font-mono font-semibold text-slate-900">{r.sr_id}</span> · {r.cover_title}{' '}
          · {PROCESS_TYPE_LABELS[r.process_type]}
        </p>
        <h2 id="sr-status" className="kv-h3">
          {r.status_label}
        </h2>
        {r.next ? (
          <p className={next?.late ? 'font-semibold text-amber-900' : 'text-slate-800'}>
            Next: {r.next.label}. {next?.text}
          </p>
        ) : null}
        <p className="text-sm text-slate-700">Last Updated on {formatDateTimeShort(r.updated_at)}</p>
        {r.parent_sr_id ? (
          <p className="text-sm text-slate-700">
            Reopened from{' '}
            <a
              className="kv-tlink"
              href={`/selfserve/tracker/service-request/${encodeURIComponent(r.parent_sr_id)}`}
            >
              {r.parent_sr_id}
            </a>
          </p>
        ) : null}
      </section>

      <TrackerCopay request={r} staffView={staffView} startPay={actions?.pay} />

      {r.reasons.length > 0 ? (
        <section className="kv-card grid gap-2" aria-labelledby="sr-reasons">
          <h2 id="sr-reasons" className="kv-h4">
            {REASONS_HEADING[r.status] ?? 'With our service team for review'}
          </h2>
          <ul className="list-disc pl-5 text-slate-800">
            {r.reasons.map((reason) => (
              <li key={reason.code}>{reason.message}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <TrackerEstimate request={r} />
      {staffView ? null : <TrackerApprovalSlot request={r} actions={actions} />}

      <TrackerDocuments request={r} staffView={staffView} />

      <section className="kv-card" aria-labelledby="sr-milestones">
        <h2 id="sr-milestones" className="kv-h4">
          Progress
        </h2>
        <ol className="mt-3 grid gap-0">
          {r.milestones.map((m, i) => {
            const current = m.reached && !r.milestones[i + 1]?.reached;
            return (
              <li
                key={`${m.state}-${i}`}
                className="relative grid grid-cols-[1.5rem_1fr] gap-3 pb-4 last:pb-0"
                aria-current={current ? 'step' : undefined}
              >
                <span
                  aria-hidden="true"
                  className={`mt-0.5 flex size-6 items-center justify-center rounded-full border-2 text-xs font-bold ${
                    m.reached
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-slate-300 bg-white text-slate-500'
                  }`}
                >
                  {m.reached ? '✓' : ''}
                </span>
                <span>
                  <span className={m.reached ? 'font-semibold text-slate-900' : 'text-slate-700'}>
                    {m.label}
                  </span>
                  <span className="block text-sm text-slate-700">
                    {m.at
                      ? formatDateTimeShort(m.at)
                      : r.next?.state === m.state && next
                        ? next.text
                        : 'Not yet'}
                  </span>
                  {m.reached ? null : <span className="sr-only"> (not reached yet)</span>}
                </span>
              </li>
            );
          })}
        </ol>
      </section>

      {r.technician ? (
        <section className="kv-card grid gap-1" aria-labelledby="sr-tech">
          <h2 id="sr-tech" className="kv-h4">
            Your technician
          </h2>
          <p className="font-medium text-slate-900">{r.technician.name}</p>
          <p className="text-slate-800">
            Phone: <span className="font-mono">{r.technician.phone}</span>
          </p>
          {distance ? <p className="text-sm text-slate-700">{distance}</p> : null}
        </section>
      ) : null}

      {/* MAP SLOT (issue 20 §3): the lead's map (features/sr-map, decision 061). */}
      <TrackerMapSlot
        address={{ lat: r.address.lat, lng: r.address.lng, label: `${r.address.city} ${r.address.pincode}` }}
        technician={
          r.technician ? { lat: r.technician.lat, lng: r.technician.lng, label: r.technician.name } : null
        }
        distance={distance}
        distanceM={r.technician?.distance_m ?? null}
        centre={
          r.service_centre
            ? {
                lat: r.service_centre.lat,
                lng: r.service_centre.lng,
                label: r.service_centre.name,
                address: r.service_centre.address,
                distanceM: r.service_centre.distance_m,
              }
            : null
        }
      />

      <section className="kv-card" aria-labelledby="sr-details">
        <h2 id="sr-details" className="kv-h4">
          Request details
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          <Item label="Plan" value={r.plan_name} />
          <Item label="Device" value={device || '—'} />
          <Item label="Problem" value={[...r.problems, r.custom_issue].filter(Boolean).join(', ') || '—'} />
          <Item label="Raised on" value={formatDayMonthCommaYear(r.created_at)} />
          <Item
            label="Address"
            value={[
              r.address.address1,
              r.address.address2,
              r.address.city,
              r.address.state,
              r.address.pincode,
            ]
              .filter(Boolean)
              .join(', ')}
          />
          <Item
            label="Appointment"
            value={
              [
                r.appointment.date &&
                  `${formatDayMonthCommaYear(r.appointment.date)}, ${r.appointment.time ?? ''}`,
                r.appointment.date_1 &&
                  `or ${formatDayMonthCommaYear(r.appointment.date_1)}, ${r.appointment.time_1 ?? ''}`,
              ]
                .filter(Boolean)
                .join(' ') || '—'
            }
          />
          {r.comments ? <Item label="Comments" value={r.comments} /> : null}
          <Item
            label="Documents"
            value={r.documents.map((d) => `${DOCUMENT_KIND_LABELS[d.type]}: ${d.name}`).join(', ') || 'None'}
          />
        </dl>
      </section>

      {staffView ? (
        // The desk sees the customer's rating, read-only; none of their actions.
        r.rating ? (
          <TrackerRating request={r} thanked={false} error={null} />
        ) : null
      ) : (
        <TrackerOwnerActions request={r} actions={actions} />
      )}

      {staffView ? null : (
        <div
          data-sticky-bottom-bar
          className="kv-sticky-bar min-[769px]:hidden"
          aria-label="Request status"
          role="region"
        >
          <p className="min-w-0 leading-tight">
            <span className="block truncate font-semibold text-slate-900">{r.status_label}</span>
            {next ? (
              <span className={`block truncate text-xs ${next.late ? 'text-amber-900' : 'text-slate-700'}`}>
                {next.text}
              </span>
            ) : null}
          </p>
          <a href="#sr-milestones" className="kv-btn2 shrink-0">
            Progress
          </a>
        </div>
      )}
    </div>
  );
}

function Item({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium break-words text-slate-900">{value}</dd>
    </div>
  );
}
