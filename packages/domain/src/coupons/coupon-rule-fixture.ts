import type { CouponRule } from './coupon-rules';

/** Tests only: an active 10 % coupon with no limits, changed by `over`. */
export const testCouponRule = (over: Partial<CouponRule> = {}): CouponRule => ({
  code: 'SAVE10',
  kind: 'percent',
  percentBp: 1_000,
  flatPaise: null,
  maxDiscountPaise: null,
  minCartPaise: 0,
  startsAt: null,
  endsAt: null,
  planTypes: null,
  categories: null,
  cities: null,
  channels: null,
  maxRedemptions: null,
  redeemedCount: 0,
  perCustomerLimit: null,
  isActive: true,
  ...over,
});
