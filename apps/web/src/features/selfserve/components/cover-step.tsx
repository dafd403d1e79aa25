import { useState } from 'react';
import type { PlanCoverView, SelfservePlan } from '@kavach/contracts';
import { formatDayMonthYear, formatInr } from '@kavach/domain';
import { activeTickets } from '../flow-state';
import { coverStepError } from '../flow-start';
import { selfserveApi } from '../selfserve-api';
import { copaySentence } from '../tracker-view';
import { useLoad } from '../use-flow';
import { ActionBar, BACK_FORM, ErrorNote, StepFrame } from './flow-parts';
import type { StepProps } from './flow-parts';

/**
 * The cover to claim, with what it costs before committing, and the date the problem started.
 * Before hydration the step is a GET form (`cover`, `incident`, step=issues) and the server checks
 * it as `submit` does here (decision 066); `startError` is the server's answer.
 */
export function CoverStep({
  covers,
  plan,
  today,
  state,
  dispatch,
  startError,
}: StepProps & { covers: PlanCoverView[]; plan: SelfservePlan; today: string; startError: string | null }) {
  const ticket = state.tickets[state.currentKey];
  const chosen = ticket?.cover_id ?? null;
  const [error, setError] = useState<string | null>(startError);
  const [copay] = useLoad(chosen ? `copay:${state.osid}:${chosen}` : null, () =>
    selfserveApi.copayAmount(state.osid ?? '', chosen ?? ''),
  );
  const submit = () => {
    const problem = coverStepError(chosen, state.incident_date, today);
    if (problem) return setError(problem);
    dispatch({ type: 'done', next: 'issues' });
  };
  const osid = state.osid ?? plan.tokenized_osid;
  const chosenCover = covers.find((c) => c.cover_id === chosen);
  // A plan that has ended still covers what happened during its term (decision 077).
  const ended = plan.plan_status === 'Expired' ? plan.plan_tenure.to : null;
  return (
    <StepFrame
      title="What do you want to claim?"
      lead="Choose the cover that fits what happened to your device."
      onSubmit={submit}
      step="cover"
      query={{ osid, step: 'issues' }}
      backQuery={{ osid }}
    >
      {plan.multiple_enabled && activeTickets(state).length > 1 ? (
        <TicketTabs state={state} dispatch={dispatch} />
      ) : null}
      <fieldset aria-describedby={error ? 'cover-error' : undefined}>
        <legend className="sr-only">Cover</legend>
        <div className="grid gap-3">
          {covers.map((c) => {
            const full = c.claims_per_year !== null && c.claims_used_this_year >= c.claims_per_year;
            const taken = state.coverCount[c.cover_id]?.filter((k) => k !== state.currentKey).length ?? 0;
            return (
              <label key={c.cover_id} className="kv-paymethod items-start">
                <input
                  type="radio"
                  name="cover"
                  value={c.cover_id}
                  className="mt-1 size-5 accent-brand-700"
                  checked={chosen === c.cover_id}
                  onChange={() => {
                    setError(null);
                    dispatch({ type: 'chooseCover', cover_id: c.cover_id });
                  }}
                />
                <span className="grid gap-1">
                  <span className="font-semibold">{c.title}</span>
                  <span className="text-sm text-slate-700">{c.description}</span>
                  <span className="text-sm text-slate-700">
                    {c.claims_per_year !== null
                      ? `${c.claims_used_this_year} of ${c.claims_per_year} claims used this plan year`
                      : 'No yearly claim limit'}
                    {c.remaining_cover !== null ? ` · ${formatInr(c.remaining_cover)} of cover left` : ''}
                    {c.copay_amount > 0 ? ` · co-pay ${formatInr(c.copay_amount)}` : ' · no co-pay'}
                  </span>
                  {full ? (
                    <span className="text-sm font-medium text-amber-800">
                      This year&apos;s claims are used up: a new claim goes to our service team for review.
                    </span>
                  ) : null}
                  {taken > 0 ? (
                    <span className="text-sm text-slate-700">
                      Already in this submission for {taken} device(s)
                    </span>
                  ) : null}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {error === 'Required field' ? (
        <p id="cover-error" className="text-sm font-medium text-red-700">
          Required field
        </p>
      ) : null}
      {chosenCover ? (
        <p
          role="status"
          className="rounded-lg border border-brand-100 bg-brand-50 p-3 font-medium text-brand-900"
        >
          {copay.status === 'ok'
            ? copay.data.data.message ||
              copaySentence(copay.data.data.amount, copay.data.data.remaining_cover_after)
            : copay.status === 'loading'
              ? 'Working out what this repair costs you…'
              : copaySentence(chosenCover.copay_amount, chosenCover.remaining_cover)}
        </p>
      ) : null}
      <div>
        <label htmlFor="ss-incident" className="block font-medium text-slate-900">
          When did the problem start?
        </label>
        <input
          id="ss-incident"
          name="incident"
          type="date"
          className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 sm:max-w-xs"
          max={today}
          value={state.incident_date}
          aria-describedby={ended ? 'ss-incident-ended' : undefined}
          onChange={(e) => dispatch({ type: 'setIncidentDate', date: e.target.value })}
        />
        {ended ? (
          <p id="ss-incident-ended" className="mt-1 text-sm text-slate-700">
            Your plan&apos;s cover ended on {formatDayMonthYear(`${ended}T00:00:00+05:30`)}. A problem that
            started before then is still covered; one that started later goes to our service team to decide.
          </p>
        ) : null}
      </div>
      {error && error !== 'Required field' ? <ErrorNote text={error} /> : null}
      <ActionBar primary="Continue" backForm={BACK_FORM} onBack={() => dispatch({ type: 'back' })} />
    </StepFrame>
  );
}

/** Several tickets in one go (`multiple_enabled`): which one is being edited, and removing one. */
function TicketTabs({ state, dispatch }: StepProps) {
  const tickets = activeTickets(state);
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Requests in this submission">
      {tickets.map((t, i) => (
        <span key={t.key} className="inline-flex items-center gap-1">
          <button
            type="button"
            className={t.key === state.currentKey ? 'kv-chip kv-chip-on' : 'kv-chip'}
            aria-pressed={t.key === state.currentKey}
            onClick={() => dispatch({ type: 'selectTicket', key: t.key })}
          >
            Request {i + 1}
          </button>
        </span>
      ))}
    </div>
  );
}
