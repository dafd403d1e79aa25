import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import {
  claimDueSrTimers,
  insertSrTimerRow,
  outbox,
  serviceRequestEvents,
  serviceRequests,
  srTimers,
  type ServiceRequestRow,
} from '@kavach/db';
import { createFixture, DB_KINDS, WEB_ORIGIN, type Fixture } from '../../test/support/fixture';
import { customerWithPlan, insertSr, type SrCustomer } from '../../test/support/sr-fixtures';
import { secondHandle } from '../../test/support/second-handle';
import type { Notifier, OutboundMessage } from '../notify/notifier';
import { createOutboxRelay } from './outbox-relay';
import { runSrTimers, SERVICE_TEAM_RECIPIENT, SR_TIMER_ACTOR, type SrBreach } from './sr-timers';

const MINUTE = 60_000;

describe.each(DB_KINDS)('service-request timers on %s', (kind) => {
  let f: Fixture;
  let owner: SrCustomer;
  beforeAll(async () => {
    f = await createFixture(kind);
    owner = await customerWithPlan(f);
  });
  afterAll(() => f.close());

  const run = () => runSrTimers({ db: f.handle.db, clock: f.clock, webOrigin: WEB_ORIGIN });
  const ago = (minutes: number) => new Date(f.clock.now().getTime() - minutes * MINUTE);
  const timer = (
    sr: ServiceRequestRow,
    kind: 'sla_breach' | 'copay_expiry',
    forStatus: string,
    dueAt: Date,
  ) =>
    insertSrTimerRow(f.handle.db, { serviceRequestId: sr.id, kind, forStatus, dueAt, createdAt: ago(600) });
  const rowOf = async (sr: ServiceRequestRow) =>
    (await f.handle.db.select().from(serviceRequests).where(eq(serviceRequests.id, sr.id)))[0]!;
  /** The breach reports listing this request, each with its message's channel and recipient. */
  const breachesOf = async (sr: ServiceRequestRow) =>
    (await f.handle.db.select().from(outbox).where(eq(outbox.topic, 'sr_sla_breach'))).flatMap((m) =>
      (m.payload.breaches as SrBreach[])
        .filter((b) => b.sr_id === sr.srRef)
        .map((b) => ({ ...b, channel: m.channel, recipient: m.recipient })),
    );
  /** The customer's expiry notices (issue 20 §1, decision 075) of these requests, by channel. */
  const expiryNoticesOf = async (srs: ServiceRequestRow[]) =>
    (await f.handle.db.select().from(outbox).where(eq(outbox.topic, 'sr_milestone'))).filter(
      (m) => m.payload.status === 'expired' && srs.some((sr) => sr.srRef === m.payload.sr_id),
    );
  const timerRow = async (id: number) =>
    (await f.handle.db.select().from(srTimers).where(eq(srTimers.id, id)))[0]!;

  it('issue 20 §2 SLA breach: a due timer whose request is still in its state tells the service team once', async () => {
    const sr = await insertSr(f, owner, { status: 'confirmed', dueAt: ago(5) });
    const t = await timer(sr, 'sla_breach', 'confirmed', ago(5));
    const later = await timer(
      await insertSr(f, owner, { status: 'confirmed' }),
      'sla_breach',
      'confirmed',
      new Date(f.clock.now().getTime() + MINUTE),
    );
    const round = await run();
    expect(round.breaches).toBeGreaterThanOrEqual(1);
    const sent = await breachesOf(sr);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: 'crm', recipient: SERVICE_TEAM_RECIPIENT });
    expect(sent[0]).toMatchObject({
      status: 'confirmed',
      label: 'Request confirmed',
      process_type: 'onsite',
    });
    expect((await timerRow(t.id)).firedAt).toEqual(f.clock.now());
    expect((await timerRow(later.id)).firedAt).toBeNull(); // not due yet
    await run();
    expect(await breachesOf(sr)).toHaveLength(1);
    expect((await rowOf(sr)).status).toBe('confirmed'); // a breach flags, it never moves the request

    // The relay delivers the report to the service team's channel, with words (it was once marked
    // failed as "nothing to send").
    const got: OutboundMessage[] = [];
    const crm: Notifier = { name: 'crm-test', send: async (m) => void got.push(m) };
    const relay = createOutboxRelay({
      db: f.handle.db,
      notifiers: { crm },
      clock: f.clock,
      log: pino({ level: 'silent' }),
      batchSize: 100,
    });
    while ((await relay.runOnce()).claimed > 0);
    const report = got.find((m) => m.topic === 'sr_sla_breach' && m.text.includes(sr.srRef));
    expect(report?.subject).toMatch(/^SLA breached on \d+ service requests?$/);
    expect(report?.text).toContain(`${sr.srRef}: Request confirmed (onsite, Mumbai), due`);
    const [row] = (await f.handle.db.select().from(outbox).where(eq(outbox.topic, 'sr_sla_breach'))).filter(
      (m) => (m.payload.breaches as SrBreach[]).some((b) => b.sr_id === sr.srRef),
    );
    expect(row?.status).toBe('sent');
  });

  it('decision 060: a timer whose request has left its status is void — marked fired, nothing sent', async () => {
    const sr = await insertSr(f, owner, { status: 'technician_assigned', dueAt: ago(5) });
    const t = await timer(sr, 'sla_breach', 'confirmed', ago(5));
    await run();
    expect((await timerRow(t.id)).firedAt).not.toBeNull();
    expect(await breachesOf(sr)).toHaveLength(0);
  });

  it('issue 20 §1 co-pay expiry: an unpaid temporary request expires (history by the system) and its customer is told once by SMS and email; a paid one is left alone', async () => {
    const unpaid = await insertSr(f, owner, {
      status: 'awaiting_copay',
      copayPaise: 59_900,
      copayStatus: 'due',
    });
    const paid = await insertSr(f, owner, { status: 'raised', copayPaise: 59_900, copayStatus: 'paid' });
    await timer(unpaid, 'copay_expiry', 'awaiting_copay', ago(1));
    await timer(paid, 'copay_expiry', 'awaiting_copay', ago(1));
    const round = await run();
    expect(round.expired).toBe(1);
    expect(await rowOf(unpaid)).toMatchObject({ status: 'expired', copayStatus: 'expired', dueAt: null });
    expect(await rowOf(paid)).toMatchObject({ status: 'raised', copayStatus: 'paid' });
    const history = await f.handle.db
      .select()
      .from(serviceRequestEvents)
      .where(inArray(serviceRequestEvents.serviceRequestId, [unpaid.id, paid.id]));
    expect(history.map((e) => [e.serviceRequestId, e.actor, e.fromStatus, e.toStatus, e.reasonCode])).toEqual(
      [[unpaid.id, SR_TIMER_ACTOR, 'awaiting_copay', 'expired', 'COPAY_NOT_PAID']],
    );
    // Decision 075: the customer is told, by SMS and email, in the expiry's transaction; a paid one is not.
    const told = await expiryNoticesOf([unpaid, paid]);
    expect(told.map((m) => [m.channel, m.recipient]).sort()).toEqual([
      ['email', owner.email],
      ['sms', owner.phone],
    ]);
    for (const m of told) {
      expect(m.payload.sr_id).toBe(unpaid.srRef);
      expect(m.payload.text).toContain('The co-pay of ₹599 was not paid in time');
      expect(m.payload.text).toContain('You can raise it again from My Plans.');
      expect(m.payload.text).toContain(`${WEB_ORIGIN}/selfserve/tracker/service-request/${unpaid.srRef}`);
    }
    await run(); // a later round finds nothing more to tell
    expect(await expiryNoticesOf([unpaid, paid])).toHaveLength(2);
  });

  it('T16.6 a crash mid-round loses none: a claim rolled back leaves its timers for the next round', async () => {
    const sr = await insertSr(f, owner, { status: 'raised', dueAt: ago(1) });
    const t = await timer(sr, 'sla_breach', 'raised', ago(1));
    await expect(
      f.handle.db.transaction(async (tx) => {
        expect((await claimDueSrTimers(tx, f.clock.now(), 1000)).map((x) => x.id)).toContain(t.id);
        throw new Error('worker died');
      }),
    ).rejects.toThrow('worker died');
    expect((await timerRow(t.id)).firedAt).toBeNull();
    await run();
    expect((await timerRow(t.id)).firedAt).not.toBeNull();
    expect(await breachesOf(sr)).toHaveLength(1);
  });

  it('T16.6 two workers at once on one database: every timer fires exactly once, each expiry notice is sent once', async () => {
    const rows: ServiceRequestRow[] = [];
    for (let i = 0; i < 60; i++) {
      const expiring = i % 3 === 0;
      const sr = await insertSr(f, owner, {
        status: expiring ? 'awaiting_copay' : 'confirmed',
        dueAt: expiring ? null : ago(2),
        copayStatus: expiring ? 'due' : 'none',
      });
      await timer(
        sr,
        expiring ? 'copay_expiry' : 'sla_breach',
        expiring ? 'awaiting_copay' : 'confirmed',
        ago(2),
      );
      rows.push(sr);
    }
    // On PostgreSQL the second worker has its own connection pool, as a second API replica would.
    const second = kind === 'postgres' ? await secondHandle(f) : null;
    const [a, b] = await Promise.all([
      runSrTimers({ db: f.handle.db, clock: f.clock, webOrigin: WEB_ORIGIN, batch: 7 }),
      runSrTimers({ db: second?.db ?? f.handle.db, clock: f.clock, webOrigin: WEB_ORIGIN, batch: 7 }),
    ]).finally(() => second?.close());
    expect(a.claimed + b.claimed).toBe(60);
    expect(a.expired + b.expired).toBe(20);
    expect(a.breaches + b.breaches).toBe(40);
    const ids = rows.map((r) => r.id);
    const events = await f.handle.db
      .select()
      .from(serviceRequestEvents)
      .where(inArray(serviceRequestEvents.serviceRequestId, ids));
    expect(events).toHaveLength(20);
    const reported = (await f.handle.db.select().from(outbox).where(eq(outbox.topic, 'sr_sla_breach')))
      .flatMap((m) => (m.payload.breaches as SrBreach[]).map((b) => b.sr_id))
      .filter((id) => rows.some((r) => r.srRef === id));
    expect(reported).toHaveLength(40);
    expect(new Set(reported).size).toBe(40);
    const timers = await f.handle.db.select().from(srTimers).where(inArray(srTimers.serviceRequestId, ids));
    expect(timers.every((t) => t.firedAt !== null)).toBe(true);
    // Each expired request's customer is told once per channel (decision 075).
    const told = await expiryNoticesOf(rows);
    expect(told).toHaveLength(40);
    expect(new Set(told.map((m) => `${m.payload.sr_id}:${m.channel}`)).size).toBe(40);
  });
});
