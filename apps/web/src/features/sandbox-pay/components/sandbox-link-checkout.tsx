'use client';

import { useSandboxLinkPayment } from '../use-sandbox-link-payment';
import { SandboxChoices } from './sandbox-choices';

/** The hosted link page's choices; a paid link sends the browser to the merchant's callback URL. */
export function SandboxLinkCheckout({ gatewayLinkId, pageKey }: { gatewayLinkId: string; pageKey: string }) {
  const { state, pay } = useSandboxLinkPayment(gatewayLinkId, pageKey);
  if (state.kind === 'pending')
    return (
      <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
        <h2 className="text-lg font-bold">We are confirming your payment…</h2>
        <p className="mt-1">
          The bank has not confirmed it yet. This usually takes a few minutes; you will get a confirmation by
          SMS and email. You do not need to pay again.
        </p>
      </div>
    );
  if (state.kind === 'closed')
    return (
      <div role="alert" className="rounded-xl border border-slate-300 bg-slate-50 p-5 text-slate-900">
        <p className="font-semibold">{state.message}</p>
      </div>
    );
  return (
    <SandboxChoices
      busy={state.kind === 'busy' ? state.outcome : null}
      error={state.kind === 'choosing' ? state.error : null}
      onPay={(method, outcome) => void pay(method, outcome)}
    />
  );
}
