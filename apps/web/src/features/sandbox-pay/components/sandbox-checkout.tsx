'use client';

import { appRoutes } from '@/lib/app-routes';
import { useSandboxPayment } from '../use-sandbox-payment';
import { SandboxChoices } from './sandbox-choices';
import { SandboxResultView } from './sandbox-result';

/** The hosted order page's choices, then what the (pretend) payment did. */
export function SandboxCheckout({ gatewayOrderId, orderRef }: { gatewayOrderId: string; orderRef: string }) {
  const { state, pay } = useSandboxPayment(gatewayOrderId);

  if (state.kind === 'failed' || state.kind === 'pending')
    return (
      <SandboxResultView
        state={state}
        retryHref={appRoutes.sandboxPay(gatewayOrderId)}
        summaryHref={appRoutes.orderSummary(orderRef)}
      />
    );
  return (
    <SandboxChoices
      busy={state.kind === 'busy' ? state.outcome : null}
      error={state.kind === 'choosing' ? state.error : null}
      onPay={(method, outcome) => void pay(method, outcome)}
    />
  );
}
