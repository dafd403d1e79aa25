import { appRoutes } from '@/lib/app-routes';
import type { SandboxState } from '../use-sandbox-payment';

interface SandboxResultViewProps {
  state: Extract<SandboxState, { kind: 'failed' | 'pending' }>;
  retryHref: string;
  summaryHref: string;
}

/** After a failed or pending attempt: what happened and where to go next. */
export function SandboxResultView({ state, retryHref, summaryHref }: SandboxResultViewProps) {
  if (state.kind === 'pending')
    return (
      <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
        <h2 className="text-lg font-bold">We are confirming your payment…</h2>
        <p className="mt-1">
          The bank has not confirmed it yet. This usually takes a few minutes; your order summary shows the
          latest status.
        </p>
        <a href={summaryHref} className="kv-btn mt-4">
          View order summary
        </a>
      </div>
    );
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-5 text-red-950">
      <h2 className="text-lg font-bold">Payment failed</h2>
      <p className="mt-1">{state.message}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={retryHref} className="kv-btn">
          Try again
        </a>
        <a href={appRoutes.checkout} className="kv-btn2 bg-white">
          Back to checkout
        </a>
      </div>
    </div>
  );
}
