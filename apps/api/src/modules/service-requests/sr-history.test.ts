import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { insertServiceRequest, serviceRequestEvents, serviceRequests } from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { customerWithPlans } from '../../../test/support/sr-test-helpers';

const NOW = new Date('2026-11-21T06:30:00Z');

describe.each(DB_KINDS)('a service request’s history is append-only (issue 20 §2) (%s)', (kind) => {
  let f: Fixture;
  let eventId: number;
  beforeAll(async () => {
    f = await createFixture(kind);
    const owner = await customerWithPlans(f, [{ sku: 'EW-MOBILE-PHONE' }]);
    await insertServiceRequest(f.handle.db, {
      srRef: '261121-000901',
      customerId: owner.customer.id,
      customerPlanId: owner.plans[0]!.id,
      coverTitle: 'Breakdown repair',
      process: 'pick_drop',
      status: 'raised',
      createdAt: NOW,
      updatedAt: NOW,
    });
    const [sr] = await f.handle.db
      .select({ id: serviceRequests.id })
      .from(serviceRequests)
      .where(eq(serviceRequests.srRef, '261121-000901'));
    const [event] = await f.handle.db
      .insert(serviceRequestEvents)
      .values({ serviceRequestId: sr!.id, at: NOW, actor: 'system:test', toStatus: 'raised' })
      .returning({ id: serviceRequestEvents.id });
    eventId = event!.id;
  }, 120_000);
  afterAll(() => f?.close());

  /** The database's refusal, as text (Drizzle wraps the driver's error as its cause). */
  const refusal = (query: PromiseLike<unknown>) =>
    Promise.resolve(query).then(
      () => 'accepted',
      (err: Error & { cause?: Error }) => `${err.message} ${err.cause?.message ?? ''}`,
    );
  const theEvent = () =>
    f.handle.db.select().from(serviceRequestEvents).where(eq(serviceRequestEvents.id, eventId));

  it('a written row cannot be changed', async () => {
    expect(
      await refusal(
        f.handle.db
          .update(serviceRequestEvents)
          .set({ toStatus: 'closed', actor: 'staff:someone' })
          .where(eq(serviceRequestEvents.id, eventId)),
      ),
    ).toMatch(/service_request_events is append-only/);
    expect((await theEvent())[0]).toMatchObject({ toStatus: 'raised', actor: 'system:test' });
  });

  it('a written row cannot be removed', async () => {
    expect(
      await refusal(f.handle.db.delete(serviceRequestEvents).where(eq(serviceRequestEvents.id, eventId))),
    ).toMatch(/service_request_events is append-only/);
    expect(await theEvent()).toHaveLength(1);
  });
});
