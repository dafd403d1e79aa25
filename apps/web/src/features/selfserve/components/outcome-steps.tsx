import { useState } from 'react';
import type { PlanCoverView } from '@kavach/contracts';
import { formatInr } from '@kavach/domain';
import { payCopay } from '../copay-pay';
import { trackerPath } from '../tracker-view';
import { ErrorNote, StepFrame } from './flow-parts';
import type { StepProps } from './flow-parts';

/** The co-pay of each temporary request (spec §5), paid in the sandbox or Razorpay Checkout. */
export function CopayStep({ state, dispatch }: StepProps) {
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

/** The raised requests, with their numbers and what happens next. */
export function SuccessStep({ state, dispatch, covers }: StepProps & { covers: PlanCoverView[] }) {
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
