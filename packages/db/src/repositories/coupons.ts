import { and, eq, gte, sql } from 'drizzle-orm';
import { couponCustomerUses, couponFailures, coupons } from '../schema';
import type { DbOrTx } from './tx';

export type CouponRow = typeof coupons.$inferSelect;

export async function findCouponByCode(db: DbOrTx, normalisedCode: string): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, normalisedCode)).limit(1);
  return row ?? null;
}

export async function findCouponById(db: DbOrTx, id: number): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
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

/** Failed coupon attempts since a time, by session and by IP (T7.6 limits). */
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
