'use client';

import { useRef, useState } from 'react';
import { orderApi } from '@/features/orders/order-api';
import { appRoutes } from '@/lib/app-routes';
import { isFailure, isSuccess, paySandboxOrder } from './sandbox-api';
import type { SandboxMethod, SandboxOutcome } from './sandbox-api';

export type SandboxState =
  | { kind: 'choosing'; error: string | null }
  | { kind: 'busy'; outcome: SandboxOutcome }
  | { kind: 'failed'; message: string }
  | { kind: 'pending' };

export const NOT_THROUGH = 'The payment did not go through. No money was taken; you can try again.';

/**
 * One attempt on the hosted page, then exactly what Razorpay Checkout's handler does on our site:
 * success → POST /v3/order/success with the three razorpay_* fields → the order summary; failure →
 * POST /v3/order/failure; pending → nothing to post yet (the bank has not confirmed).
 */
export function useSandboxPayment(gatewayOrderId: string) {
  const [state, setState] = useState<SandboxState>({ kind: 'choosing', error: null });
  const inFlight = useRef(false);

  const pay = async (method: SandboxMethod, outcome: SandboxOutcome) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setState({ kind: 'busy', outcome });
    const settle = (next: SandboxState) => {
      inFlight.current = false;
      setState(next);
    };
    const res = await paySandboxOrder(gatewayOrderId, method, outcome);
    if (!res.ok) return settle({ kind: 'choosing', error: res.error.message });
    const answer = res.data;
    if (isSuccess(answer)) {
      const done = await orderApi.success(answer);
      if (!done.ok) return settle({ kind: 'choosing', error: done.error.message });
      window.location.assign(appRoutes.orderSummary(done.data.order_id));
      return;
    }
    if (isFailure(answer)) {
      const reported = await orderApi.failure(gatewayOrderId, answer.error);
      return settle({ kind: 'failed', message: reported.ok ? reported.data.message : NOT_THROUGH });
    }
    settle({ kind: 'pending' });
  };

  return { state, pay };
}
