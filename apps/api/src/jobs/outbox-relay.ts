import type { FastifyBaseLogger } from 'fastify';
import { claimDueOutbox, markOutboxFailed, markOutboxSent, type Db, type OutboxRow } from '@kavach/db';
import type { Clock } from '../lib/clock';
import { DeliveryError, type Notifiers } from '../notify/notifier';
import { renderOutboxMessage } from '../notify/render';

export interface OutboxRelayOptions {
  db: Db;
  notifiers: Notifiers;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Messages claimed per round (default 10). */
  batchSize?: number;
  /** Deliveries tried before a message is `failed` (default 8, about 10 minutes of retries). */
  maxAttempts?: number;
  /** How long a claim is held before another relay may take the message again (default 60 s). */
  leaseMs?: number;
  /** Wait before retry n (1-based); default 5 s doubling up to 5 min. */
  backoffMs?: (attempt: number) => number;
}

export interface RelayRound {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
}

export interface OutboxRelay {
  /** Claims one batch of due messages and delivers it. */
  runOnce(): Promise<RelayRound>;
  /** Runs rounds every `intervalMs` (back to back while batches come back full). */
  start(intervalMs: number): void;
  /** Stops scheduling and waits for the round in progress. */
  stop(): Promise<void>;
}

/** What relay logs say of a message: ids, never its text (docs/product/security-tests.md#t4-9 / docs/product/security-tests.md#t13-2). */
const idsOf = (row: OutboxRow) => ({
  outbox_id: row.id,
  channel: row.channel,
  topic: row.topic,
  attempt: row.attempts,
});

const defaultBackoff = (attempt: number) => Math.min(5000 * 2 ** (attempt - 1), 5 * 60_000);

/**
 * The transactional-outbox relay (docs/product/security-tests.md#t9-5): claims due rows with FOR UPDATE SKIP LOCKED,
 * delivers each through the notifier of its channel, then marks it `sent` or schedules a retry with
 * backoff, giving up (`failed`) after `maxAttempts`. Logs carry ids and errors, never message text.
 */
export function createOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const { db, notifiers, clock, log } = options;
  const batchSize = options.batchSize ?? 10;
  const maxAttempts = options.maxAttempts ?? 8;
  const leaseMs = options.leaseMs ?? 60_000;
  const backoffMs = options.backoffMs ?? defaultBackoff;

  async function deliver(row: OutboxRow): Promise<'sent' | 'retried' | 'failed'> {
    const claim = { id: row.id, attempts: row.attempts };
    const ids = idsOf(row);
    try {
      const notifier = notifiers[row.channel];
      const rendered = renderOutboxMessage(row);
      if (!notifier) throw new DeliveryError(`no notifier for channel ${row.channel}`, true);
      if (!rendered) throw new DeliveryError(`nothing to send for topic ${row.topic}`, true);
      await notifier.send({
        id: row.id,
        channel: row.channel,
        topic: row.topic,
        recipient: row.recipient,
        subject: rendered.subject,
        text: rendered.text,
        idempotencyKey: row.idempotencyKey,
        payload: row.payload,
      });
    } catch (err) {
      const reason = err instanceof DeliveryError ? err.message : 'delivery threw';
      const giveUp = (err instanceof DeliveryError && err.permanent) || row.attempts >= maxAttempts;
      const now = clock.now();
      await markOutboxFailed(db, claim, giveUp ? null : new Date(now.getTime() + backoffMs(row.attempts)));
      log.warn({ ...ids, reason, gave_up: giveUp }, 'outbox delivery failed');
      return giveUp ? 'failed' : 'retried';
    }
    return 'sent';
  }

  async function runOnce(): Promise<RelayRound> {
    const channels = Object.keys(notifiers).filter((c) => notifiers[c as keyof Notifiers]);
    const rows = await claimDueOutbox(db, { now: clock.now(), limit: batchSize, leaseMs, channels });
    const outcomes = await Promise.all(rows.map(deliver));
    // The delivered ones are marked together: one statement per round, not one per message.
    const sent = rows.filter((_, i) => outcomes[i] === 'sent');
    await markOutboxSent(db, sent, clock.now()); // each row is its own claim: { id, attempts }
    for (const r of sent) log.info(idsOf(r), 'outbox message delivered');
    const count = (o: string) => outcomes.filter((x) => x === o).length;
    return { claimed: rows.length, sent: count('sent'), retried: count('retried'), failed: count('failed') };
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = true;

  async function loop(intervalMs: number) {
    try {
      // Back to back while batches come back full, but through the event loop between rounds:
      // on PGlite a round's statements hold the API's thread, and requests wait for none but one.
      while (!stopped && (await runOnce()).claimed === batchSize) await new Promise(setImmediate);
    } catch (err) {
      log.error({ err }, 'outbox relay round failed');
    }
    if (!stopped) timer = setTimeout(() => (running = loop(intervalMs)), intervalMs);
  }

  return {
    runOnce,
    start(intervalMs) {
      if (!stopped) return;
      stopped = false;
      running = loop(intervalMs);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
