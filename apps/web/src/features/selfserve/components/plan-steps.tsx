import type { Dispatch } from 'react';
import type { SelfservePlan } from '@kavach/contracts';
import { formatDayMonthYear } from '@kavach/domain';
import { LoadError, LoadingCards } from '@/features/account/components/data-states';
import type { FlowSeed } from '../flow-seed';
import type { FlowAction } from '../flow-types';
import { flowHref } from '../flow-url';
import { selfserveApi } from '../selfserve-api';
import { useLoad } from '../use-flow';
import { ActionBar, StepFrame } from './flow-parts';
import type { StepProps } from './flow-parts';

/**
 * The plan choice (no osid in the URL): every plan of the account, with why some cannot take a
 * request. Each choice is a GET form of /selfserve?osid=…, so a tap before hydration opens the plan.
 */
export function PlanChoice({ dispatch, seed }: { dispatch: Dispatch<FlowAction>; seed: FlowSeed['plans'] }) {
  const [plans, reload] = useLoad('plans', selfserveApi.orderItems, seed);
  const choose = (p: SelfservePlan) => {
    window.history.replaceState(null, '', flowHref(p.tokenized_osid));
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
              <form
                action="/selfserve"
                method="get"
                onSubmit={(e) => {
                  e.preventDefault();
                  choose(p);
                }}
              >
                <input type="hidden" name="osid" value={p.tokenized_osid} />
                <button type="submit" className="kv-btn2" disabled={p.restriction !== null}>
                  Raise Service Request<span className="sr-only"> for {p.plan_name}</span>
                </button>
              </form>
            </li>
          ))}
        </ul>
      ) : null}
    </StepFrame>
  );
}

const deviceOf = (p: SelfservePlan): string =>
  [p.device.brand, p.device.model ?? p.device.name].filter(Boolean).join(' ') || (p.category_name ?? '');

/** The chosen plan: its device, status and cover period. */
export function PlanDetails({ plan, state, dispatch }: StepProps & { plan: SelfservePlan }) {
  const device = deviceOf(plan);
  return (
    <StepFrame
      title={plan.plan_name}
      step="plan_details"
      query={{ osid: plan.tokenized_osid, step: 'cover' }}
      onSubmit={() => dispatch({ type: 'done', next: 'cover' })}
    >
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
