import { describe, expect, it } from 'vitest';
import { testCouponRule } from './coupon-rule-fixture';
import { evaluateCoupon } from './coupon-rules';
import type { CouponContext, CouponErrorCode, CouponLine, CouponRule } from './coupon-rules';

const NOW = new Date('2025-06-15T10:00:00Z');

const rule = (over: Partial<CouponRule> = {}): CouponRule => testCouponRule(over);
const ctx = (over: Partial<CouponContext> = {}): CouponContext => ({
  now: NOW,
  city: 'Mumbai',
  channel: 'website',
  customerUses: 0,
  ...over,
});
const ew = (lineId: number, lineTotalPaise: number, category: string | null = 'Mobile'): CouponLine => ({
  lineId,
  planType: 'extended-warranty',
  category,
  lineTotalPaise,
});
const amc = (lineId: number, lineTotalPaise: number): CouponLine => ({
  lineId,
  planType: 'amc',
  category: 'Air Conditioner',
  lineTotalPaise,
});
const CART = [ew(1, 149_900), amc(2, 99_900)];

describe('evaluateCoupon: refusals (T7.4)', () => {
  it.each<[string, CouponRule | null, Partial<CouponContext>, CouponLine[], CouponErrorCode]>([
    ['unknown code', null, {}, CART, 'COUPON_NOT_FOUND'],
    ['switched off', rule({ isActive: false }), {}, CART, 'COUPON_INACTIVE'],
    [
      '1 ms before the start',
      rule({ startsAt: new Date(NOW.getTime() + 1) }),
      {},
      CART,
      'COUPON_NOT_STARTED',
    ],
    ['exactly at the end (exclusive)', rule({ endsAt: NOW }), {}, CART, 'COUPON_EXPIRED'],
    ['after the end', rule({ endsAt: new Date('2025-01-01T00:00:00Z') }), {}, CART, 'COUPON_EXPIRED'],
    ['wrong channel', rule({ channels: ['app'] }), {}, CART, 'COUPON_CHANNEL'],
    ['empty channel list matches nothing', rule({ channels: [] }), {}, CART, 'COUPON_CHANNEL'],
    ['wrong city', rule({ cities: ['Pune'] }), {}, CART, 'COUPON_CITY'],
    [
      'city unknown but code limited to cities',
      rule({ cities: ['Mumbai'] }),
      { city: null },
      CART,
      'COUPON_CITY',
    ],
    ['all redemptions used', rule({ maxRedemptions: 100, redeemedCount: 100 }), {}, CART, 'COUPON_EXHAUSTED'],
    [
      'single-use code used by this customer',
      rule({ perCustomerLimit: 1 }),
      { customerUses: 1 },
      CART,
      'COUPON_CUSTOMER_LIMIT',
    ],
    ['empty cart', rule(), {}, [], 'COUPON_EMPTY_CART'],
    ['wrong plan type', rule({ planTypes: ['spills-and-drops'] }), {}, CART, 'COUPON_NOT_APPLICABLE'],
    ['wrong category', rule({ categories: ['Laptop'] }), {}, CART, 'COUPON_NOT_APPLICABLE'],
    [
      'line without a category, code limited to categories',
      rule({ categories: ['Mobile'] }),
      {},
      [ew(1, 100, null)],
      'COUPON_NOT_APPLICABLE',
    ],
    [
      'plan type matches but category does not (AND)',
      rule({ planTypes: ['amc'], categories: ['Mobile'] }),
      {},
      CART,
      'COUPON_NOT_APPLICABLE',
    ],
    ['cart below the minimum', rule({ minCartPaise: 300_000 }), {}, CART, 'COUPON_MIN_CART'],
    [
      'only the eligible subtotal counts for the minimum',
      rule({ planTypes: ['amc'], minCartPaise: 100_000 }),
      {},
      CART,
      'COUPON_MIN_CART',
    ],
  ])('T7.4 %s → %s', (_name, r, c, lines, expected) => {
    const result = evaluateCoupon(r, lines, ctx(c));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error_code).toBe(expected);
      expect(result.message).toMatch(/^[A-Z].*\.$/);
    }
  });

  it('T7.4 order of checks: the first failing check wins (documented order)', () => {
    const everything = rule({
      isActive: false,
      endsAt: new Date('2025-01-01T00:00:00Z'),
      channels: ['app'],
      cities: ['Pune'],
      maxRedemptions: 0,
      perCustomerLimit: 0,
      planTypes: ['homecare'],
    });
    const steps: [Partial<CouponRule>, CouponErrorCode][] = [
      [{}, 'COUPON_INACTIVE'],
      [{ isActive: true }, 'COUPON_EXPIRED'],
      [{ endsAt: null }, 'COUPON_CHANNEL'],
      [{ channels: null }, 'COUPON_CITY'],
      [{ cities: null }, 'COUPON_EXHAUSTED'],
      [{ maxRedemptions: null }, 'COUPON_CUSTOMER_LIMIT'],
      [{ perCustomerLimit: null }, 'COUPON_NOT_APPLICABLE'],
    ];
    let r = everything;
    for (const [fix, expected] of steps) {
      r = { ...r, ...fix };
      const result = evaluateCoupon(r, CART, ctx());
      expect(result.ok ? 'ok' : result.error_code).toBe(expected);
    }
    const empty = evaluateCoupon(r, [], ctx());
    expect(empty.ok ? 'ok' : empty.error_code).toBe('COUPON_EMPTY_CART');
  });

  it('§8 the minimum-cart message names the rupee amount', () => {
    const result = evaluateCoupon(rule({ minCartPaise: 300_000 }), CART, ctx());
    expect(result).toMatchObject({ message: 'Add items worth ₹3,000 or more to use this code.' });
  });
});

