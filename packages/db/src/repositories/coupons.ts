import { and, eq, gte, sql } from 'drizzle-orm';
import { couponCustomerUses, couponFailures, coupons } from '../schema';
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

/** How many times this customer (verified phone) has used the coupon. */
export async function couponUsesBy(db: DbOrTx, couponId: number, customerKey: string): Promise<number> {
  const [row] = await db
    .select({ used: couponCustomerUses.used })
    .from(couponCustomerUses)
    .where(and(eq(couponCustomerUses.couponId, couponId), eq(couponCustomerUses.customerKey, customerKey)));
  return row?.used ?? 0;
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
