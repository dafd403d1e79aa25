'use client';

import type { PlanCoverView } from '@kavach/contracts';
import { LoadError, LoadingCards } from '@/features/account/components/data-states';
import { choiceContext } from '../flow-seed';
import type { FlowSeed } from '../flow-seed';
import type { FlowState } from '../flow-types';
import type { UrlChoice } from '../flow-url';
import { selfserveApi } from '../selfserve-api';
import { useFlow, useLoad } from '../use-flow';
import type { StartErrors } from '../use-flow';
import { FlowProgress } from './flow-parts';
import type { StepProps } from './flow-parts';
import { AddressStep } from './address-step';
import { AppointmentStep } from './appointment-step';
import { CoverStep } from './cover-step';
import { DocumentsStep } from './documents-step';
import { IssuesStep } from './issues-step';
import { CopayStep, SuccessStep } from './outcome-steps';
import { PlanChoice, PlanDetails } from './plan-steps';
import { ReviewStep } from './review-step';

interface FlowProps {
  osid: string | null;
  today: string;
  chatUrl: string;
  /** The server's reads for the first step (decision 066). */
  seed: FlowSeed;
  /** What the URL chose (the GET forms before hydration). */
  choice: UrlChoice;
}

/**
 * /selfserve?osid={tokenized_osid} (spec §2, §4 Self-serve flow): plan → plan details → cover →
 * problems → address → appointment → documents → review → co-pay → success, for one or (where the
 * plan allows, `multiple_enabled`) several covers in one go. The first render is the step the URL
 * leads to, with the server's data (decision 066), so the server's HTML is that step.
 */
export function SelfserveFlow({ osid, today, chatUrl, seed, choice }: FlowProps) {
  const { state, dispatch, startErrors } = useFlow(osid, today, { choice, ctx: choiceContext(seed, today) });
  if (state.step === 'plan' || !state.osid) return <PlanChoice dispatch={dispatch} seed={seed.plans} />;
  const own = seed.plan?.data.tokenized_osid === state.osid ? seed : {};
  return (
    <PlanFlow
      key={state.osid}
      osid={state.osid}
      today={today}
      state={state}
      dispatch={dispatch}
      chatUrl={chatUrl}
      seed={own}
      startErrors={startErrors}
    />
  );
}

function PlanFlow({
  osid,
  today,
  state,
  dispatch,
  chatUrl,
  seed,
  startErrors,
}: StepProps & {
  osid: string;
  today: string;
  chatUrl: string;
  seed: FlowSeed;
  startErrors: StartErrors | null;
}) {
  const [plan, reloadPlan] = useLoad(`plan:${osid}`, () => selfserveApi.orderItem(osid), seed.plan);
  const [restricted] = useLoad(`restricted:${osid}`, () => selfserveApi.restricted(osid), seed.restricted);
  const [covers, reloadCovers] = useLoad(`covers:${osid}`, () => selfserveApi.covers(osid), seed.covers);
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
  const startError = startErrors?.error ?? null;
  const props = { state, dispatch };
  const body = (() => {
    switch (state.step) {
      case 'plan_details':
        return <PlanDetails plan={p} {...props} />;
      case 'cover':
        if (covers.status === 'loading') return <LoadingCards label="Loading the plan's covers…" count={1} />;
        if (covers.status === 'error') return <LoadError message={covers.message} onRetry={reloadCovers} />;
        return <CoverStep covers={coverList} plan={p} today={today} startError={startError} {...props} />;
      case 'issues':
        return (
          <IssuesStep
            cover={coverOf(state, coverList)}
            seed={seed.issues}
            startError={startError}
            {...props}
          />
        );
      case 'address':
        return (
          <AddressStep
            theft={coverOf(state, coverList)?.type === 'theft'}
            seed={seed}
            start={startErrors}
            {...props}
          />
        );
      case 'appointment':
        return (
          <AppointmentStep cover={coverOf(state, coverList)} seed={seed} start={startErrors} {...props} />
        );
      case 'documents':
        return <DocumentsStep cover={coverOf(state, coverList)} start={startErrors} {...props} />;
      case 'review':
        return (
          <ReviewStep covers={coverList} plan={p} seed={seed.disclaimer} start={startErrors} {...props} />
        );
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
