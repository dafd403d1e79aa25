import type { Db } from '@kavach/db';
import type { SandboxEventType, SignedWebhook } from './sandbox-events';
import { SANDBOX_FAILURE } from './sandbox-events';
import * as store from './sandbox-payment-store';
import type { SandboxMethod } from './sandbox-store';

export type SandboxOutcome = 'success' | 'failure' | 'pending';

export interface PayInput {
  method: SandboxMethod;
  outcome: SandboxOutcome;
  /** Tests only (docs/product/security-tests.md#t8-7): pay another amount than the order's. */
  amountPaise?: number;
}

export type PayResult =
  | { kind: 'success'; orderId: string; paymentId: string; signature: string }
  | { kind: 'failure'; orderId: string; paymentId: string; code: string; description: string }
  | { kind: 'pending'; orderId: string; paymentId: string }
  | { kind: 'not_found' }
  | { kind: 'already_paid' }
  /** An attempt through a payment link that can no longer be paid (`throughLink` only). */
  | { kind: 'expired' }
  | { kind: 'cancelled' };

export interface PayContext {
  sign(orderId: string, paymentId: string): string;
  event(type: SandboxEventType, written: Extract<store.PaymentWrite, { kind: 'ok' }>): SignedWebhook;
  emit(events: SignedWebhook[]): void;
}

const STATUS = { success: 'captured', failure: 'failed', pending: 'authorized' } as const;

/** Which webhooks each outcome sends: Razorpay's events for a capture and for a failure. */
const EVENTS: Record<SandboxOutcome, SandboxEventType[]> = {
  success: ['payment.captured', 'order.paid'],
  failure: ['payment.failed'],
  pending: [],
};

/**
 * One attempt on the hosted page: success → captured (auto-capture) and the order paid; failure →
 * a failed payment with Razorpay's error fields; pending → authorized and left there (no webhook,
 * as when the bank has not confirmed yet; `SandboxGateway.capture` finishes it later). A success
 * that paid the order's payment link adds `payment_link.paid` after `order.paid`.
 */
export async function recordSandboxPayment(
  db: Db,
  gatewayOrderId: string,
  input: PayInput,
  now: Date,
  ctx: PayContext,
  /** The attempt comes from the link page: refused unless the order's link is payable. */
  throughLink = false,
): Promise<PayResult> {
  const failed = input.outcome === 'failure';
  const written = await store.recordPayment(db, {
    orderId: gatewayOrderId,
    method: input.method,
    status: STATUS[input.outcome],
    amountPaise: input.amountPaise,
    ...(failed ? { errorCode: SANDBOX_FAILURE.code, errorDescription: SANDBOX_FAILURE.description } : {}),
    now,
    throughLink,
  });
  if (written.kind === 'link_refused') return { kind: written.reason };
  if (written.kind !== 'ok') return { kind: written.kind };
  const types = [...EVENTS[input.outcome], ...(written.link ? (['payment_link.paid'] as const) : [])];
  ctx.emit(types.map((type) => ctx.event(type, written)));
  const ids = { orderId: written.order.id, paymentId: written.payment.id };
  if (input.outcome === 'success')
    return { kind: 'success', ...ids, signature: ctx.sign(ids.orderId, ids.paymentId) };
  if (failed) {
    return { kind: 'failure', ...ids, code: SANDBOX_FAILURE.code, description: SANDBOX_FAILURE.description };
  }
  return { kind: 'pending', ...ids };
}
