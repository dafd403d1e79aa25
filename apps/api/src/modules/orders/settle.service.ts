import { randomBytes } from 'node:crypto';
import {
  closeLinksOfOrder,
  closeOrderedCart,
  findPayment,
  insertPayment,
  lockOrderByGatewayLinkId,
  lockCartSettlement,
  lockCustomer,
  lockOrderByGatewayOrderId,
  orderStatus,
  paidOrderOfCart,
  paymentStatus,
  paymentsOf,
  plansOfOrder,
  recordBreak,
  recordWebhookEvent,
  transition,
  updateOrder,
  type OrderRow,
  type Tx,
} from '@kavach/db';
import { notifyOrderCustomer } from './notify-order';
import {
  ORDER_LIFECYCLE,
  canTransition,
  canTransitionPayment,
  isOrderPaid,
  orderConfirmationText,
} from '@kavach/domain';
import type { PaymentState } from '@kavach/domain';
import type { AppDeps } from '../../deps';
import type { GatewayPayment } from '../../payments/gateway';
import { enqueueGatewayRefund } from '../../payments/queue-refund';
import { plansFromPaidOrder } from '../account/plans-from-order';

export type SettleSource = 'callback' | 'webhook' | 'reconciliation';
export type SettleOutcome =
  | 'paid'
  | 'already-paid'
  | 'failed'
  | 'pending'
  | 'duplicate-event'
  | 'mismatch'
  | 'refund-queued'
  | 'unknown-order';

/** Thrown when a webhook names a gateway order we have not linked yet: the gateway retries (docs/product/security-tests.md#t8-6). */
export class RetryLater extends Error {}

/** The order's confirmation, saying what comes next for the plans it just made (orderConfirmationText). */
async function confirm(tx: Tx, order: OrderRow, now: Date) {
  const plans = await plansOfOrder(tx, order.id);
  const text = orderConfirmationText({
    orderRef: order.orderRef,
    amountPaise: order.amountPaise,
    awaitingActivation: plans.some((p) => p.registration !== 'registered'),
    renewalStarts: plans.flatMap((p) => (p.isRenewal && p.startsOn ? [p.startsOn] : [])),
  });
  await notifyOrderCustomer(tx, order, {
    topic: 'order_confirmation',
    text,
    key: (channel) => `order-confirmation:${channel}:${order.orderRef}`,
    now,
  });
}

/** Records the payment, moving its state only forward (docs/product/security-tests.md#t8-5). Returns the stored state. */
async function upsertPayment(tx: Tx, order: OrderRow, p: GatewayPayment, now: Date): Promise<PaymentState> {
  const existing = await findPayment(tx, p.id);
  const incoming = p.status as PaymentState;
  if (!existing) {
    await insertPayment(tx, {
      orderId: order.id,
      gateway: order.gateway,
      gatewayOrderId: p.orderId,
      gatewayPaymentId: p.id,
      status: incoming,
      amountPaise: p.amountPaise,
      currency: p.currency,
      method: p.method,
      errorCode: p.errorCode,
      errorDescription: p.errorDescription,
      createdAt: now,
      updatedAt: now,
    });
    return incoming;
  }
  const current = existing.status as PaymentState;
  if (current === incoming || !canTransitionPayment(current, incoming)) return current;
  await transition(tx, paymentStatus, existing, incoming, { updatedAt: now });
  return incoming;
}

/**
 * THE fulfilment function (issue 3 §3): the checkout callback, the webhook and the reconciliation
 * job all call it. Serialised per order by a row lock; idempotent by payment id and event id; an
 * order becomes paid only by a captured payment whose amount and currency match (docs/product/security-tests.md#t8-3–docs/product/security-tests.md#t8-7).
 */
