import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox, serviceRequestEvents, serviceRequests, type ServiceRequestRow } from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { staffClient } from '../../../test/support/link-test-helpers';
import { customerWithPlan, insertSr, type SrCustomer } from '../../../test/support/sr-fixtures';
import { notifySrMilestone } from '../service-requests/notify-sr';
import { SERVICE_DESK_PERMISSION } from '../staff/roles';

/**
 * Issue 20 §2 "every customer-visible milestone notifies": a second scheduling of the same request
 * (a reschedule) is a new fact for the customer, so the outbox key names the move (its history
 * row), not the state; a retry of one move still sends nothing twice.
 */
describe.each(DB_KINDS)('reschedule notifications on %s', (kind) => {
  let f: Fixture;
  let desk: Awaited<ReturnType<typeof staffClient>>;
  let owner: SrCustomer;
  beforeAll(async () => {
    f = await createFixture(kind);
    desk = await staffClient(f, 'desk.resched', [SERVICE_DESK_PERMISSION]);
    owner = await customerWithPlan(f);
  });
  afterAll(() => f.close());

  const act = (sr: ServiceRequestRow, from: string, to: string) =>
    desk.call('POST', `/v3/service-desk/requests/${sr.srRef}/actions`, { from, to, note: 'Customer asked' });
  const toldOf = async (sr: ServiceRequestRow) =>
    (await f.handle.db.select().from(outbox).where(eq(outbox.topic, 'sr_milestone')))
      .filter((m) => m.payload.sr_id === sr.srRef)
      .sort((a, b) => a.id - b.id);

  it.each([
    ['onsite', 'visit_scheduled', 'Visit scheduled'],
    ['pick_drop', 'pickup_scheduled', 'Pickup scheduled'],
  ] as const)(
    'a %s request rescheduled twice tells the customer each time',
    async (process, state, label) => {
      const sr = await insertSr(f, owner, { process, status: state });
      for (let i = 0; i < 2; i++) expect((await act(sr, state, state)).statusCode).toBe(200);
      const told = await toldOf(sr);
      expect(told.map((m) => m.channel)).toEqual(['sms', 'email', 'sms', 'email']);
      for (const m of told) {
        expect(m.payload.status).toBe(state);
        expect(m.payload.text).toContain(`${sr.srRef}: ${label} (updated).`);
      }
      expect(new Set(told.map((m) => m.idempotencyKey)).size).toBe(4);
    },
  );

  it('a retry of one move (same history row) sends nothing more; a first move says no "updated"', async () => {
    const sr = await insertSr(f, owner, { process: 'onsite', status: 'technician_assigned' });
    expect((await act(sr, 'technician_assigned', 'visit_scheduled')).statusCode).toBe(200);
    const first = await toldOf(sr);
    expect(first).toHaveLength(2);
    expect(first[0]!.payload.text).toMatch(/: Visit scheduled\. Track it at /);
    const [row] = await f.handle.db.select().from(serviceRequests).where(eq(serviceRequests.id, sr.id));
    const [event] = await f.handle.db
      .select()
      .from(serviceRequestEvents)
      .where(eq(serviceRequestEvents.serviceRequestId, sr.id));
    const moved = { ...row!, eventId: event!.id };
    const url = 'http://localhost:3000/selfserve/tracker/service-request/x';
    for (let i = 0; i < 3; i++)
      await f.handle.db.transaction((tx) =>
        notifySrMilestone(tx, moved, { now: f.clock.now(), trackerUrl: url }),
      );
    expect((await toldOf(sr)).map((m) => m.id)).toEqual(first.map((m) => m.id));
  });
});
