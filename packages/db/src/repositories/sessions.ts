import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { sessions } from '../schema/session';
import { moveSessionBelongings } from './customers';
import { prepared } from './prepared';
import type { DbOrTx } from './tx';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSessionRow = typeof sessions.$inferInsert;

/** The session row of a session id's SHA-256, or null (apps/api plugins/session.ts ensureSession). */
export async function findSessionByHash(db: DbOrTx, idHash: string): Promise<SessionRow | null> {
  const [row] = await db.select().from(sessions).where(eq(sessions.idHash, idHash));
  return row ?? null;
}

/** Marks the session used now (an existing session answering /auth/set_csrf). */
export async function setSessionLastSeen(db: DbOrTx, idHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
}

/**
 * Moves a signed-in customer's idle clock (apps/api lib/current-session.ts): a prepared statement,
 * on every request of a signed-in customer.
 */
export async function touchSession(db: Db, idHash: string, now: Date): Promise<void> {
  await prepared(db, 'touch_session', () =>
    db
      .update(sessions)
      .set({ lastSeenAt: sql`${sql.placeholder('now')}::timestamptz` })
      .where(eq(sessions.idHash, sql.placeholder('idHash')))
      .prepare('touch_session'),
  ).execute({ idHash, now: now.toISOString() });
}

export async function insertSession(db: DbOrTx, values: NewSessionRow): Promise<void> {
  await db.insert(sessions).values(values);
}

/**
 * A new session row replacing the old one in one transaction (sign-in, docs/product/security-tests.md#t2-2):
 * the old row is deleted, its tab and lead ids carry over, and with `keepBelongings` its carts and
 * orders move to the new row.
 */
export async function replaceSession(
  db: Db,
  oldHash: string | null,
  values: Omit<NewSessionRow, 'tabId' | 'leadId'>,
  keepBelongings: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [old] = oldHash ? await tx.delete(sessions).where(eq(sessions.idHash, oldHash)).returning() : [];
    await tx.insert(sessions).values({
      ...values,
      tabId: old?.tabId ?? null,
      leadId: old?.leadId ?? null,
    });
    if (old && keepBelongings) await moveSessionBelongings(tx, old.idHash, values.idHash);
  });
}

export async function deleteSession(db: DbOrTx, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Sets the session's bootstrap fields (POST /auth/update_session); the caller never passes none. */
export async function updateSessionFields(
  db: DbOrTx,
  idHash: string,
  set: { tabId?: string | null; leadId?: string | null },
): Promise<void> {
  await db.update(sessions).set(set).where(eq(sessions.idHash, idHash));
}

/**
 * A customer's live sign-ins (decision 102): their sessions still within the sign-in's absolute end
 * and used since `activeSince` (the idle limit), not a staff member's; the most recently active
 * first, along `sessions_customer_idx`.
 */
export async function customerSignIns(db: DbOrTx, customerPublicId: string, activeSince: Date, now: Date) {
  return db
    .select({
      idHash: sessions.idHash,
      publicId: sessions.publicId,
      data: sessions.data,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.customerId, customerPublicId),
        gt(sessions.customerExpiresAt, now),
        gt(sessions.lastSeenAt, activeSince),
        gt(sessions.expiresAt, now),
        isNull(sessions.staffUserId),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Ends one of a customer's sign-ins by its public handle; false when it is not theirs or already ended. */
export async function endCustomerSignIn(
  db: DbOrTx,
  customerPublicId: string,
  publicId: string,
): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.customerId, customerPublicId), eq(sessions.publicId, publicId)))
    .returning({ idHash: sessions.idHash });
  return rows.length > 0;
}
