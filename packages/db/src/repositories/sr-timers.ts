import { and, asc, inArray, isNull, lte } from 'drizzle-orm';
import { serviceRequests, srTimers } from '../schema/service-requests';
import type { ServiceRequestRow } from './account';
import type { DbOrTx, Tx } from './tx';

export type DeskTimerRow = typeof srTimers.$inferSelect;

/**
 * Claims up to `limit` due, unfired timers for the caller's transaction (decision 060): `FOR UPDATE
 * SKIP LOCKED`, so a second worker (another API replica) skips the rows this one holds and never
 * fires a timer twice. The caller marks each fired in the same transaction as its effect.
 */
export async function claimDueSrTimers(tx: Tx, now: Date, limit: number): Promise<DeskTimerRow[]> {
  return (
    tx
      .select()
      .from(srTimers)
      .where(and(isNull(srTimers.firedAt), lte(srTimers.dueAt, now)))
      // Oldest first along the partial index (sr_timers_due_idx): no sort of every due row per batch.
      .orderBy(asc(srTimers.dueAt))
      .limit(limit)
      .for('update', { skipLocked: true })
  );
}

/** What a timer's effect needs of its request. */
export type DeskTimerRequest = Pick<
  ServiceRequestRow,
  'id' | 'srRef' | 'status' | 'process' | 'city' | 'dueAt'
>;

/**
 * The requests of some timers (not locked: an effect moves a request `WHERE status = <from>`, so a
 * request someone moved meanwhile makes the timer void instead of waiting on it).
 */
export async function requestsOfTimers(tx: DbOrTx, ids: number[]): Promise<Map<number, DeskTimerRequest>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: serviceRequests.id,
      srRef: serviceRequests.srRef,
      status: serviceRequests.status,
      process: serviceRequests.process,
      city: serviceRequests.city,
      dueAt: serviceRequests.dueAt,
    })
    .from(serviceRequests)
    .where(inArray(serviceRequests.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function markSrTimersFired(tx: DbOrTx, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(srTimers)
    .set({ firedAt: now })
    .where(and(inArray(srTimers.id, ids), isNull(srTimers.firedAt)));
}

/** A co-pay expiry timer for a temporary request (create_ticket sets it; tests and seeds too). */
export async function insertSrTimerRow(
  db: DbOrTx,
  values: typeof srTimers.$inferInsert,
): Promise<DeskTimerRow> {
  const [row] = await db.insert(srTimers).values(values).returning();
  return row!;
}
