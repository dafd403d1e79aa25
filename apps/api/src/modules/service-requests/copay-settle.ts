import {
  copaysToReconcile,
  lockRequestByCopayOrderId,
  moveServiceRequest,
  recordWebhookEvent,
  type ServiceRequestRow,
} from '@kavach/db';
import type { AppDeps } from '../../deps';
import { RECONCILE_WINDOW_MS } from '../../jobs/reconcile-payments';
import type { GatewayPayment } from '../../payments/gateway';
import { DUPLICATE_COPAY, LATE_COPAY, refundCopayPayment } from './copay-refund';
import { decideRequest } from './create-ticket.service';

export type CopaySettleOutcome =
  | 'paid'
  | 'already-paid'
  | 'duplicate-event'
  | 'pending'
  | 'mismatch'
  | 'refund-queued'
  | 'refund-already-queued'
  | 'unknown';

/**
 * THE co-pay settle (callback, webhook, reconciliation): serialised per request by a row lock,
 * idempotent by event id and by the request's own state. A captured payment of the right amount
 * turns the temporary request real — awaiting_copay → raised → confirmed | under_review as
 * adjudicate() decided — with copay_status paid, in one transaction. One captured after the request
 * expired (or was cancelled) is refunded, once per payment, and the customer told (decision 075);
 * so is any other captured payment once one paid it (decision 077). Anything else changes nothing.
 */
export async function settleCopay(
  deps: AppDeps,
  input: {
    payment: GatewayPayment;
    source: 'callback' | 'webhook' | 'reconciliation';
    eventId?: string;
    eventType?: string;
  },
): Promise<{ outcome: CopaySettleOutcome; request: ServiceRequestRow | null }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    if (input.eventId) {
      const fresh = await recordWebhookEvent(tx, {
        eventId: input.eventId,
        gateway: deps.payments.name,
        type: input.eventType ?? 'unknown',
        receivedAt: now,
      });
      if (!fresh) return { outcome: 'duplicate-event' as const, request: null };
    }
    const sr = await lockRequestByCopayOrderId(tx, input.payment.orderId);
    if (!sr) return { outcome: 'unknown' as const, request: null };
    const p = input.payment;
    const paid = sr.copayStatus === 'paid';
    // The payment that paid the co-pay, or one that is not (yet) money taken: nothing to do.
    if (paid && (p.id === sr.copayPaymentId || p.status !== 'captured'))
      return { outcome: 'already-paid' as const, request: sr };
    if (p.status !== 'captured') return { outcome: 'pending' as const, request: sr };
    // The payment that paid a request since rejected or cancelled: its refund is queued (decision 085).
    if (p.id === sr.copayPaymentId && (sr.copayStatus === 'refund_queued' || sr.copayStatus === 'refunded'))
      return { outcome: 'refund-already-queued' as const, request: sr };
    if (p.amountPaise !== sr.copayPaise || p.currency !== 'INR')
      return { outcome: 'mismatch' as const, request: sr };
    // A second capture for a paid co-pay (two tabs, a retry): the request stays paid by the first,
    // this one goes back to the customer (decision 077).
    if (paid)
      return {
        outcome: await refundCopayPayment(deps, tx, DUPLICATE_COPAY, sr, p, input.source, now),
        request: sr,
      };
    // An expired request stays expired: the late payment goes back to the customer.
    if (sr.status !== 'awaiting_copay')
      return {
        outcome: await refundCopayPayment(deps, tx, LATE_COPAY, sr, p, input.source, now),
        request: sr,
      };
    const raised = await moveServiceRequest(tx, sr, 'raised', {
      actor: `system:copay_${input.source}`,
      at: now,
      note: `Co-pay paid (${p.id})`,
      patch: { copayStatus: 'paid', copayPaymentId: p.id, copayDueBy: null, copayPaidAt: now },
    });
    return { outcome: 'paid' as const, request: await decideRequest(deps, tx, raised, now) };
  });
}

/**
 * How long after a paid request was raised reconciliation still asks the gateway about its co-pay
 * order, for a second capture whose callback and webhooks were all lost (decision 077). The co-pay
 * window is 30 minutes, so a second payment is made within it; a day leaves room for a slow
 * confirmation and bounds the gateway calls each round makes.
 */
export const PAID_COPAY_RECONCILE_MS = 24 * 3_600_000;

/**
 * Reconciliation of co-pays (as orders have, docs/product/security-tests.md#t8-6): temporary
 * requests with a bound gateway order, those that expired unpaid within the reconciliation window,
 * and those paid within PAID_COPAY_RECONCILE_MS (a second capture, decision 077) are settled from the gateway's own record of their payments through the same one settle —
 * a payment whose callback and webhooks were all lost still makes its request real, or, arriving
 * after the expiry, is still refunded. Safe to run on every replica: the settle is serialised and
 * idempotent.
 */
export async function reconcileCopaysOnce(
  deps: AppDeps,
): Promise<{ checked: number; paid: number; refunded: number }> {
  const now = deps.clock.now();
  const due = await copaysToReconcile(deps.db, {
    expiredSince: new Date(now.getTime() - RECONCILE_WINDOW_MS),
    paidSince: new Date(now.getTime() - PAID_COPAY_RECONCILE_MS),
    limit: 200,
  });
  let paid = 0;
  let refunded = 0;
  for (const sr of due) {
    const payments = await deps.payments.fetchOrderPayments(sr.copayGatewayOrderId!);
    for (const payment of payments) {
      const { outcome } = await settleCopay(deps, { payment, source: 'reconciliation' });
      if (outcome === 'paid') paid += 1;
      if (outcome === 'refund-queued') refunded += 1;
    }
  }
  return { checked: due.length, paid, refunded };
}
