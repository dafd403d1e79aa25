'use client';

import type { Dispatch } from 'react';
import { useState } from 'react';
import type { PlanCoverView, SelfservePlan } from '@kavach/contracts';
import { formatDayMonthYear, formatInr } from '@kavach/domain';
import { LoadError, LoadingCards } from '@/features/account/components/data-states';
import { slotDateLabel } from '@/features/checkout/slot-date-label';
import { activeTickets, ticketToken } from '../flow-state';
import type { FlowAction, FlowState, SubmittedTicket } from '../flow-state';
import { issueErrors, ticketBody } from '../flow-checks';
import { selfserveApi } from '../selfserve-api';
import { copaySentence, DOCUMENT_KIND_LABELS, trackerPath } from '../tracker-view';
import { useFlow, useLoad } from '../use-flow';
import { payCopay } from '../copay-pay';
import { ActionBar, ErrorNote, FlowProgress, StepFrame } from './flow-parts';
import { AddressStep } from './address-step';
import { AppointmentStep } from './appointment-step';
import { DocumentsStep } from './documents-step';
import { IssuesStep } from './issues-step';

interface FlowProps {
  osid: string | null;
  today: string;
  chatUrl: string;
}

type StepProps = { state: FlowState; dispatch: Dispatch<FlowAction> };

/**
 * /selfserve?osid={tokenized_osid} (spec §2, §4 Self-serve flow): plan → plan details → cover →
 * problems → address → appointment → documents → review → co-pay → success, for one or (where the
 * plan allows, `multiple_enabled`) several covers in one go.
 */
export function SelfserveFlow({ osid, today, chatUrl }: FlowProps) {
  const { state, dispatch, ready } = useFlow(osid, today);
  if (!ready) return <LoadingCards label="Loading your request…" count={1} />;
  if (state.step === 'plan' || !state.osid) return <PlanChoice dispatch={dispatch} />;
  return (
    <PlanFlow
      key={state.osid}
      osid={state.osid}
      today={today}
      state={state}
      dispatch={dispatch}
      chatUrl={chatUrl}
    />
  );
}

