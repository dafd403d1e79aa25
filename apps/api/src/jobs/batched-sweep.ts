import type { Db, Tx } from '@kavach/db';
import type { Clock } from '../lib/clock';

/**
 * Runs `round` in its own transaction, at the clock's time, until a round claims fewer rows than
 * `batch` (the rows are claimed `FOR UPDATE SKIP LOCKED` by the round, so another API replica's
 * sweep takes other rows meanwhile). `round` answers how many rows it claimed and how many messages
 * it sent; the sweep answers the messages sent in all.
 */
export async function sweepInBatches(
  options: { db: Db; clock: Clock },
  batch: number,
  round: (tx: Tx, now: Date) => Promise<{ claimed: number; sent: number }>,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const now = options.clock.now();
    const done = await options.db.transaction((tx) => round(tx, now));
    sent += done.sent;
    if (done.claimed < batch) return sent;
  }
}
