import { and, eq, gte, sql } from 'drizzle-orm';
import { couponCustomerUses, couponFailures, couponRedemptions, coupons, orders } from '../schema';
import { isTx, prepared } from './prepared';
import type { DbOrTx } from './tx';

export type CouponRow = typeof coupons.$inferSelect;

export async function findCouponByCode(db: DbOrTx, normalisedCode: string): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, normalisedCode)).limit(1);
  return row ?? null;
}

/**
 * Every priced cart with a coupon reads it (cart read and write): a prepared query on the root
 * handle, so the Drizzle select is built once, not per request (its building was ≈ 10 % of a
 * 20-line cart read's CPU on PGlite). Inside a transaction, the builder on its connection.
 */
export async function findCouponById(db: DbOrTx, id: number): Promise<CouponRow | null> {
  if (isTx(db)) {
    const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
    return row ?? null;
  }
  const [row] = await prepared(db, 'coupon_by_id', () =>
    db
      .select()
      .from(coupons)
      .where(eq(coupons.id, sql.placeholder('id')))
      .limit(1)
      .prepare('coupon_by_id'),
  ).execute({ id });
  return row ?? null;
}

/**
 * How many uses of the coupon this customer (verified phone) holds, and whether one of them is held
 * by an order of this cart. A cart is paid at most once, so all its orders share one use (decision
 * 087): the cart's own use does not count against it. One round trip.
 */
export async function couponUsesBy(
  db: DbOrTx,
  couponId: number,
  customerKey: string,
  cartId: number,
): Promise<{ used: number; heldByCart: boolean }> {
  const u = couponCustomerUses;
  const [row] = await db
    .select({
      used: sql<number>`coalesce((select ${u.used} from ${u}
        where ${u.couponId} = ${coupons.id} and ${u.customerKey} = ${customerKey}), 0)::int`,
      held: sql<boolean>`${cartHoldsCoupon(couponId, customerKey, cartId)}`,
    })
    .from(coupons)
    .where(eq(coupons.id, couponId));
  return { used: Number(row?.used ?? 0), heldByCart: row?.held === true };
}

/** SQL: an order of the cart holds a redemption of the coupon for this customer (decision 087). */
export function cartHoldsCoupon(couponId: number, customerKey: string, cartId: number) {
  return sql`exists (select 1 from ${couponRedemptions}
    join ${orders} on ${orders.orderRef} = ${couponRedemptions.orderRef}
    where ${couponRedemptions.couponId} = ${couponId}
      and ${couponRedemptions.customerKey} = ${customerKey}
      and ${orders.cartId} = ${cartId})`;
}

/**
 * Serialises taking and giving back a cart's coupon use until the transaction ends (decision 087):
 * a checkout sharing the use of the cart's earlier order and the release of that order must not
 * both believe the other still holds it. Taken last, before the coupon counters only.
 */
export async function lockCartCoupon(tx: DbOrTx, cartId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'coupon-cart:' + cartId}))`);
}

export async function recordCouponFailure(db: DbOrTx, row: typeof couponFailures.$inferInsert) {
  await db.insert(couponFailures).values(row);
}

/** Failed coupon attempts since a time, by session and by IP (docs/product/security-tests.md#t7-6 limits). */
export async function countCouponFailures(
  db: DbOrTx,
  sessionHash: string,
  ip: string,
  sinceSession: Date,
  sinceIp: Date,
) {
  const [bySession] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(couponFailures)
    .where(and(eq(couponFailures.sessionHash, sessionHash), gte(couponFailures.createdAt, sinceSession)));
  const [byIp] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(couponFailures)
    .where(and(eq(couponFailures.ip, ip), gte(couponFailures.createdAt, sinceIp)));
  return { session: bySession?.n ?? 0, ip: byIp?.n ?? 0 };
}
