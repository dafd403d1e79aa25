import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testCouponRule } from './coupon-rule-fixture';
import { evaluateCoupon } from './coupon-rules';
import type { CouponRule } from './coupon-rules';

const rule = (over: Partial<CouponRule>): CouponRule =>
  testCouponRule({ code: 'PROP', percentBp: 0, ...over });
const ctx = () => ({
  now: new Date('2025-06-15T10:00:00Z'),
  city: 'Mumbai',
  channel: 'website',
  customerUses: 0,
});

describe('evaluateCoupon: property (T7.1, T7.4 discount ≤ subtotal)', () => {
  const PLAN_TYPES = ['extended-warranty', 'amc', 'insta-repair', 'homecare'];
  const CATEGORIES = ['Mobile', 'Laptop', 'Air Conditioner'];
  const arbRule = fc.record({
    kind: fc.constantFrom('percent' as const, 'flat' as const),
    percentBp: fc.integer({ min: 0, max: 10_000 }),
    flatPaise: fc.integer({ min: 0, max: 10_000_000 }),
    maxDiscountPaise: fc.option(fc.integer({ min: 0, max: 5_000_000 })),
    minCartPaise: fc.integer({ min: 0, max: 500_000 }),
    planTypes: fc.option(fc.subarray(PLAN_TYPES)),
    categories: fc.option(fc.subarray(CATEGORIES)),
  });
  const arbLines = fc.array(
    fc.record({
      planType: fc.constantFrom(...PLAN_TYPES),
      category: fc.option(fc.constantFrom(...CATEGORIES)),
      lineTotalPaise: fc.integer({ min: 0, max: 10_000_000 }),
    }),
    { maxLength: 10 },
  );

  it('discount is whole paise, 0 ≤ discount ≤ eligible subtotal, allocations sum to it and fit each line', () => {
    fc.assert(
      fc.property(arbRule, arbLines, (r, raw) => {
        const lines = raw.map((l, i) => ({ ...l, lineId: i + 1 }));
        const result = evaluateCoupon(rule(r), lines, ctx());
        if (!result.ok) return;
        const totals = new Map(lines.map((l) => [l.lineId, l.lineTotalPaise]));
        const eligible = result.allocations.reduce((sum, a) => sum + (totals.get(a.lineId) ?? 0), 0);
        expect(Number.isInteger(result.discountPaise)).toBe(true);
        expect(result.discountPaise).toBeGreaterThanOrEqual(0);
        expect(result.discountPaise).toBeLessThanOrEqual(eligible);
        expect(result.allocations.reduce((sum, a) => sum + a.discountPaise, 0)).toBe(result.discountPaise);
        for (const a of result.allocations) {
          expect(Number.isInteger(a.discountPaise)).toBe(true);
          expect(a.discountPaise).toBeGreaterThanOrEqual(0);
          expect(a.discountPaise).toBeLessThanOrEqual(totals.get(a.lineId) ?? -1);
        }
      }),
      { numRuns: 500 },
    );
  });
});
