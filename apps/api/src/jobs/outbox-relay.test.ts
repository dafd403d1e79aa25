import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { claimDueOutbox, enqueueOutbox, markOutboxSent, outbox, type DbHandle } from '@kavach/db';
import { createTestDb } from '@kavach/db/testing';
import { systemClock } from '../lib/clock';
import { createHttpSmsNotifier } from '../notify/http-sms-notifier';
import type { Notifier, OutboundMessage } from '../notify/notifier';
import { captureLog } from '../../test/support/capture-log';
import { startFakeSmsProvider, type FakeSmsProvider } from '../../test/support/fake-sms-provider';
import { DB_KINDS } from '../../test/support/fixture';
import { createOutboxRelay, type OutboxRelayOptions } from './outbox-relay';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(DB_KINDS)('outbox relay (%s)', (kind) => {
  let handle: DbHandle;
  const providers: FakeSmsProvider[] = [];
  beforeAll(async () => {
    handle = await createTestDb(kind, process.env.DATABASE_URL);
  });
  beforeEach(async () => {
    await handle.db.delete(outbox);
  });
  afterAll(async () => {
    await Promise.all(providers.map((p) => p.close()));
    await handle.close();
  });

  async function provider(answer?: Parameters<typeof startFakeSmsProvider>[0]) {
    const p = await startFakeSmsProvider(answer);
    providers.push(p);
    return p;
  }

  async function enqueue(n: number, tag: string) {
    const now = new Date();
    for (let i = 0; i < n; i++) {
      await enqueueOutbox(handle.db, {
        channel: 'sms',
        topic: 'test',
        recipient: `+9198${String(i).padStart(8, '0')}`,
        payload: { text: `Message ${i}: ZZCANARY body text` },
        idempotencyKey: `${tag}:${i}`,
        availableAt: now,
        createdAt: now,
      });
    }
  }

  function relayFor(p: FakeSmsProvider, extra: Partial<OutboxRelayOptions> = {}) {
    const sms = createHttpSmsNotifier({ url: p.url, apiKey: 'k', timeoutMs: 2000 });
    return createOutboxRelay({
      db: handle.db,
      notifiers: { sms },
      clock: systemClock,
      log: captureLog('silent').logger,
      batchSize: 20,
      maxAttempts: 50,
      backoffMs: () => 5,
      ...extra,
    });
  }

  const statuses = async () => (await handle.db.select().from(outbox)).map((r) => r.status);
  const settled = () =>
    expect.poll(async () => (await statuses()).filter((s) => s === 'pending' || s === 'sending').length, {
      timeout: 30_000,
      interval: 20,
    });

  it('T9.5: the provider fails 50% then recovers → 100% delivered, 0 duplicates at the provider', async () => {
    const N = 200;
    const p = await provider((_req, i) => (i < 300 && i % 2 === 0 ? 503 : 200));
    await enqueue(N, 't95');
    const relay = relayFor(p);
    relay.start(5);
    await settled().toBe(0);
    await relay.stop();
    expect(await statuses()).toEqual(Array(N).fill('sent'));
    const accepted = p.acceptedPerKey();
    expect(accepted.size).toBe(N);
    expect([...accepted.values()].every((n) => n === 1)).toBe(true);
    expect(p.requests.filter((r) => r.status === 503).length).toBe(150);
  });

  it('T9.5: two relays running concurrently never both send one message', async () => {
    const N = 300;
    const p = await provider(async () => {
      await sleep(2);
      return 200;
    });
    await enqueue(N, 'two');
    const sentBy = { a: 0, b: 0 };
    const counting = (name: 'a' | 'b') => {
      const sms = createHttpSmsNotifier({ url: p.url, apiKey: 'k' });
      const notifier: Notifier = {
        name,
        async send(m: OutboundMessage) {
          await sms.send(m);
          sentBy[name]++;
        },
      };
      return notifier;
    };
    const [a, b] = [
      relayFor(p, { notifiers: { sms: counting('a') } }),
      relayFor(p, { notifiers: { sms: counting('b') } }),
    ];
    a.start(1);
    b.start(1);
    await settled().toBe(0);
    await Promise.all([a.stop(), b.stop()]);
    expect(p.requests).toHaveLength(N);
    expect(new Set(p.requests.map((r) => r.body.idempotency_key)).size).toBe(N);
    expect(sentBy.a + sentBy.b).toBe(N);
    expect(sentBy.a, 'both relays delivered').toBeGreaterThan(0);
    expect(sentBy.b, 'both relays delivered').toBeGreaterThan(0);
  });

  it('gives up after maxAttempts (failed); a permanent 4xx is not retried', async () => {
    const p = await provider((req) => (req.body.text?.startsWith('Message 0:') ? 400 : 503));
    await enqueue(2, 'fail');
    const relay = relayFor(p, { maxAttempts: 3, backoffMs: () => 0 });
    for (let i = 0; i < 10; i++) await relay.runOnce();
    const rows = await handle.db.select().from(outbox);
    expect(rows.map((r) => [r.idempotencyKey, r.status, r.attempts]).sort()).toEqual([
      ['fail:0', 'failed', 1],
      ['fail:1', 'failed', 3],
    ]);
  });

  it('backs off between attempts: a failed message is not due again before its backoff', async () => {
    const p = await provider(() => 503);
    await enqueue(1, 'backoff');
    const relay = relayFor(p, { backoffMs: (n) => 60_000 * n });
    expect((await relay.runOnce()).retried).toBe(1);
    expect((await relay.runOnce()).claimed).toBe(0);
    const [row] = await handle.db.select().from(outbox).where(eq(outbox.idempotencyKey, 'backoff:0'));
    expect(row!.status).toBe('pending');
    expect(row!.availableAt.getTime() - Date.now()).toBeGreaterThan(55_000);
  });

  it('T9.5: a round marks its delivered messages sent in one statement, each only while its claim holds', async () => {
    await enqueue(3, 'fence');
    const now = new Date();
    const claimed = await claimDueOutbox(handle.db, { now, limit: 3, leaseMs: 0 });
    expect(claimed).toHaveLength(3);
    // The lease ran out and another relay re-claimed message 0: the first claim no longer holds it.
    const [again] = await claimDueOutbox(handle.db, {
      now: new Date(now.getTime() + 1),
      limit: 1,
      leaseMs: 60_000,
    });
    expect(again!.id).toBe(claimed[0]!.id);
    await markOutboxSent(
      handle.db,
      claimed.map((r) => ({ id: r.id, attempts: r.attempts })),
      new Date(),
    );
    const rows = await handle.db.select().from(outbox).orderBy(outbox.id);
    expect(rows.map((r) => r.status)).toEqual(['sending', 'sent', 'sent']);
    expect(rows[0]!.attempts).toBe(2);
  });

  it('lets the event loop run between full rounds (PGlite: requests wait for one round, not a backlog)', async () => {
    await enqueue(30, 'yield');
    const roundsSeen: number[] = [];
    let sentSoFar = 0;
    const counting = createOutboxRelay({
      db: handle.db,
      notifiers: {
        sms: {
          name: 'count',
          async send() {
            sentSoFar++;
          },
        },
      },
      clock: systemClock,
      log: captureLog('silent').logger,
      batchSize: 10,
    });
    // A macrotask queued now runs once the first full round has ended, before the backlog is gone.
    setImmediate(() => roundsSeen.push(sentSoFar));
    counting.start(60_000);
    await settled().toBe(0);
    await counting.stop();
    expect(sentSoFar).toBe(30);
    expect(roundsSeen).toHaveLength(1);
    expect(roundsSeen[0]).toBeLessThan(30);
  });

  it('T4.9 / T13.2: relay logs carry ids and reasons, never the message text', async () => {
    const p = await provider((_req, i) => (i === 0 ? 503 : 200));
    await enqueue(3, 'logs');
    const log = captureLog('trace');
    const relay = relayFor(p, { log: log.logger, backoffMs: () => 0 });
    for (let i = 0; i < 3; i++) await relay.runOnce();
    expect(log.lines).toHaveLength(4);
    expect(log.lines.join('\n')).not.toContain('ZZCANARY');
    expect(log.lines.some((l) => l.includes('"outbox_id"'))).toBe(true);
  });
});
