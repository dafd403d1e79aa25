import { describe, expect, it } from 'vitest';
import {
  ORDER_LIFECYCLE,
  ORDER_TRANSITIONS,
  isOrderState,
  PARTNER_GATEWAY,
  kavachInvoices,
  PAYMENT_TRANSITIONS,
  canTransitionOrder,
  canTransitionPayment,
  nextPaymentState,
} from './order-state';
import type { GatewayEvent, OrderState, PaymentState } from './order-state';

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}
const replay = (events: readonly GatewayEvent[], from: PaymentState = 'created'): PaymentState =>
  events.reduce(nextPaymentState, from);

describe('order transitions (conventions 4)', () => {
  it.each<[OrderState, OrderState, boolean]>([
    ['created', 'payment_pending', true],
    ['payment_pending', 'paid', true],
    ['payment_pending', 'payment_failed', true],
    ['created', 'payment_failed', true],
    ['payment_failed', 'payment_pending', true],
    ['payment_failed', 'paid', true],
    ['created', 'paid', true],
    ['payment_pending', 'expired', true],
    ['created', 'cancelled', true],
    ['paid', 'payment_pending', false],
    ['paid', 'payment_failed', false],
    ['paid', 'cancelled', false],
    ['expired', 'paid', false],
    ['cancelled', 'paid', false],
    ['paid', 'paid', false],
  ])('T7.8/T8.5 order %s → %s allowed: %s', (from, to, expected) => {
    expect(canTransitionOrder(from, to)).toBe(expected);
  });

  it.each<[OrderState, OrderState, boolean]>([
    ['created', 'visit_booked', true],
    ['payment_pending', 'visit_booked', true],
    ['payment_failed', 'visit_booked', true],
    ['visit_booked', 'payment_due', true],
    ['visit_booked', 'paid', true],
    ['visit_booked', 'cancelled', true],
    ['payment_due', 'paid', true],
    ['payment_due', 'expired', false],
    ['payment_due', 'cancelled', false],
    ['payment_due', 'visit_booked', false],
    ['visit_booked', 'expired', false],
    ['paid', 'visit_booked', false],
    ['expired', 'visit_booked', false],
    ['cancelled', 'payment_due', false],
  ])('issue 18 §3 pay after the visit (decision 045): order %s → %s allowed: %s', (from, to, expected) => {
    expect(canTransitionOrder(from, to)).toBe(expected);
  });

  it('T8.5 terminal order states have no way out', () => {
    for (const s of ['paid', 'cancelled', 'expired'] as const) expect(ORDER_TRANSITIONS[s]).toEqual([]);
  });

  it('decision 052: paid is final (plans are issued with it); there is no fulfilled state', () => {
    expect(isOrderState('fulfilled')).toBe(false);
    expect(ORDER_LIFECYCLE.states).not.toContain('fulfilled');
  });
});

describe('payment transitions (conventions 4)', () => {
  it.each<[PaymentState, PaymentState, boolean]>([
    ['created', 'authorized', true],
    ['created', 'captured', true],
    ['created', 'failed', true],
    ['authorized', 'captured', true],
    ['failed', 'authorized', true],
    ['failed', 'captured', true],
    ['captured', 'refund_queued', true],
    ['authorized', 'refund_queued', true],
    ['refund_queued', 'refunded', true],
    ['captured', 'authorized', false],
    ['captured', 'failed', false],
    ['authorized', 'failed', false],
    ['refunded', 'captured', false],
    ['created', 'refunded', false],
    ['captured', 'captured', false],
  ])('T8.5 payment %s → %s allowed: %s', (from, to, expected) => {
    expect(canTransitionPayment(from, to)).toBe(expected);
  });

  it('T8.5 the payment graph has no cycles (states never go backwards)', () => {
    const reaches = (from: PaymentState, seen = new Set<PaymentState>()): Set<PaymentState> => {
      for (const to of PAYMENT_TRANSITIONS[from]) if (!seen.has(to)) reaches(to, seen.add(to));
      return seen;
    };
    for (const s of Object.keys(PAYMENT_TRANSITIONS) as PaymentState[]) expect(reaches(s).has(s)).toBe(false);
  });
});

describe('nextPaymentState: out-of-order and duplicate gateway events', () => {
  const EVENTS: GatewayEvent[] = ['payment.authorized', 'payment.captured', 'order.paid'];

  // 24 orderings of {authorized, captured, order.paid, duplicate}, for a duplicate of each event.
  for (const duplicate of EVENTS) {
    const orderings = permutations([...EVENTS, duplicate]);
    it(`T8.5: 24 orderings with a duplicate ${duplicate} all end in captured`, () => {
      expect(orderings).toHaveLength(24);
      for (const events of orderings) expect(replay(events)).toBe('captured');
    });
  }

  it.each<[PaymentState, GatewayEvent, PaymentState]>([
    ['created', 'payment.authorized', 'authorized'],
    ['created', 'payment.captured', 'captured'],
    ['created', 'order.paid', 'captured'],
    ['created', 'payment.failed', 'failed'],
    ['authorized', 'payment.captured', 'captured'],
    ['authorized', 'payment.failed', 'authorized'],
    ['captured', 'payment.failed', 'captured'],
    ['captured', 'payment.authorized', 'captured'],
    ['captured', 'order.paid', 'captured'],
    ['failed', 'payment.authorized', 'authorized'],
    ['failed', 'payment.captured', 'captured'],
    ['failed', 'payment.failed', 'failed'],
    ['refund_queued', 'payment.captured', 'refund_queued'],
    ['refunded', 'order.paid', 'refunded'],
  ])('T8.5 %s + %s → %s', (from, event, expected) => {
    expect(nextPaymentState(from, event)).toBe(expected);
  });

  it('T8.5: payment.failed after captured is ignored, wherever it lands among the 24 orderings', () => {
    for (const events of permutations<GatewayEvent>([...EVENTS, 'payment.failed']))
      expect(replay(events)).toBe('captured');
  });

  it('T8.9 late authorisation: failed, then authorized and captured, ends captured', () => {
    expect(replay(['payment.failed', 'payment.authorized', 'payment.captured'])).toBe('captured');
  });
});

describe('kavachInvoices (§3 Order invoices; decision 024: partner sales are invoiced by the partner)', () => {
  it('our paid orders get our invoice; unpaid ones and partner sales do not', () => {
    expect(kavachInvoices({ status: 'paid', gateway: 'sandbox' })).toBe(true);
    expect(kavachInvoices({ status: 'paid', gateway: 'razorpay' })).toBe(true);
    expect(kavachInvoices({ status: 'payment_pending', gateway: 'razorpay' })).toBe(false);
    expect(kavachInvoices({ status: 'paid', gateway: PARTNER_GATEWAY })).toBe(false);
  });
});
