import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { customerPlans, outbox, planRenewalReminders } from '@kavach/db';
import { createFixture, DB_KINDS, WEB_ORIGIN, type Fixture } from '../../test/support/fixture';
import { secondHandle } from '../../test/support/second-handle';
import { customerWithPlanEnding, type SrCustomer } from '../../test/support/sr-fixtures';
import { sendRenewalReminders } from './renewal-reminders';

const DAY = 86_400_000;

describe.each(DB_KINDS)('decision 091: reminders to renew a yearly contract (%s)', (kind) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture(kind);
  }, 120_000);
  afterAll(() => f?.close());

  const planEnding = (endsOn: string, sku?: string) => customerWithPlanEnding(f, endsOn, sku);
  const messagesTo = (a: SrCustomer) =>
    f.handle.db
      .select()
      .from(outbox)
      .where(inArray(outbox.recipient, [`+91${a.phone}`, a.email]))
      .then((rows) => rows.filter((m) => m.topic === 'plan_renewal_reminder'));
  const run = () => sendRenewalReminders({ db: f.handle.db, clock: f.clock, webOrigin: WEB_ORIGIN });
  /** Runs with the fixture's clock moved `days` ahead, and puts it back. */
  async function runOn(days: number) {
    const start = f.clock.now();
    f.clock.set(new Date(start.getTime() + days * DAY));
    try {
      return await run();
    } finally {
      f.clock.set(start);
    }
  }

  it('30 days before the end, SMS and email once; 7 days before, once more; none after the end', async () => {
    const a = await planEnding('2026-12-20'); // 29 days after the fixture's today
    await run();
    await run();
    const first = await messagesTo(a);
    expect(first.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(first[0]!.payload).toMatchObject({
      kind: '30_days',
      ends_on: '2026-12-20',
      url: `${WEB_ORIGIN}/account/plans`,
      text: expect.stringContaining(
        'for your Daikin Bedroom split AC ends on 20 Dec 2026. Renew it now to stay covered',
      ),
    });
    await runOn(23); // 6 days left
    await runOn(24);
    const second = (await messagesTo(a)).filter((m) => m.payload.kind === '7_days');
    expect(second.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    await runOn(31); // ended
    expect(await messagesTo(a)).toHaveLength(4);
  });

  it('a plan entering the window late gets only the reminder due then; not-yet-near, renewed, other plan types and unregistered plans get none', async () => {
    const late = await planEnding('2026-11-25');
    const far = await planEnding('2027-01-10');
    const ew = await planEnding('2026-12-01', 'EW-MOBILE-PHONE');
    const pending = await planEnding('2026-12-01');
    await f.handle.db
      .update(customerPlans)
      .set({ registration: 'pending' })
      .where(eq(customerPlans.id, pending.plan.id));
    const renewed = await planEnding('2026-12-01');
    const [next] = await f.handle.db
      .select()
      .from(customerPlans)
      .where(eq(customerPlans.id, renewed.plan.id));
    const { id: _id, osid: _osid, tokenizedOsid: _t, unitIndex: _u, ...copy } = next!;
    await f.handle.db.insert(customerPlans).values({
      ...copy,
      osid: `renewal-of-${renewed.plan.osid}`,
      tokenizedOsid: `renewal-t-${renewed.plan.osid}`,
      unitIndex: 1,
      renewedFromPlanId: renewed.plan.id,
      isRenewal: true,
      startsOn: '2026-12-02',
      endsOn: '2027-12-01',
    });
    await run();
    expect((await messagesTo(late)).map((m) => m.payload.kind)).toEqual(['7_days', '7_days']);
    for (const none of [far, ew, pending, renewed]) expect(await messagesTo(none)).toEqual([]);
  });

  it('two API replicas sweeping at once send each reminder once (SKIP LOCKED and the reminder’s key)', async () => {
    const plans = await Promise.all(
      Array.from({ length: 12 }, (_, i) => planEnding(`2026-12-${String(1 + i).padStart(2, '0')}`)),
    );
    const second = kind === 'postgres' ? await secondHandle(f) : null;
    const [x, y] = await Promise.all([
      sendRenewalReminders({ db: f.handle.db, clock: f.clock, webOrigin: WEB_ORIGIN, batch: 3 }),
      sendRenewalReminders({
        db: second?.db ?? f.handle.db,
        clock: f.clock,
        webOrigin: WEB_ORIGIN,
        batch: 3,
      }),
    ]).finally(() => second?.close());
    const ids = plans.map((p) => p.plan.id);
    const recorded = await f.handle.db
      .select()
      .from(planRenewalReminders)
      .where(inArray(planRenewalReminders.customerPlanId, ids));
    expect(recorded).toHaveLength(12);
    expect(x.sent + y.sent).toBeGreaterThanOrEqual(12);
    for (const p of plans) expect(await messagesTo(p)).toHaveLength(2);
  });
});