export async function settlePayment(
  deps: AppDeps,
  input: {
    payment: GatewayPayment;
    source: SettleSource;
    eventId?: string;
    eventType?: string;
    /** A payment made through this gateway payment link (issue 3 §4): the order is found by the link. */
    linkId?: string | null;
  },
): Promise<{ outcome: SettleOutcome; order: OrderRow | null }> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    if (input.eventId) {
      const fresh = await recordWebhookEvent(tx, {
        eventId: input.eventId,
        gateway: deps.payments.name,
        type: input.eventType ?? 'unknown',
        receivedAt: now,
      });
      if (!fresh) return { outcome: 'duplicate-event' as const, order: null };
    }
    let order = input.linkId
      ? await lockOrderByGatewayLinkId(tx, input.linkId)
      : await lockOrderByGatewayOrderId(tx, input.payment.orderId);
    if (order && input.linkId && !order.gatewayOrderId) {
      // The gateway made an order for the link when it was paid: bind it, so the payment's own
      // webhooks (payment.captured, order.paid) and reconciliation find this order too.
      order = await updateOrder(tx, order.id, { gatewayOrderId: input.payment.orderId, updatedAt: now });
    }
    if (!order) {
      if (input.source === 'webhook') throw new RetryLater(`no order for ${input.payment.orderId} yet`);
      return { outcome: 'unknown-order' as const, order: null };
    }
    const state = await upsertPayment(tx, order, input.payment, now);
    const p = input.payment;
    if (p.amountPaise !== order.amountPaise || p.currency !== 'INR') {
      await recordBreak(tx, {
        kind: 'amount_mismatch',
        orderId: order.id,
        gatewayPaymentId: p.id,
        details: {
          expected: order.amountPaise,
          got: p.amountPaise,
          currency: p.currency,
          source: input.source,
        },
        createdAt: now,
      });
      return { outcome: 'mismatch' as const, order };
    }
    if (state === 'failed') {
      if (order.status === 'payment_pending' || order.status === 'created')
        return {
          outcome: 'failed' as const,
          order: await transition(tx, orderStatus, order, 'payment_failed', { updatedAt: now }),
        };
      return { outcome: isOrderPaid(order.status) ? ('already-paid' as const) : ('failed' as const), order };
    }
    if (state !== 'captured') return { outcome: 'pending' as const, order };
    if (isOrderPaid(order.status)) return settleSecondCapture(deps, tx, order, p, now);
    if (order.status === 'cancelled' || order.status === 'expired') {
      await queueRefund(deps, tx, order, p, 'late_payment', now);
      return { outcome: 'refund-queued' as const, order };
    }
    // The buyer's account before the cart: deleting an account (decision 096) locks the account,
    // then its open carts, so both take their locks in the same order and never wait on each other.
    if (order.customerId !== null) await lockCustomer(tx, order.customerId);
    await lockCartSettlement(tx, order.cartId);
    if (await paidOrderOfCart(tx, order.cartId)) {
      // Another order of the same cart was paid first (e.g. an older payment link): one paid
      // order per cart (docs/product/security-tests.md#t10-3), so this payment is refunded and this order closed.
      await queueRefund(deps, tx, order, p, 'cart_already_paid', now);
      // A visit already done (payment_due) stays owed: its table has no way to cancelled (decision 045).
      if (canTransition(ORDER_LIFECYCLE, order.status, 'cancelled'))
        await transition(tx, orderStatus, order, 'cancelled', { updatedAt: now });
      return { outcome: 'refund-queued' as const, order };
    }
    // Open orders and pay-after-the-visit orders (visit_booked, payment_due: decision 045) become paid.
    const paid = await transition(tx, orderStatus, order, 'paid', {
      updatedAt: now,
      paidAt: now,
      activationToken: randomBytes(24).toString('base64url'),
    });
    // The cart closes only if it still is what was ordered (docs/product/security-tests.md#t7-7: later changes stay in an open cart).
    await closeOrderedCart(tx, order, now);
    await closeLinksOfOrder(tx, order.id, 'paid', now);
    // Agent-assisted orders (payment links) were not phone-verified; checkout orders were (docs/product/checkout.md#phone-verification).
    await plansFromPaidOrder(tx, paid, now, paid.channel !== 'website-tele');
    await confirm(tx, paid, now);
    return { outcome: 'paid' as const, order: paid };
  });
}

async function settleSecondCapture(deps: AppDeps, tx: Tx, order: OrderRow, p: GatewayPayment, now: Date) {
  const first = (await paymentsOf(tx, order.id)).find(
    (x) => x.status === 'captured' && x.gatewayPaymentId !== p.id,
  );
  if (!first) return { outcome: 'already-paid' as const, order };
  await queueRefund(deps, tx, order, p, 'duplicate_payment', now);
  return { outcome: 'refund-queued' as const, order };
}

/** A payment we must not keep: break recorded, payment marked refund_queued, refund asked of the gateway via the outbox. */
async function queueRefund(
  deps: AppDeps,
  tx: Tx,
  order: OrderRow,
  p: GatewayPayment,
  kind: string,
  now: Date,
) {
  await recordBreak(tx, {
    kind,
    orderId: order.id,
    gatewayPaymentId: p.id,
    details: { amount: p.amountPaise },
    createdAt: now,
  });
  const stored = await findPayment(tx, p.id);
  if (stored) await transition(tx, paymentStatus, stored, 'refund_queued', { updatedAt: now });
  await enqueueGatewayRefund(tx, {
    gateway: deps.payments.name,
    paymentId: p.id,
    amountPaise: p.amountPaise,
    reason: kind,
    about: { order_ref: order.orderRef },
    label: `order ${order.orderRef}`,
    now,
  });
}
