import type { Db } from '../client';
import { incidents, outbox, searchKeywords } from '../schema';

export type OutboxMessage = typeof outbox.$inferInsert;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Adds a notification to the transactional outbox, in the caller's transaction when given. */
export async function enqueueOutbox(db: Db | Tx, message: OutboxMessage) {
  await db.insert(outbox).values(message).onConflictDoNothing({ target: outbox.idempotencyKey });
}

export async function createIncident(
  db: Db,
  incident: typeof incidents.$inferInsert,
  acknowledgement: OutboxMessage,
) {
  await db.transaction(async (tx) => {
    await tx.insert(incidents).values(incident);
    await enqueueOutbox(tx, acknowledgement);
  });
}

export async function logSearchKeyword(db: Db, row: typeof searchKeywords.$inferInsert) {
  await db.insert(searchKeywords).values(row);
}
