import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox, serviceRequests, updateCustomerPlan } from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { staffClient } from '../../../test/support/link-test-helpers';
import { customerWithPlan, insertSr, type SrCustomer } from '../../../test/support/sr-fixtures';
import { SERVICE_DESK_PERMISSION } from '../staff/roles';

const DAMAGE = {
  process: 'pick_drop',
  coverId: 'accidental_damage',
  coverTitle: 'Accidental damage',
} as const;
const MESSAGE =
  'The repair is estimated at ₹7,500. The ₹2,000 co-pay you paid counts towards it. Your plan covers ₹3,000 of it, from the ₹3,000 of cover left. You would pay ₹2,500 beyond your cover.';

/**
 * Issue 20 §2–§3 (decision 068): once the desk records the diagnosis and estimate, the owner's
 * tracker shows what was found, the amount, what the plan covers from the cover left (domain facts
 * §4–5) and what the customer would pay beyond it — and the milestone's SMS and email say the same.
 */
describe.each(DB_KINDS)('the estimate on the tracker on %s', (kind) => {
  let f: Fixture;
  let desk: Awaited<ReturnType<typeof staffClient>>;
  let owner: SrCustomer;
  let stranger: SrCustomer;
  beforeAll(async () => {
    f = await createFixture(kind);
    desk = await staffClient(f, 'desk.estimate', [SERVICE_DESK_PERMISSION]);
    owner = await customerWithPlan(f, 'TC-MOBILE-PHONE');
    stranger = await customerWithPlan(f);
    // A ₹40,000 phone whose damage cover already paid ₹37,000 for an earlier repair: ₹3,000 left.
    await updateCustomerPlan(f.handle.db, owner.plan.id, {
      device: { ...owner.plan.device, device_price: 4_000_000 },
    });
    const earlier = await insertSr(f, owner, { ...DAMAGE, status: 'closed', closedAt: f.clock.now() });
    await f.handle.db
      .update(serviceRequests)
      .set({ approvedPaise: 3_700_000 })
      .where(eq(serviceRequests.id, earlier.id));
  });
  afterAll(() => f.close());

  /** The desk's "Record diagnosis and estimate" on a request at the service centre. */
  const share = (sr: { srRef: string }, diagnosis: string, estimate_paise: number) =>
    desk.call('POST', `/v3/service-desk/requests/${sr.srRef}/actions`, {
      from: 'at_service_centre',
      to: 'estimate_shared',
      diagnosis,
      estimate_paise,
    });

  it('before and after "Record diagnosis and estimate": owner only, in plain words, and in the SMS and email', async () => {
    const sr = await insertSr(f, owner, {
      ...DAMAGE,
      status: 'at_service_centre',
      copayPaise: 200_000,
      copayStatus: 'paid',
    });
    const tracker = async () =>
      (await owner.b.call('GET', `/v3/tracker/service_request/${sr.srRef}`)).json().data;
    expect(await tracker()).toMatchObject({ diagnosis: null, estimate: null });

    const res = await share(sr, 'Cracked display and bent frame.', 750_000);
    expect(res.statusCode, res.body).toBe(200);
    // The desk sees what the customer sees.
    expect(res.json().data.request.estimate.message).toBe(MESSAGE);

    expect(await tracker()).toMatchObject({
      diagnosis: 'Cracked display and bent frame.',
      estimate: {
        amount: 750_000,
        copay_paid: 200_000,
        covered: 300_000,
        you_pay: 250_000,
        remaining_cover: 300_000,
        message: MESSAGE,
      },
    });

    const told = (await f.handle.db.select().from(outbox).where(eq(outbox.topic, 'sr_milestone'))).filter(
      (m) => m.payload.sr_id === sr.srRef,
    );
    expect(told.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    for (const m of told)
      expect(m.payload.text).toBe(
        `Your service request ${sr.srRef}: Diagnosis and estimate. Diagnosis: Cracked display and bent frame. ${MESSAGE} Track it at http://localhost:3000/selfserve/tracker/service-request/${sr.srRef}`,
      );

    // T16.1/T16.4: another customer gets the same 404 as for no request; the number alone shows neither.
    expect((await stranger.b.call('GET', `/v3/tracker/service_request/${sr.srRef}`)).statusCode).toBe(404);
    const pub = await stranger.b.call('GET', `/v3/tracker/search?query=${sr.srRef}`);
    expect(pub.statusCode).toBe(200);
    expect(pub.body).not.toContain('Cracked');
    expect(pub.body).toContain(sr.srRef);
    expect(pub.body).not.toContain('"estimate":');
    expect(pub.body).not.toContain('"diagnosis":');
    expect(pub.body).not.toContain('7,500');
  });

  it('a cover without a limit (an AMC breakdown): the plan covers all of it', async () => {
    const sr = await insertSr(f, stranger, { process: 'pick_drop', status: 'at_service_centre' });
    const res = await share(sr, 'Gas leak', 120_000);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.request.estimate).toEqual({
      amount: 120_000,
      copay_paid: 0,
      covered: 120_000,
      you_pay: 0,
      remaining_cover: null,
      message: 'The repair is estimated at ₹1,200. Your plan covers all of it, ₹1,200. You pay nothing more.',
    });
  });

  it('domain facts §4–5: closing a repair records what the plan paid of its estimate, and the cover left for the next request drops by that much', async () => {
    const repaired = await insertSr(f, owner, { ...DAMAGE, status: 'delivered' });
    await f.handle.db
      .update(serviceRequests)
      .set({ estimatePaise: 250_000 })
      .where(eq(serviceRequests.id, repaired.id));
    const closed = await desk.call('POST', `/v3/service-desk/requests/${repaired.srRef}/actions`, {
      from: 'delivered',
      to: 'closed',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const [row] = await f.handle.db.select().from(serviceRequests).where(eq(serviceRequests.id, repaired.id));
    expect(row!.approvedPaise).toBe(250_000);

    // ₹3,000 were left; the closed repair used ₹2,500 of them.
    const next = await insertSr(f, owner, { ...DAMAGE, status: 'at_service_centre' });
    const res = await share(next, 'Cracked back glass.', 100_000);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.request.estimate).toMatchObject({
      remaining_cover: 50_000,
      covered: 50_000,
      you_pay: 50_000,
    });
  });
});
