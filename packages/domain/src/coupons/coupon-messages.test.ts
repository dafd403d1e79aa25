import { describe, expect, it } from 'vitest';
import { couponMessage } from './coupon-messages';
import type { CouponErrorCode, CouponMessageFacts } from './coupon-messages';

describe('couponMessage', () => {
  it.each<[CouponErrorCode, CouponMessageFacts, string]>([
    ['COUPON_NOT_FOUND', {}, 'This code is not valid. Please check it and try again.'],
    ['COUPON_INACTIVE', {}, 'This code is no longer active.'],
    [
      'COUPON_NOT_STARTED',
      { startsAt: new Date('2025-03-01T00:00:00+05:30') },
      'This code can be used from 01 Mar, 2025.',
    ],
    ['COUPON_NOT_STARTED', {}, 'This code cannot be used yet.'],
    ['COUPON_EXPIRED', {}, 'This code has expired.'],
    ['COUPON_CHANNEL', {}, 'This code cannot be used here.'],
    ['COUPON_CITY', {}, 'This code is not available in your city.'],
    ['COUPON_EXHAUSTED', {}, 'This code has been fully redeemed.'],
    ['COUPON_CUSTOMER_LIMIT', { perCustomerLimit: 1 }, 'You have already used this code.'],
    [
      'COUPON_CUSTOMER_LIMIT',
      { perCustomerLimit: 3 },
      'You have already used this code 3 times, the most allowed.',
    ],
    ['COUPON_EMPTY_CART', {}, 'Add a plan to your cart to use this code.'],
    ['COUPON_NOT_APPLICABLE', {}, 'This code does not apply to the plans in your cart.'],
    ['COUPON_MIN_CART', { minCartPaise: 149_900 }, 'Add items worth ₹1,499 or more to use this code.'],
    ['COUPON_MIN_CART', { minCartPaise: 10_000_000 }, 'Add items worth ₹1,00,000 or more to use this code.'],
    ['COUPON_MIN_CART', { minCartPaise: 149_901 }, 'Add items worth ₹1,500 or more to use this code.'],
    [
      'COUPON_MIN_CART',
      { minCartPaise: 99_900, restricted: true },
      'Add eligible plans worth ₹999 or more to use this code.',
    ],
  ])('§8 invalid discount message for %s %j', (code, facts, expected) => {
    expect(couponMessage(code, facts)).toBe(expected);
  });
});
