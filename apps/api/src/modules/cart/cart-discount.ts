import {
  couponUsesBy,
  findCouponById,
  type CartLine,
  type CartRow,
  type CouponRow,
  type DbOrTx,
} from '@kavach/db';
import { evaluateCoupon, formatInr } from '@kavach/domain';
import type { CouponEvaluation, CouponLine, CouponRule } from '@kavach/domain';
import type { CurrentSession } from '../../lib/current-session';

export interface CartDiscount {
  code: string;
  valid: boolean;
  message: string;
  errorCode: string | null;
  discountPaise: number;
  allocations: Map<number, number>;
}

export function couponRule(row: CouponRow): CouponRule {
  return {
    code: row.code,
    kind: row.kind as CouponRule['kind'],
    percentBp: row.percentBp,
    flatPaise: row.flatPaise,
    maxDiscountPaise: row.maxDiscountPaise,
    minCartPaise: row.minCartPaise,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    planTypes: row.planTypes,
    categories: row.categories,
    cities: row.cities,
    channels: row.channels,
    maxRedemptions: row.maxRedemptions,
    redeemedCount: row.redeemedCount,
    perCustomerLimit: row.perCustomerLimit,
    isActive: row.isActive,
  };
}

export const couponLines = (lines: readonly CartLine[]): CouponLine[] =>
  lines.map((l) => ({
    lineId: l.id,
    planType: l.planType,
    category: l.categorySlug,
    lineTotalPaise: l.pricePaise * l.quantity,
  }));

/**
 * Evaluates a coupon for a cart: the customer is the verified phone of the session, if any. The use
 * an order of this cart already holds is the cart's own, so it counts against neither limit
 * (decision 087).
 */
export async function evaluateForCart(
  db: DbOrTx,
  coupon: CouponRow | null,
  cart: CartRow,
  lines: readonly CartLine[],
  session: CurrentSession,
  now: Date,
): Promise<CouponEvaluation> {
  const uses =
    coupon && session.verifiedPhone
      ? await couponUsesBy(db, coupon.id, session.verifiedPhone, cart.id)
      : { used: 0, heldByCart: false };
  const own = uses.heldByCart ? 1 : 0;
  const rule = coupon ? { ...couponRule(coupon), redeemedCount: coupon.redeemedCount - own } : null;
  return evaluateCoupon(rule, couponLines(lines), {
    now,
    city: cart.city,
    channel: cart.channel,
    customerUses: uses.used - own,
  });
}

export function toCartDiscount(code: string, evaluation: CouponEvaluation): CartDiscount {
  if (!evaluation.ok)
    return {
      code,
      valid: false,
      message: evaluation.message,
      errorCode: evaluation.error_code,
      discountPaise: 0,
      allocations: new Map(),
    };
  return {
    code,
    valid: true,
    message: `Code ${code} applied: you save ${formatInr(evaluation.discountPaise)}.`,
    errorCode: null,
    discountPaise: evaluation.discountPaise,
    allocations: new Map(evaluation.allocations.map((a) => [a.lineId, a.discountPaise])),
  };
}

/** The applied coupon re-validated against the cart as it is now (docs/product/security-tests.md#t7-7); null when none. */
export async function cartDiscount(
  db: DbOrTx,
  cart: CartRow,
  lines: readonly CartLine[],
  session: CurrentSession,
  now: Date,
): Promise<CartDiscount | null> {
  if (cart.couponId === null) return null;
  const coupon = await findCouponById(db, cart.couponId);
  if (!coupon) return null;
  return toCartDiscount(coupon.code, await evaluateForCart(db, coupon, cart, lines, session, now));
}