function PlanChoice({ dispatch }: { dispatch: Dispatch<FlowAction> }) {
  const [plans, reload] = useLoad('plans', selfserveApi.orderItems);
  const choose = (p: SelfservePlan) => {
    window.history.replaceState(null, '', `/selfserve?osid=${encodeURIComponent(p.tokenized_osid)}`);
    dispatch({ type: 'choosePlan', osid: p.tokenized_osid });
    dispatch({ type: 'go', to: 'plan_details' });
  };
  return (
    <StepFrame title="Which plan is the request for?">
      {plans.status === 'loading' ? <LoadingCards label="Loading your plans…" /> : null}
      {plans.status === 'error' ? <LoadError message={plans.message} onRetry={reload} /> : null}
      {plans.status === 'ok' && plans.data.data.items.length === 0 ? (
        <p className="kv-card">You have no plans to raise a request on yet.</p>
      ) : null}
      {plans.status === 'ok' ? (
        <ul className="grid gap-3">
          {plans.data.data.items.map((p) => (
            <li key={p.tokenized_osid} className="kv-card flex flex-wrap items-center justify-between gap-3">
              <div>
                <p className="font-semibold text-slate-900">{p.plan_name}</p>
                <p className="text-sm text-slate-700">{deviceOf(p)}</p>
                {p.restriction ? <p className="text-sm text-slate-700">{p.restriction.message}</p> : null}
              </div>
              <button
                type="button"
                className="kv-btn2"
                onClick={() => choose(p)}
                disabled={p.restriction !== null}
              >
                Raise Service Request<span className="sr-only"> for {p.plan_name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </StepFrame>
  );
}

const deviceOf = (p: SelfservePlan): string =>
  [p.device.brand, p.device.model ?? p.device.name].filter(Boolean).join(' ') || (p.category_name ?? '');

function PlanFlow({
  osid,
  today,
  state,
  dispatch,
  chatUrl,
}: StepProps & { osid: string; today: string; chatUrl: string }) {
  const [plan, reloadPlan] = useLoad(`plan:${osid}`, () => selfserveApi.orderItem(osid));
  const [restricted] = useLoad(`restricted:${osid}`, () => selfserveApi.restricted(osid));
  const [covers, reloadCovers] = useLoad(`covers:${osid}`, () => selfserveApi.covers(osid));
  if (plan.status === 'loading') return <LoadingCards label="Loading your plan…" count={1} />;
  if (plan.status === 'error') return <LoadError message={plan.message} onRetry={reloadPlan} />;
  const p = plan.data.data;
  // Spec §8: an insurer-channel plan's claims start with the insurer.
  if (p.insurer_message)
    return (
      <section className="kv-card border-amber-300 bg-amber-50" aria-labelledby="insurer-title">
        <h2 id="insurer-title" className="kv-h3">
          Contact your insurer first
        </h2>
        <p className="mt-2 text-slate-800">{p.insurer_message}</p>
        <a className="kv-btn2 mt-4 inline-flex bg-white" href="/account/plans">
          Back to My Plans
        </a>
      </section>
    );
  const restriction =
    p.restriction ??
    (restricted.status === 'ok' && restricted.data.restricted
      ? { code: restricted.data.code ?? 'RESTRICTED', message: restricted.data.message ?? '' }
      : null);
  if (restriction && state.step !== 'success' && state.step !== 'copay')
    return (
      <section className="kv-card" aria-labelledby="restricted-title">
        <h2 id="restricted-title" className="kv-h3">
          This plan cannot take a request online
        </h2>
        <p className="mt-2 text-slate-800">
          {restriction.message || 'Please contact us and we will raise the request for you.'}
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <a className="kv-btn2" href={chatUrl}>
            Chat With Us
          </a>
          <a className="kv-btn2" href="/account/plans">
            Back to My Plans
          </a>
        </div>
      </section>
    );
  const coverList = covers.status === 'ok' ? covers.data.data.covers : [];
  const props = { state, dispatch };
  const body = (() => {
    switch (state.step) {
      case 'plan_details':
        return <PlanDetails plan={p} {...props} />;
      case 'cover':
        if (covers.status === 'loading') return <LoadingCards label="Loading the plan's covers…" count={1} />;
        if (covers.status === 'error') return <LoadError message={covers.message} onRetry={reloadCovers} />;
        return <CoverStep covers={coverList} plan={p} today={today} {...props} />;
      case 'issues':
        return <IssuesStep cover={coverOf(state, coverList)} {...props} />;
      case 'address':
        return <AddressStep theft={coverOf(state, coverList)?.type === 'theft'} {...props} />;
      case 'appointment':
        return <AppointmentStep cover={coverOf(state, coverList)} {...props} />;
      case 'documents':
        return <DocumentsStep cover={coverOf(state, coverList)} {...props} />;
      case 'review':
        return <ReviewStep covers={coverList} plan={p} {...props} />;
      case 'copay':
        return <CopayStep {...props} />;
      case 'success':
        return <SuccessStep covers={coverList} {...props} />;
      default:
        return null;
    }
  })();
  return (
    <div>
      {state.step !== 'success' ? <FlowProgress current={state.step} /> : null}
      {body}
    </div>
  );
}

const coverOf = (state: FlowState, covers: PlanCoverView[]): PlanCoverView | null => {
  const id = state.tickets[state.currentKey]?.cover_id;
  return covers.find((c) => c.cover_id === id) ?? null;
};

function PlanDetails({ plan, state, dispatch }: StepProps & { plan: SelfservePlan }) {
  const device = deviceOf(plan);
  return (
    <StepFrame title={plan.plan_name} onSubmit={() => dispatch({ type: 'done', next: 'cover' })}>
      <dl className="kv-card grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">Device</dt>
          <dd className="font-medium text-slate-900">{device || '—'}</dd>
        </div>
        {plan.device.serial ? (
          <div>
            <dt className="text-slate-600">Serial / IMEI</dt>
            <dd className="font-mono text-slate-900">{plan.device.serial}</dd>
          </div>
        ) : null}
        <div>
          <dt className="text-slate-600">Plan status</dt>
          <dd className="font-medium text-slate-900">{plan.plan_status}</dd>
        </div>
        {plan.plan_tenure.from && plan.plan_tenure.to ? (
          <div>
            <dt className="text-slate-600">Cover period</dt>
            <dd className="font-medium text-slate-900">
              {formatDayMonthYear(plan.plan_tenure.from)} to {formatDayMonthYear(plan.plan_tenure.to)}
            </dd>
          </div>
        ) : null}
        {plan.preventive_maintainance_data.has_pm ? (
          <div>
            <dt className="text-slate-600">Maintenance visits left</dt>
            <dd className="font-medium text-slate-900">{plan.preventive_maintainance_data.remaining_pm}</dd>
          </div>
        ) : null}
      </dl>
      <ActionBar
        primary="Continue"
        onBack={state.history.length > 0 ? () => dispatch({ type: 'back' }) : null}
      />
    </StepFrame>
  );
}

function CoverStep({
  covers,
  plan,
  today,
  state,
  dispatch,
}: StepProps & { covers: PlanCoverView[]; plan: SelfservePlan; today: string }) {
  const ticket = state.tickets[state.currentKey];
  const chosen = ticket?.cover_id ?? null;
  const [error, setError] = useState<string | null>(null);
  const [copay] = useLoad(chosen ? `copay:${state.osid}:${chosen}` : null, () =>
    selfserveApi.copayAmount(state.osid ?? '', chosen ?? ''),
  );
  const submit = () => {
    if (!chosen) return setError('Required field');
    if (!state.incident_date) return setError('Enter the date the problem started');
    dispatch({ type: 'done', next: 'issues' });
  };
  const chosenCover = covers.find((c) => c.cover_id === chosen);
  return (
    <StepFrame
      title="What do you want to claim?"
      lead="Choose the cover that fits what happened to your device."
      onSubmit={submit}
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
          type="date"
          className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 sm:max-w-xs"
          max={today}
          value={state.incident_date}
          onChange={(e) => dispatch({ type: 'setIncidentDate', date: e.target.value })}
        />
      </div>
      {error && error !== 'Required field' ? <ErrorNote text={error} /> : null}
      <ActionBar primary="Continue" onBack={() => dispatch({ type: 'back' })} />
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

function ReviewStep({
  covers,
  plan,
  state,
  dispatch,
}: StepProps & { covers: PlanCoverView[]; plan: SelfservePlan }) {
  const tickets = activeTickets(state);
  const firstCover = tickets[0]?.cover_id ?? '';
  const [disclaimer] = useLoad(firstCover ? `disclaimer:${firstCover}` : null, () =>
    selfserveApi.disclaimer(firstCover),
  );
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const removedKeys = Object.keys(state.removed);

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
    <StepFrame title="Check and raise your request" onSubmit={() => void submit()}>
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
      {plan.multiple_enabled ? (
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
          onEdit={() => dispatch({ type: 'edit', to: 'address' })}
        />
        <ReviewRow
          label="Appointment"
          value={[
            state.appointment.date && `${slotDateLabel(state.appointment.date)}, ${state.appointment.time}`,
            state.appointment.date_1 &&
              `or ${slotDateLabel(state.appointment.date_1)}, ${state.appointment.time_1}`,
          ]
            .filter(Boolean)
            .join(' ')}
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
      <ActionBar primary="Raise Service Request" busy={busy} onBack={() => dispatch({ type: 'back' })} />
    </StepFrame>
  );
}

function ReviewRow({ label, value, onEdit }: { label: string; value: string; onEdit: () => void }) {
  return (
    <div className="flex items-start justify-between gap-3 text-sm">
      <p>
        <span className="block text-slate-600">{label}</span>
        <span className="font-medium text-slate-900">{value}</span>
      </p>
      <button type="button" className="kv-tlink shrink-0" onClick={onEdit}>
        Edit<span className="sr-only"> {label.toLowerCase()}</span>
      </button>
    </div>
  );
}

function CopayStep({ state, dispatch }: StepProps) {
  const due = state.submitted.filter((r) => r.is_copay_temp_sr);
  const [paid, setPaid] = useState<Record<string, boolean>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pay = async (srId: string) => {
    setBusy(srId);
    setError(null);
    const outcome = await payCopay(srId);
    setBusy(null);
    if (outcome.type === 'paid') {
      const next = { ...paid, [srId]: true };
      setPaid(next);
      if (due.every((r) => next[r.sr_id])) dispatch({ type: 'go', to: 'success' });
    } else setError(outcome.message);
  };
  return (
    <StepFrame
      title="Pay the co-pay"
      lead="Your request is held for you until the co-pay is paid; unpaid, it expires and frees its slot."
    >
      {due.map((r) => (
        <div key={r.sr_id} className="kv-card flex flex-wrap items-center justify-between gap-3">
          <p>
            <span className="block text-sm text-slate-600">Request {r.sr_id}</span>
            <span className="text-lg font-bold text-slate-900">{formatInr(r.copay_amount)}</span>
          </p>
          {paid[r.sr_id] ? (
            <span className="font-semibold text-green-800">Paid</span>
          ) : (
            <button
              type="button"
              className="kv-btn"
              disabled={busy !== null}
              onClick={() => void pay(r.sr_id)}
            >
              {busy === r.sr_id ? 'Please wait…' : `Pay ${formatInr(r.copay_amount)}`}
            </button>
          )}
        </div>
      ))}
      <ErrorNote text={error} />
      <p className="text-sm text-slate-700">
        You can also pay later from the request&apos;s tracker page before it expires.
      </p>
    </StepFrame>
  );
}

function SuccessStep({ state, dispatch, covers }: StepProps & { covers: PlanCoverView[] }) {
  // A theft or loss has no appointment to confirm: the team calls to arrange the replacement (decision 063).
  const isTheft = (key: string) =>
    covers.find((c) => c.cover_id === state.tickets[key]?.cover_id)?.type === 'theft';
  return (
    <StepFrame title={state.submitted.length > 1 ? 'Your requests are raised' : 'Your request is raised'}>
      {state.submitted.map((r) => (
        <section key={r.sr_id} className="kv-card grid gap-2" aria-label={`Request ${r.sr_id}`}>
          <p>
            <span className="block text-sm text-slate-600">Request number</span>
            <span className="font-mono text-xl font-bold text-slate-900">{r.sr_id}</span>
          </p>
          {r.outcome === 'approved' ? (
            <p className="font-medium text-green-800">
              {isTheft(r.key)
                ? 'Approved: we will call you in the time you picked to arrange the replacement.'
                : 'Approved: we will confirm your appointment shortly.'}
            </p>
          ) : (
            <div>
              <p className="font-medium text-amber-900">
                It is with our service team, who will review it because:
              </p>
              <ul className="mt-1 list-disc pl-5 text-slate-800">
                {r.reasons.map((reason) => (
                  <li key={reason.code}>{reason.message}</li>
                ))}
              </ul>
            </div>
          )}
          <a className="kv-btn justify-self-start" href={r.tracker_url || trackerPath(r.sr_id)}>
            Track Request<span className="sr-only"> {r.sr_id}</span>
          </a>
        </section>
      ))}
      <div className="flex flex-wrap gap-3">
        <a className="kv-btn2" href="/account/requests">
          My Requests
        </a>
        <button
          type="button"
          className="kv-btn2"
          onClick={() =>
            dispatch({
              type: 'restart',
              token: crypto.randomUUID().replace(/-/g, ''),
              key: `k${Date.now().toString(36)}`,
            })
          }
        >
          Raise another request
        </button>
      </div>
    </StepFrame>
  );
}
