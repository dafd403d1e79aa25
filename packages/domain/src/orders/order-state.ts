import { canTransition, defineLifecycle } from '../lifecycle/lifecycle';

/**
 * Order and payment lifecycles as transition tables (conventions 4). A state may move only to the
 * states listed for it; staying put is not a transition.
 *
 * Orders: a gateway order is created (payment_pending); the payment settles it (paid) or fails
 * (payment_failed, from which the customer may retry; a failed payment may also reach an order
 * still created, e.g. a link's order before its gateway link was recorded). Paid is final: the plans are issued in the
 * same transaction that marks the order paid, so there is no later "fulfilled" step (decision 052).
 * A captured payment completes the order from any open state (docs/product/security-tests.md#t8-6 webhook-only completion, late
 * authorisation after a failure). Terminal: paid, cancelled, expired. A payment that arrives on
 * a cancelled or expired order does not reopen it: the payment goes to refund_queued (docs/product/security-tests.md#t8-9).
 *
 * Paying after the visit (issue 18 §3, decision 045): an insta-repair order is confirmed without a
 * payment (visit_booked: the slot is booked); once the visit is done a payment link is sent
 * (payment_due) and paying it settles the order (paid). A booked visit may still be paid early by a
 * payment the customer started before choosing to pay later. payment_due never expires or cancels:
 * the service has been given, so the amount stays owed.
 *
 * Payments (Razorpay's statuses plus our refund queue): created → authorized → captured, or failed.
 * failed is not final: a bank may authorise late (< 0.5 % of payments, polled for 3 days), so failed
 * → authorized/captured is allowed. Nothing moves back: captured never returns to authorized, and
 * failed never follows authorized or captured (docs/product/security-tests.md#t8-5).
 */
export type OrderState =
  | 'created'
  | 'payment_pending'
  | 'paid'
  | 'payment_failed'
  | 'cancelled'
  | 'expired'
  | 'visit_booked'
  | 'payment_due';

export type PaymentState = 'created' | 'authorized' | 'captured' | 'failed' | 'refund_queued' | 'refunded';

export type GatewayEvent = 'payment.authorized' | 'payment.captured' | 'order.paid' | 'payment.failed';

export const ORDER_LIFECYCLE = defineLifecycle<OrderState>('order', {
  created: ['payment_pending', 'payment_failed', 'paid', 'cancelled', 'expired', 'visit_booked'],
  payment_pending: ['paid', 'payment_failed', 'cancelled', 'expired', 'visit_booked'],
  payment_failed: ['payment_pending', 'paid', 'cancelled', 'expired', 'visit_booked'],
  visit_booked: ['payment_due', 'paid', 'cancelled'],
  payment_due: ['paid'],
  paid: [],
  cancelled: [],
  expired: [],
});
export const ORDER_TRANSITIONS = ORDER_LIFECYCLE.transitions;

export const PAYMENT_LIFECYCLE = defineLifecycle<PaymentState>('payment', {
  created: ['authorized', 'captured', 'failed'],
  failed: ['authorized', 'captured'],
  authorized: ['captured', 'refund_queued'],
  captured: ['refund_queued'],
  refund_queued: ['refunded'],
  refunded: [],
});
export const PAYMENT_TRANSITIONS = PAYMENT_LIFECYCLE.transitions;

/** Orders still waiting for a payment (a link or checkout may still pay them, or they may lapse). */
export const OPEN_ORDER_STATES: readonly OrderState[] = ['created', 'payment_pending', 'payment_failed'];
/** Orders whose money has been taken. */
export const PAID_ORDER_STATES: readonly OrderState[] = ['paid'];

/** Orders confirmed without payment: the visit is booked, or done and its payment link sent (decision 045). */
export const POSTPAID_ORDER_STATES: readonly OrderState[] = ['visit_booked', 'payment_due'];

/** Orders whose booked visit is still to come (decision 103): booked to pay after it, or paid. */
export const VISIT_AHEAD_ORDER_STATES: readonly OrderState[] = ['visit_booked', 'paid'];

export const isOrderState = (status: string): status is OrderState =>
  Object.prototype.hasOwnProperty.call(ORDER_LIFECYCLE.transitions, status);

export const isOrderOpen = (status: string): boolean =>
  (OPEN_ORDER_STATES as readonly string[]).includes(status);
export const isOrderPostpaid = (status: string): boolean =>
  (POSTPAID_ORDER_STATES as readonly string[]).includes(status);
export const isOrderPaid = (status: string): boolean =>
  (PAID_ORDER_STATES as readonly string[]).includes(status);

export function canTransitionOrder(from: OrderState, to: OrderState): boolean {
  return canTransition(ORDER_LIFECYCLE, from, to);
}

export function canTransitionPayment(from: PaymentState, to: PaymentState): boolean {
  return canTransition(PAYMENT_LIFECYCLE, from, to);
}

/** The payment state each gateway event reports (order.paid means the payment was captured). */
const EVENT_STATE: Readonly<Record<GatewayEvent, PaymentState>> = {
  'payment.authorized': 'authorized',
  'payment.captured': 'captured',
  'order.paid': 'captured',
  'payment.failed': 'failed',
};

/**
 * docs/product/security-tests.md#t8-3 / docs/product/security-tests.md#t8-5: apply a gateway event, in whatever order and however often it arrives. The state moves
 * only along PAYMENT_TRANSITIONS; an event that would move it back, or repeats the current state,
 * leaves it as it is. So every ordering of {authorized, captured, order.paid, a duplicate} ends in
 * captured, and payment.failed after capture is ignored.
 */
export function nextPaymentState(current: PaymentState, event: GatewayEvent): PaymentState {
  const target = EVENT_STATE[event];
  return canTransitionPayment(current, target) ? target : current;
}

/** Orders a marketplace or retail partner sold and took the money for (decision 024). */
export const PARTNER_GATEWAY = 'partner';

/**
 * Whether Kavach issues the tax invoice of an order (docs/product/checkout.md#orders-and-payments Order invoices, issue 3 §3): for our own
 * sales, once paid. A partner's sale is invoiced by the partner who made the supply; a second tax
 * invoice for the same supply would be wrong, so ours is not offered.
 */
export function kavachInvoices(order: { status: string; gateway: string }): boolean {
  return isOrderPaid(order.status) && order.gateway !== PARTNER_GATEWAY;
}
