import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customers, serviceRequestEvents, serviceRequests } from '@kavach/db';
import { SR_LIFECYCLES, type SrProcess, type SrState } from '@kavach/domain';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { client } from '../../../test/support/cart-test-helpers';
import { freshIp } from '../../../test/support/otp-testing';
import { DEMO_CUSTOMER_EMAIL, ensureDemoCustomer } from '../account/demo-customer';
import { DEMO_REQUEST_STATES } from '../account/demo-requests';
import { DEMO_SERVICE_USERNAME, ensureDemoServiceUser } from './demo-service-user';

describe.each(DB_KINDS)('demo service desk on %s', (kind) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture(kind);
  });
  afterAll(() => f.close());

  it('issue 20 §4 demo: service.demo signs in and works the demo customer’s requests, one at every milestone, each reached inside its table', async () => {
    await ensureDemoServiceUser(f.handle.db, 'demo-service-123', f.clock.now());
    await ensureDemoServiceUser(f.handle.db, 'demo-service-123', f.clock.now());
    await ensureDemoCustomer(f.handle.db, 'demo-password-123', f.clock.now());
    const c = await client(f);
    const login = await c.call(
      'POST',
      '/v3/staff/login',
      { username: DEMO_SERVICE_USERNAME, password: 'demo-service-123' },
      { 'x-forwarded-for': freshIp() },
    );
    expect(login.statusCode).toBe(200);
    expect(login.json().user_profile.permissions).toEqual(['service']);
    const cookie = login.cookies.find((x) => x.name === '__Host-session_id')!;
    c.session.headers.cookie = `__Host-session_id=${cookie.value}`;
    c.session.headers['x-csrftoken'] = login.json().csrf_token;

    const [demo] = await f.handle.db.select().from(customers).where(eq(customers.email, DEMO_CUSTOMER_EMAIL));
    const rows = await f.handle.db
      .select()
      .from(serviceRequests)
      .where(eq(serviceRequests.customerId, demo!.id));
    for (const [process, state] of DEMO_REQUEST_STATES)
      expect(
        rows.some((r) => r.process === process && r.status === state),
        `${process} ${state}`,
      ).toBe(true);
    for (const row of rows) {
      const history = await f.handle.db
        .select()
        .from(serviceRequestEvents)
        .where(eq(serviceRequestEvents.serviceRequestId, row.id));
      for (const e of history)
        expect(SR_LIFECYCLES[row.process as SrProcess].transitions[e.fromStatus as SrState]).toContain(
          e.toStatus,
        );
    }
    const queue = (await c.call('GET', '/v3/service-desk/requests?city=Mumbai')).json().data;
    expect(queue.items.length).toBeGreaterThan(10);
    const review = rows.find((r) => r.status === 'under_review')!;
    const page = (await c.call('GET', `/v3/service-desk/requests/${review.srRef}`)).json().data;
    expect(page.actions.map((a: { action: string }) => a.action)).toContain('approve');
    const approved = await c.call('POST', `/v3/service-desk/requests/${review.srRef}/actions`, {
      from: 'under_review',
      to: 'confirmed',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.history.at(-1)).toMatchObject({
      actor: 'staff:service.demo',
      to: 'confirmed',
    });
  });
});
