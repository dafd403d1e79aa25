import { useState } from 'react';
import type { PlanCoverView, SelfservePlan } from '@kavach/contracts';
import { formatAppointment } from '@kavach/domain';
import { issueErrors, ticketBody } from '../flow-checks';
import { activeTickets, ticketToken } from '../flow-state';
import type { SubmittedTicket } from '../flow-types';
import { selfserveApi } from '../selfserve-api';
import { copaySentence, DOCUMENT_KIND_LABELS } from '../tracker-view';
import { useLoad } from '../use-flow';
import { useHydrated } from '@/lib/use-hydrated';
import { raiseAction } from '../draft-action';
import type { FlowSeed } from '../flow-seed';
import { editHref, stateMarkers } from '../flow-url';
import type { StartErrors } from '../use-flow';
import { ActionBar, BACK_FORM, ErrorNote, StepFrame } from './flow-parts';
import type { StepProps } from './flow-parts';

/**
 * Review: every request of the submission, the visit, the terms; raising makes one request per ticket
 * (T16.2). Before hydration the form posts to `raiseAction` with the ticket's `token_id` (decision
 * 076) and each Edit is a link to its step as an edit the review started (`edit=review`), whose
 * Continue comes back here. Several tickets in one submission need the scripts: 'Add another device
 * or cover' is offered once they run (never a button that does nothing), and before them the draft
 * holds one ticket (a second is raised from My Plans afterwards).
 */
