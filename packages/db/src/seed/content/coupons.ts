import type { coupons } from '../../schema';

type CouponRow = typeof coupons.$inferInsert;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Development coupons, valid relative to the seed date. Realistic shapes for an Indian protection
 * storefront: a welcome flat discount, a capped percentage, category and city offers, an expired
 * festive code and an agent-only code.
 */
export function seedCoupons(now: Date): CouponRow[] {
  const from = new Date(now.getTime() - 7 * DAY_MS);
  const until = new Date(now.getTime() + 180 * DAY_MS);
  const base = {
    startsAt: from,
    endsAt: until,
    planTypes: null,
    categories: null,
    cities: null,
    channels: null,
    maxRedemptions: null,
    perCustomerLimit: 1,
    maxDiscountPaise: null,
    percentBp: null,
    flatPaise: null,
    minCartPaise: 0,
  } satisfies Partial<CouponRow>;
  return [
    {
      ...base,
      code: 'WELCOME200',
      description: '₹200 off your first plan of ₹1,499 or more',
      kind: 'flat',
      flatPaise: 20_000,
      minCartPaise: 149_900,
    },
    {
      ...base,
      code: 'KAVACH10',
      description: '10% off up to ₹500 on orders of ₹999 or more',
      kind: 'percent',
      percentBp: 1_000,
      maxDiscountPaise: 50_000,
      minCartPaise: 99_900,
      perCustomerLimit: 2,
    },
    {
      ...base,
      code: 'AMC15',
      description: '15% off annual maintenance plans',
      kind: 'percent',
      percentBp: 1_500,
      planTypes: ['amc', 'comprehensive-amc'],
    },
    {
      ...base,
      code: 'MUMBAIREPAIR',
      description: '₹150 off a repair visit in Mumbai',
      kind: 'flat',
      flatPaise: 15_000,
      planTypes: ['insta-repair'],
      cities: ['mumbai'],
    },
    {
      ...base,
      code: 'DIWALI25',
      description: 'Diwali offer: 25% off (ended)',
      kind: 'percent',
      percentBp: 2_500,
      maxDiscountPaise: 100_000,
      startsAt: new Date(now.getTime() - 60 * DAY_MS),
      endsAt: new Date(now.getTime() - 30 * DAY_MS),
    },
    {
      ...base,
      code: 'TELE300',
      description: '₹300 off, for carts built by our sales team',
      kind: 'flat',
      flatPaise: 30_000,
      minCartPaise: 199_900,
      channels: ['website-tele'],
      maxRedemptions: 500,
    },
  ];
}
