import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { outboxStatus } from '../lifecycle/entities';
import { transitionWhere } from '../lifecycle/transition';
import { outbox } from '../schema';

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * Claims up to `limit` due messages for one relay: `SELECT … FOR UPDATE SKIP LOCKED` skips rows
 * another relay is claiming, and the claim itself is a lease (status `sending`, available again
 * after `leaseMs`) so a relay that dies mid-delivery does not strand its messages. `attempts`
 * counts claims; the relay passes it back to fence its later update.
 */
export async function claimDueOutbox(
  db: Db,
  input: { now: Date; limit: number; leaseMs: number; channels?: readonly string[] },
): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          inArray(outbox.status, ['pending', 'sending']),
          lte(outbox.availableAt, input.now),
          // Only channels this relay can deliver; the others wait for their own consumer.
          input.channels ? inArray(outbox.channel, [...input.channels]) : undefined,
        ),
      )
      .orderBy(asc(outbox.availableAt), asc(outbox.id))
      .limit(input.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return transitionWhere(
      tx,
      outboxStatus,
      inArray(
        outbox.id,
        due.map((d) => d.id),
      ),
      'sending',
      { attempts: sql`${outbox.attempts} + 1`, availableAt: new Date(input.now.getTime() + input.leaseMs) },
    );
  });
}

/** The claim a relay holds: the row is still `sending` (the lifecycle's only way to sent, pending or failed) under the attempt number it claimed. */
const held = (claim: { id: number; attempts: number }) =>
  and(eq(outbox.id, claim.id), eq(outbox.attempts, claim.attempts));

/**
 * Marks delivered messages `sent`, all in one statement (a relay round marks its whole batch at
 * once: on PGlite every statement holds the API's only thread). Each row only while its claim holds.
 */
export async function markOutboxSent(db: Db, claims: readonly { id: number; attempts: number }[], now: Date) {
  if (claims.length === 0) return;
  const pairs = sql.join(
    claims.map((c) => sql`(${c.id}::bigint, ${c.attempts}::integer)`),
    sql`, `,
  );
  await transitionWhere(db, outboxStatus, sql`(${outbox.id}, ${outbox.attempts}) in (${pairs})`, 'sent', {
    sentAt: now,
  });
}

/** After a failed delivery: due again at `retryAt`, or `failed` for good when `retryAt` is null. */
export async function markOutboxFailed(
  db: Db,
  claim: { id: number; attempts: number },
  retryAt: Date | null,
) {
  if (retryAt) await transitionWhere(db, outboxStatus, held(claim), 'pending', { availableAt: retryAt });
  else await transitionWhere(db, outboxStatus, held(claim), 'failed');
}

/** The newest messages first (the development outbox page). */
export async function listRecentOutbox(db: Db, limit: number): Promise<OutboxRow[]> {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}