export function ReviewStep({
  covers,
  plan,
  state,
  dispatch,
  seed,
  start = null,
}: StepProps & {
  covers: PlanCoverView[];
  plan: SelfservePlan;
  /** The server's read of the cover's terms (decision 076). */
  seed?: FlowSeed['disclaimer'];
  start?: StartErrors | null;
}) {
  const tickets = activeTickets(state);
  const firstCover = tickets[0]?.cover_id ?? '';
  const [disclaimer] = useLoad(
    firstCover ? `disclaimer:${firstCover}` : null,
    () => selfserveApi.disclaimer(firstCover),
    seed && seed.cover_id === firstCover ? seed.body : undefined,
  );
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(start?.error ?? null);
  const removedKeys = Object.keys(state.removed);
  const hydrated = useHydrated();

  const submit = async () => {
    if (!agreed) return setError('Please agree to the terms to raise the request.');
    const incomplete = tickets.find((t) => !t.cover_id || Object.keys(issueErrors(t)).length > 0);
    if (incomplete) return setError('Each request needs a cover and a problem. Use Edit to add them.');
    setBusy(true);
    setError(null);
    const results: SubmittedTicket[] = [];
    for (const t of tickets) {
      const cover = covers.find((c) => c.cover_id === t.cover_id);
      // The same token_id for the same ticket: a double click or a retry makes one request (T16.2).
      const res = await selfserveApi.createTicket(
        ticketBody(state, t, ticketToken(state, t.key), { copay: (cover?.copay_amount ?? 0) > 0 }),
      );
      if (!res.ok) {
        setBusy(false);
        return setError(res.error.message);
      }
      results.push({ ...res.data.data, key: t.key });
    }
    setBusy(false);
    dispatch({ type: 'submitted', results });
    if (results.some((r) => r.is_copay_temp_sr)) dispatch({ type: 'go', to: 'copay' });
  };

  return (
    <StepFrame
      title="Check and raise your request"
      onSubmit={() => void submit()}
      post={{ ...stateMarkers(state, 'review'), token_id: ticketToken(state, state.currentKey) }}
      postAction={raiseAction}
      backQuery={stateMarkers(state, 'documents')}
    >
      {tickets.map((t, i) => {
        const cover = covers.find((c) => c.cover_id === t.cover_id);
        return (
          <section key={t.key} className="kv-card grid gap-2" aria-label={`Request ${i + 1}`}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold text-slate-900">{cover?.title ?? 'Choose a cover'}</h3>
              {tickets.length > 1 ? (
                <button
                  type="button"
                  className="kv-tlink"
                  onClick={() => dispatch({ type: 'removeTicket', key: t.key })}
                >
                  Remove<span className="sr-only"> request {i + 1}</span>
                </button>
              ) : null}
            </div>
            <ReviewRow
              label="Problem"
              value={[...t.problems, t.custom_issue].filter(Boolean).join(', ') || '—'}
              href={editHref(state, 'issues')}
              onEdit={() => {
                dispatch({ type: 'selectTicket', key: t.key });
                dispatch({ type: 'edit', to: 'issues' });
              }}
            />
            <ReviewRow
              label="Documents"
              value={
                t.documents.map((d) => `${DOCUMENT_KIND_LABELS[d.type]}: ${d.name}`).join(', ') || 'None'
              }
              href={editHref(state, 'documents')}
              onEdit={() => {
                dispatch({ type: 'selectTicket', key: t.key });
                dispatch({ type: 'edit', to: 'documents' });
              }}
            />
            {cover ? (
              <p className="text-sm font-medium text-brand-900">
                {copaySentence(
                  cover.copay_amount,
                  cover.remaining_cover === null ? null : cover.remaining_cover,
                )}
              </p>
            ) : null}
          </section>
        );
      })}
      {removedKeys.length > 0 ? (
        <p className="text-sm">
          {removedKeys.map((k) => (
            <button
              key={k}
              type="button"
              className="kv-tlink mr-3"
              onClick={() => dispatch({ type: 'restoreTicket', key: k })}
            >
              Restore the removed request
            </button>
          ))}
        </p>
      ) : null}
      {plan.multiple_enabled && hydrated ? (
        <button
          type="button"
          className="kv-btn2 justify-self-start"
          onClick={() => {
            dispatch({
              type: 'addTicket',
              key: `t${Object.keys(state.tickets).length + Object.keys(state.removed).length + 1}`,
            });
            dispatch({ type: 'edit', to: 'cover' });
          }}
        >
          Add another device or cover
        </button>
      ) : null}
      <section className="kv-card grid gap-2" aria-label="Visit">
        <ReviewRow
          label="Address"
          value={[state.address.address1, state.address.address2, state.address.city, state.address.pincode]
            .filter(Boolean)
            .join(', ')}
          href={editHref(state, 'address')}
          onEdit={() => dispatch({ type: 'edit', to: 'address' })}
        />
        <ReviewRow
          label="Appointment"
          value={[
            state.appointment.date && formatAppointment(state.appointment.date, state.appointment.time),
            state.appointment.date_1 &&
              `or ${formatAppointment(state.appointment.date_1, state.appointment.time_1)}`,
          ]
            .filter(Boolean)
            .join(' ')}
          href={editHref(state, 'appointment')}
          onEdit={() => dispatch({ type: 'edit', to: 'appointment' })}
        />
      </section>
      {disclaimer.status === 'ok' ? (
        <section className="kv-card text-sm" aria-labelledby="disclaimer-title">
          <h3 id="disclaimer-title" className="font-semibold text-slate-900">
            {disclaimer.data.data.title}
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
            {disclaimer.data.data.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          name="agree"
          className="mt-1 size-5 accent-brand-700"
          checked={agreed}
          onChange={(e) => {
            setAgreed(e.target.checked);
            setError(null);
          }}
        />
        <span>I agree to the terms above and confirm the details are correct.</span>
      </label>
      <ErrorNote text={error} />
      <ActionBar
        primary="Raise Service Request"
        busy={busy}
        backForm={BACK_FORM}
        onBack={() => dispatch({ type: 'back' })}
      />
    </StepFrame>
  );
}

/** A reviewed value and its Edit: a link to the step before the scripts run, the island's edit after. */
function ReviewRow({
  label,
  value,
  href,
  onEdit,
}: {
  label: string;
  value: string;
  href: string;
  onEdit: () => void;
}) {
  return (
    <div className="flex items-start justify-between gap-3 text-sm">
      <p>
        <span className="block text-slate-600">{label}</span>
        <span className="font-medium text-slate-900">{value}</span>
      </p>
      <a
        href={href}
        className="kv-tlink shrink-0"
        onClick={(e) => {
          e.preventDefault();
          onEdit();
        }}
      >
        Edit<span className="sr-only"> {label.toLowerCase()}</span>
      </a>
    </div>
  );
}