describe('evaluateCoupon: amounts', () => {
  it.each<[string, Partial<CouponRule>, Partial<CouponContext>, CouponLine[], number, number[]]>([
    ['10 % of ₹2,498 floors to whole paise', {}, {}, CART, 24_980, [14_990, 9_990]],
    ['percent floors: 10 % of 999 paise = 99', {}, {}, [ew(1, 999)], 99, [99]],
    [
      'percent capped by maxDiscountPaise (shares 12,001.60 / 7,998.40)',
      { maxDiscountPaise: 20_000 },
      {},
      CART,
      20_000,
      [12_002, 7_998],
    ],
    [
      '100 % never exceeds the eligible subtotal',
      { percentBp: 10_000 },
      {},
      CART,
      249_800,
      [149_900, 99_900],
    ],
    ['flat ₹500', { kind: 'flat', percentBp: null, flatPaise: 50_000 }, {}, CART, 50_000, [30_004, 19_996]],
    [
      'flat larger than the cart is cut to the subtotal',
      { kind: 'flat', percentBp: null, flatPaise: 1_000_000 },
      {},
      CART,
      249_800,
      [149_900, 99_900],
    ],
    ['only eligible lines share the discount', { planTypes: ['amc'] }, {}, CART, 9_990, [9_990]],
    ['minimum met exactly (≥)', { minCartPaise: 249_800 }, {}, CART, 24_980, [14_990, 9_990]],
    [
      'start instant is inclusive',
      { startsAt: NOW, endsAt: new Date(NOW.getTime() + 1) },
      {},
      CART,
      24_980,
      [14_990, 9_990],
    ],
    [
      'lists match case-insensitively',
      { cities: [' mumbai '], channels: ['WEBSITE'], categories: ['mobile'] },
      {},
      CART,
      14_990,
      [14_990],
    ],
    [
      'one use left for this customer',
      { perCustomerLimit: 2 },
      { customerUses: 1 },
      CART,
      24_980,
      [14_990, 9_990],
    ],
    [
      'one redemption left overall',
      { maxRedemptions: 10, redeemedCount: 9 },
      {},
      CART,
      24_980,
      [14_990, 9_990],
    ],
  ])('T7.4 %s', (_name, over, c, lines, discount, allocations) => {
    const result = evaluateCoupon(rule(over), lines, ctx(c));
    expect(result).toMatchObject({ ok: true, discountPaise: discount });
    if (result.ok) expect(result.allocations.map((a) => a.discountPaise)).toEqual(allocations);
  });

  it('only eligible lines get an allocation entry', () => {
    const result = evaluateCoupon(rule({ planTypes: ['amc'] }), CART, ctx());
    expect(result).toEqual({
      ok: true,
      discountPaise: 9_990,
      allocations: [{ lineId: 2, discountPaise: 9_990 }],
    });
  });

  it('refuses misconfigured rules and non-integer line totals (unexpected → thrown)', () => {
    expect(() => evaluateCoupon(rule({ percentBp: null }), CART, ctx())).toThrow(RangeError);
    expect(() => evaluateCoupon(rule({ percentBp: 10_001 }), CART, ctx())).toThrow(RangeError);
    expect(() => evaluateCoupon(rule({ kind: 'flat', flatPaise: null }), CART, ctx())).toThrow(RangeError);
    expect(() => evaluateCoupon(rule(), [ew(1, 10.5)], ctx())).toThrow(RangeError);
  });
});
