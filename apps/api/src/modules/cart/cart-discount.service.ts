import {
  cartLines,
  countCouponFailures,
  findCouponByCode,
  recordCouponFailure,
  updateCart,
  type CartRow,
} from '@kavach/db';
import { isPlausibleCouponCode, normaliseCouponCode } from '@kavach/domain';
import type { AppDeps } from '../../deps';
import { cartTransaction } from './cart-tx';
import { AppError } from '../../lib/http-errors';
import type { CurrentSession } from '../../lib/current-session';
import { openCartFor } from './cart-access';
import { evaluateForCart, toCartDiscount, type CartDiscount } from './cart-discount';

/** docs/product/security-tests.md#t7-6: invalid codes allowed per session per 10 minutes and per IP per hour. */
export const COUPON_FAILURES_PER_SESSION = 10;
export const COUPON_FAILURES_PER_IP = 30;
const TEN_MIN_MS = 10 * 60_000;
const HOUR_MS = 60 * 60_000;

/**
 * POST /v3/cart/apply_discount: one code per cart (a new code replaces the old one). The code is
 * normalised (case, spaces, full-width) and evaluated against the cart now; an invalid code is
 * recorded and answered with the server's message. Nothing is redeemed here: redemption is atomic
 * at checkout (docs/product/security-tests.md#t7-5).
 */
export async function applyDiscount(
  deps: AppDeps,
  session: CurrentSession,
  ip: string,
  rawCode: string,
  token: string | undefined,
): Promise<{ discount: CartDiscount; cart: CartRow }> {
  const now = deps.clock.now();
  const failures = await countCouponFailures(
    deps.db,
    session.idHash,
    ip,
    new Date(now.getTime() - TEN_MIN_MS),
    new Date(now.getTime() - HOUR_MS),
  );
  if (failures.session >= COUPON_FAILURES_PER_SESSION || failures.ip >= COUPON_FAILURES_PER_IP)
    throw new AppError(429, 'COUPON_ATTEMPTS_EXCEEDED', 'Too many invalid codes. Please try again later.', {
      retry_after_seconds: failures.ip >= COUPON_FAILURES_PER_IP ? 3600 : 600,
    });
  const code = normaliseCouponCode(rawCode);
  return cartTransaction(deps.db, async (tx) => {
    const cart = await openCartFor(tx, session, token);
    const coupon = isPlausibleCouponCode(code) ? await findCouponByCode(tx, code) : null;
    const lines = await cartLines(tx, cart.id);
    const evaluation = await evaluateForCart(tx, coupon, cart, lines, session, now);
    const discount = toCartDiscount(code, evaluation);
    if (!evaluation.ok) {
      await recordCouponFailure(tx, {
        sessionHash: session.idHash,
        ip,
        code: code.slice(0, 64),
        reason: evaluation.error_code,
        createdAt: now,
      });
      return { discount, cart };
    }
    return { discount, cart: await updateCart(tx, cart.id, { couponId: coupon!.id }, now) };
  });
}

/** POST /v3/cart/remove_discount. */
export async function removeDiscount(deps: AppDeps, session: CurrentSession, token: string | undefined) {
  return cartTransaction(deps.db, async (tx) => {
    const cart = await openCartFor(tx, session, token);
    return updateCart(tx, cart.id, { couponId: null }, deps.clock.now());
  });
}
