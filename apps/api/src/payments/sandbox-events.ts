import { sandboxLinkPath, type SandboxLinkRow } from './sandbox-links';
import type { SandboxOrderRow, SandboxPaymentRow } from './sandbox-store';
import { sandboxId } from './sandbox-store';
import { webhookSignature } from './signatures';

/** What a gateway delivers to our webhook endpoint: the exact bytes and the headers. */
export interface SignedWebhook {
  rawBody: Buffer;
  headers: Record<string, string>;
}

export type SandboxEventType =
  'payment.authorized' | 'payment.captured' | 'payment.failed' | 'order.paid' | 'payment_link.paid';

const SANDBOX_ACCOUNT_ID = 'acc_SBXsandbox0000';
const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/** Failure details as Razorpay reports a declined payment (error_source/step/reason). */
export const SANDBOX_FAILURE = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Payment failed',
  source: 'customer',
  step: 'payment_authentication',
  reason: 'payment_failed',
} as const;

/** A payment entity with Razorpay's fields (razorpay.com/docs/webhooks/payments); no card or customer data. */
export function paymentEntity(p: SandboxPaymentRow) {
  const failed = p.status === 'failed';
  return {
    id: p.id,
    entity: 'payment',
    amount: p.amount,
    currency: p.currency,
    status: p.status,
    order_id: p.orderId,
    invoice_id: null,
    international: false,
    method: p.method,
    amount_refunded: p.status === 'refunded' ? p.amount : 0,
    refund_status: p.status === 'refunded' ? 'full' : null,
    captured: p.status === 'captured' || p.status === 'refunded',
    description: null,
    card_id: null,
    bank: null,
    wallet: null,
    vpa: null,
    email: null,
    contact: null,
    notes: [],
    fee: null,
    tax: null,
    error_code: p.errorCode,
    error_description: p.errorDescription,
    error_source: failed ? SANDBOX_FAILURE.source : null,
    error_step: failed ? SANDBOX_FAILURE.step : null,
    error_reason: failed ? SANDBOX_FAILURE.reason : null,
    created_at: unix(p.createdAt),
  };
}

/** An order entity (razorpay.com/docs/api/orders/entity). */
export function orderEntity(o: SandboxOrderRow, attempts: number) {
  const paid = o.status === 'paid' ? o.amount : 0;
  return {
    id: o.id,
    entity: 'order',
    amount: o.amount,
    amount_paid: paid,
    amount_due: o.amount - paid,
    currency: o.currency,
    receipt: o.receipt,
    offer_id: null,
    status: o.status,
    attempts,
    notes: [],
    created_at: unix(o.createdAt),
  };
}

/**
 * A payment link entity (razorpay.com/docs/api/payments/payment-links/entity). The customer's name,
 * contact and email, which Razorpay includes, are left out: our handler does not read them and a
 * webhook body is logged more readily than a table.
 */
export function linkEntity(l: SandboxLinkRow) {
  return {
    id: l.id,
    entity: 'payment_link',
    amount: l.amount,
    amount_paid: l.status === 'paid' ? l.amount : 0,
    currency: l.currency,
    accept_partial: false,
    description: l.description,
    reference_id: l.referenceId,
    status: l.status,
    order_id: l.orderId,
    short_url: sandboxLinkPath(l.id),
    expire_by: unix(l.expireBy),
    expired_at: 0,
    cancelled_at: l.cancelledAt ? unix(l.cancelledAt) : 0,
    notes: [],
    created_at: unix(l.createdAt),
  };
}

/**
 * The event envelope; `order.paid` carries both entities, the payment events the payment only,
 * `payment_link.paid` the link, the order and the payment (as Razorpay sends it).
 */
export function sandboxEvent(
  type: SandboxEventType,
  payment: SandboxPaymentRow,
  order: { row: SandboxOrderRow; attempts: number },
  now: Date,
  link: SandboxLinkRow | null = null,
) {
  if (type === 'payment_link.paid' && !link) throw new Error('payment_link.paid needs the link');
  const withLink = type === 'payment_link.paid' && link;
  const withOrder = type === 'order.paid' || withLink;
  return {
    entity: 'event',
    account_id: SANDBOX_ACCOUNT_ID,
    event: type,
    contains: withLink
      ? ['payment_link', 'order', 'payment']
      : withOrder
        ? ['payment', 'order']
        : ['payment'],
    payload: {
      ...(withLink ? { payment_link: { entity: linkEntity(link) } } : {}),
      payment: { entity: paymentEntity(payment) },
      ...(withOrder ? { order: { entity: orderEntity(order.row, order.attempts) } } : {}),
    },
    created_at: unix(now),
  };
}

/** Serialises once and signs those bytes, with a fresh event id (x-razorpay-event-id). */
export function signWebhook(
  body: unknown,
  secret: string,
  eventId: string = sandboxId('evt'),
): SignedWebhook {
  const rawBody = Buffer.from(JSON.stringify(body), 'utf8');
  return {
    rawBody,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-event-id': eventId,
      'x-razorpay-signature': webhookSignature(rawBody, secret),
    },
  };
}
