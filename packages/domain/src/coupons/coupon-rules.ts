/**
 * Coupon evaluation (issue 3; docs/product/cart.md#discount-codes Cart "A discount is applied or removed…", docs/product/cart.md#discount-codes "Invalid
 * discount"; docs/product/security-tests.md#t7-4). Pure: the caller loads the rule by its normalised code, counts this customer's
 * uses, and passes `now`.
 *
 * Order of checks — the first failing one is returned. Reasons the customer cannot change come
 * first, reasons they can fix by changing the cart come last:
 *   1. COUPON_NOT_FOUND        no rule for the code (rule === null)
 *   2. COUPON_INACTIVE         isActive is false
 *   3. COUPON_NOT_STARTED      now < startsAt (startsAt is inclusive)
 *   4. COUPON_EXPIRED          now ≥ endsAt (endsAt is exclusive)
 *   5. COUPON_CHANNEL          channels set and ctx.channel not in it
 *   6. COUPON_CITY             cities set and ctx.city unknown or not in it
 *   7. COUPON_EXHAUSTED        redeemedCount ≥ maxRedemptions
 *   8. COUPON_CUSTOMER_LIMIT   ctx.customerUses ≥ perCustomerLimit
 *   9. COUPON_EMPTY_CART       no lines
 *  10. COUPON_NOT_APPLICABLE   no line matches planTypes AND categories
 *  11. COUPON_MIN_CART         eligible subtotal < minCartPaise
 * List matching (plan types, categories, cities, channels): null = any; otherwise a case-insensitive,
 * trimmed match; an EMPTY list matches nothing (fail closed: a coupon with `cities = {}` is unusable).
 *
 * Amount: percent = ⌊eligible × bp ÷ 10 000⌋ capped by maxDiscountPaise; flat = min(flatPaise,
 * eligible). Never more than the eligible subtotal; split over the eligible lines by
 * `allocateDiscount`. Lines that are not eligible get no allocation entry.
 */
import { allocateDiscount } from './allocate-discount';
import type { Allocation } from './allocate-discount';
import { couponMessage } from './coupon-messages';
import type { CouponErrorCode, CouponMessageFacts } from './coupon-messages';

export type { CouponErrorCode } from './coupon-messages';

export interface CouponRule {
  code: string;
  kind: 'percent' | 'flat';
  percentBp: number | null;
  flatPaise: number | null;
  maxDiscountPaise: number | null;
  minCartPaise: number;
  startsAt: Date | null;
  endsAt: Date | null;
  planTypes: string[] | null;
  categories: string[] | null;
  cities: string[] | null;
  channels: string[] | null;
  maxRedemptions: number | null;
  redeemedCount: number;
  perCustomerLimit: number | null;
  isActive: boolean;
}

export interface CouponLine {
  lineId: number;
  planType: string;
  category: string | null;
  lineTotalPaise: number;
}

export interface CouponContext {
  now: Date;
  city: string | null;
  channel: string;
  customerUses: number;
}

export type CouponEvaluation =
  | { ok: true; discountPaise: number; allocations: Allocation[] }
  | { ok: false; error_code: CouponErrorCode; message: string };

const key = (s: string): string => s.trim().toLowerCase();

/** null list = any value; otherwise the value must be listed (an empty list matches nothing). */
function allows(list: readonly string[] | null, value: string | null): boolean {
  if (list === null) return true;
  return value !== null && list.some((v) => key(v) === key(value));
}

const fail = (error_code: CouponErrorCode, facts?: CouponMessageFacts): CouponEvaluation => ({
  ok: false,
  error_code,
  message: couponMessage(error_code, facts),
});

const isPaise = (n: number | null): n is number => n !== null && Number.isSafeInteger(n) && n >= 0;

/** ⌊amount × bp ÷ 10 000⌋ exactly, whatever the size of the amount. */
const percentOf = (amountPaise: number, bp: number): number =>
  Number((BigInt(amountPaise) * BigInt(bp)) / 10_000n);

function rawDiscount(rule: CouponRule, eligiblePaise: number): number {
  if (rule.kind === 'percent') {
    const bp = rule.percentBp;
    if (bp === null || !Number.isInteger(bp) || bp < 0 || bp > 10_000)
      throw new RangeError(`coupon ${rule.code}: percentBp must be an integer 0–10000`);
    const d = percentOf(eligiblePaise, bp);
    return rule.maxDiscountPaise === null ? d : Math.min(d, Math.max(0, rule.maxDiscountPaise));
  }
  if (!isPaise(rule.flatPaise)) throw new RangeError(`coupon ${rule.code}: flatPaise must be whole paise`);
  return rule.flatPaise;
}

/** Evaluates a coupon against a cart; see the order of checks at the top of this file. */
export function evaluateCoupon(
  rule: CouponRule | null,
  lines: readonly CouponLine[],
  ctx: CouponContext,
): CouponEvaluation {
  if (rule === null) return fail('COUPON_NOT_FOUND');
  if (!rule.isActive) return fail('COUPON_INACTIVE');
  const now = ctx.now.getTime();
  if (rule.startsAt !== null && now < rule.startsAt.getTime())
    return fail('COUPON_NOT_STARTED', { startsAt: rule.startsAt });
  if (rule.endsAt !== null && now >= rule.endsAt.getTime()) return fail('COUPON_EXPIRED');
  if (!allows(rule.channels, ctx.channel)) return fail('COUPON_CHANNEL');
  if (!allows(rule.cities, ctx.city)) return fail('COUPON_CITY');
  if (rule.maxRedemptions !== null && rule.redeemedCount >= rule.maxRedemptions)
    return fail('COUPON_EXHAUSTED');
  if (rule.perCustomerLimit !== null && ctx.customerUses >= rule.perCustomerLimit)
    return fail('COUPON_CUSTOMER_LIMIT', { perCustomerLimit: rule.perCustomerLimit });
  if (lines.length === 0) return fail('COUPON_EMPTY_CART');

  for (const l of lines)
    if (!isPaise(l.lineTotalPaise))
      throw new RangeError(`line ${l.lineId}: total must be a non-negative integer of paise`);
  const eligible = lines.filter(
    (l) => allows(rule.planTypes, l.planType) && allows(rule.categories, l.category),
  );
  if (eligible.length === 0) return fail('COUPON_NOT_APPLICABLE');
  const eligiblePaise = eligible.reduce((sum, l) => sum + l.lineTotalPaise, 0);
  if (eligiblePaise < rule.minCartPaise)
    return fail('COUPON_MIN_CART', {
      minCartPaise: rule.minCartPaise,
      restricted: rule.planTypes !== null || rule.categories !== null,
    });

  const discountPaise = Math.min(rawDiscount(rule, eligiblePaise), eligiblePaise);
  return { ok: true, discountPaise, allocations: allocateDiscount(discountPaise, eligible) };
}
