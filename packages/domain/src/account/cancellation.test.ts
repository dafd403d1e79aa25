import { describe, expect, it } from 'vitest';
import {
  isPlanCancelReason,
  planCancellationOf,
  planCancelledText,
  planUnitPaise,
  type PlanCancellationInput,
} from './cancellation';

// 10:00 IST on 7 Dec 2026.
const today = new Date('2026-12-07T04:30:00Z');
const bought: PlanCancellationInput = {
  registration: 'pending',
  consumed: false,
  // 23:00 IST on 7 Nov 2026: 30 days ago in India, though 6 Nov in UTC.
  purchasedAt: new Date('2026-11-07T17:30:00Z'),
  soldByKavach: true,
  channel: 'website',
  paymentOnRecord: true,
  requestsRaised: 0,
  visitOn: null,
  renewed: false,
  today,
};

describe('cancelling a plan for a full refund (docs/product/accounts.md#cancelling-a-plan, decision 093)', () => {
  it('a plan bought 30 days ago (Indian calendar days) can still be cancelled today, and not tomorrow', () => {
    expect(planCancellationOf(bought)).toEqual({ ok: true, lastDay: '2026-12-07' });
    const tomorrow = new Date('2026-12-08T04:30:00Z');
    expect(planCancellationOf({ ...bought, today: tomorrow })).toMatchObject({
      ok: false,
      status: 409,
      error_code: 'CANCEL_WINDOW_CLOSED',
      message: 'A plan can be cancelled within 30 days of buying it. This one was bought on 07 Nov 2026.',
    });
  });

  it('whatever its registration: pending, activated, failed or inspection pending', () => {
    for (const registration of ['pending', 'in_progress', 'registered', 'failed', 'inspection_pending'])
      expect(planCancellationOf({ ...bought, registration }).ok).toBe(true);
  });

  it('not twice, and not a plan sold by a partner store or an insurer (an agent’s sale is ours)', () => {
    expect(planCancellationOf({ ...bought, registration: 'cancelled' })).toMatchObject({
      error_code: 'PLAN_CANCELLED',
    });
    expect(planCancellationOf({ ...bought, soldByKavach: false })).toMatchObject({
      error_code: 'PLAN_SOLD_BY_PARTNER',
      message: 'This plan was sold by our partner store: the store where you bought it can cancel it.',
    });
    expect(planCancellationOf({ ...bought, channel: 'insurer' })).toMatchObject({
      error_code: 'PLAN_SOLD_BY_PARTNER',
      message: 'This plan was sold by an insurer: call the insurer on its helpline to cancel it.',
    });
    expect(planCancellationOf({ ...bought, channel: 'website-tele' }).ok).toBe(true);
  });

  it('not once a service request was raised on it (even one later cancelled), nor when it was consumed', () => {
    expect(planCancellationOf({ ...bought, requestsRaised: 1 })).toMatchObject({
      error_code: 'PLAN_HAS_REQUESTS',
    });
    expect(planCancellationOf({ ...bought, consumed: true })).toMatchObject({
      error_code: 'PLAN_HAS_REQUESTS',
    });
  });

  it('a plan with a visit booked: until the day before the visit', () => {
    expect(planCancellationOf({ ...bought, visitOn: '2026-12-08' }).ok).toBe(true);
    expect(planCancellationOf({ ...bought, visitOn: '2026-12-07' })).toMatchObject({
      error_code: 'PLAN_VISIT_DUE',
      message:
        "This plan's visit was booked for 07 Dec 2026, so it can no longer be cancelled online. Call us and we will help.",
    });
    expect(planCancellationOf({ ...bought, visitOn: '2026-11-20' }).ok).toBe(false);
  });

  it('not a plan already renewed', () => {
    expect(planCancellationOf({ ...bought, renewed: true })).toMatchObject({ error_code: 'PLAN_RENEWED' });
  });

  it('not when the payment to refund is not on record: a person looks into it', () => {
    expect(planCancellationOf({ ...bought, paymentOnRecord: false })).toMatchObject({
      error_code: 'CANCEL_BY_PHONE',
      message:
        'We could not find the payment for this plan, so it cannot be cancelled online. Call us and we will help.',
    });
  });

  it('the reasons offered are the ones accepted', () => {
    expect(isPlanCancelReason('BOUGHT_BY_MISTAKE')).toBe(true);
    expect(isPlanCancelReason('toString')).toBe(false);
    expect(isPlanCancelReason('')).toBe(false);
  });
});

describe('what one plan of an order line cost (decision 093)', () => {
  it('a line of one: its price less its discount', () => {
    expect(planUnitPaise({ unitPricePaise: 149900, quantity: 1, discountPaise: 15000 }, 0)).toBe(134900);
  });

  it('a line of three with a discount that does not divide: the units add up to the line to the paisa', () => {
    const line = { unitPricePaise: 99900, quantity: 3, discountPaise: 10001 };
    const units = [0, 1, 2].map((i) => planUnitPaise(line, i));
    expect(units).toEqual([96567, 96566, 96566]);
    expect(units.reduce((a, b) => a + b, 0)).toBe(99900 * 3 - 10001);
  });

  it('a unit that is not on the line is a bug, not a refund', () => {
    expect(() => planUnitPaise({ unitPricePaise: 100, quantity: 2, discountPaise: 0 }, 2)).toThrow(
      RangeError,
    );
  });
});

describe("the customer's notice (decision 093)", () => {
  it('names the plan, the device, the refund and where the credit note is', () => {
    expect(
      planCancelledText({
        planName: 'Extended Warranty',
        device: 'Samsung Galaxy S24',
        refundPaise: 249900,
        url: 'https://kavach.example/account/plans',
      }),
    ).toBe(
      'Kavach: your Extended Warranty for your Samsung Galaxy S24 is cancelled, as you asked. We are refunding ₹2,499 to the account you paid from; refunds usually arrive in 5–7 working days. Your credit note is in My Plans: https://kavach.example/account/plans',
    );
  });
});
