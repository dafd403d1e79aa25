import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customers, srComplaints } from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { browser } from '../../../test/support/customer-test-helpers';
import { DEMO_CUSTOMER_EMAIL, ensureDemoCustomer } from './demo-customer';
import { DEMO_REQUEST_STATES } from './demo-requests';

describe.each(DB_KINDS)('demo customer on %s', (kind) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture(kind);
  });
  afterAll(() => f.close());

  it('§4 plan statuses over time: the demo account shows each state with its banner and button; made once', async () => {
    await ensureDemoCustomer(f.handle.db, 'demo-password-123', f.clock.now());
    await ensureDemoCustomer(f.handle.db, 'demo-password-123', f.clock.now());
    expect(
      await f.handle.db.select().from(customers).where(eq(customers.email, DEMO_CUSTOMER_EMAIL)),
    ).toHaveLength(1);
    const b = await browser(f);
    const login = await b.call('POST', '/customers/login', {
      username: DEMO_CUSTOMER_EMAIL,
      password: 'demo-password-123',
    });
    expect(login.statusCode).toBe(200);
    const { plans } = (await b.call('GET', '/v3/customer/plans')).json();
    const view = plans.map(
      (p: {
        plan_type: string;
        plan_status: string;
        banner: unknown;
        action: { label: string; disabled: boolean };
      }) => ({
        type: p.plan_type,
        status: p.plan_status,
        banner: p.banner,
        action: p.action.label,
        disabled: p.action.disabled,
      }),
    );
    expect(view).toEqual([
      {
        type: 'extended-warranty',
        status: 'Under Brand Warranty',
        banner: { tone: 'grey', text: 'Plan not active' },
        action: 'Chat With Us',
        disabled: false,
      },
      {
        type: 'spills-and-drops',
        status: 'Activation Pending',
        banner: { tone: 'orange', text: 'Action Required' },
        action: 'Activate Now',
        disabled: false,
      },
      // Sold by an insurer (spec §8): active, but claims start on the insurer's helpline.
      {
        type: 'spills-and-drops',
        status: 'Active',
        banner: { tone: 'green', text: 'Plan Active' },
        action: 'Raise Service Request',
        disabled: true,
      },
      // Phone Total Care with Theft & Loss, the plan to try a theft claim on (decision 063).
      {
        type: 'total-care',
        status: 'Active',
        banner: { tone: 'green', text: 'Plan Active' },
        action: 'Raise Service Request',
        disabled: false,
      },
      // Laptop Total Care, bought in the same order: the workshop's demo requests are open on it.
      {
        type: 'total-care',
        status: 'Active',
        banner: { tone: 'green', text: 'Plan Active' },
        action: 'Track Request',
        disabled: false,
      },
      {
        type: 'extended-warranty',
        status: 'Active',
        banner: { tone: 'green', text: 'Plan Active' },
        action: 'Raise Service Request',
        disabled: false,
      },
      {
        type: 'amc',
        status: 'Active',
        banner: { tone: 'red', text: 'Expiring in 2 days' },
        action: 'Track Request',
        disabled: false,
      },
    ]);
    expect((await b.call('GET', '/v3/customer/my_orders')).json().orders).toHaveLength(4);
    const { requests } = (await b.call('GET', '/v3/customer/requests')).json();
    // Newest first: the temporary request raised ten minutes ago (its co-pay still payable), the two
    // requests of the plan story, then one at every milestone (issue 20 §4, demo-requests.ts).
    const statuses = requests.map((r: { status: string }) => r.status);
    expect(statuses.slice(0, 2)).toEqual(['awaiting_copay', 'technician_assigned']);
    expect(statuses).toHaveLength(2 + DEMO_REQUEST_STATES.length);
    expect([...statuses].sort()).toEqual(
      ['technician_assigned', 'closed', ...DEMO_REQUEST_STATES.map(([, state]) => state)].sort(),
    );
    expect(requests[0].sr_id).toMatch(/^\d{6}-\d{6}$/);
    // Decision 100: one complaint waiting for the desk's reply, one answered.
    const complained = await f.handle.db.select().from(srComplaints);
    expect(complained.map((c) => [c.reasonCode, c.status]).sort()).toEqual([
      ['CLAIM_DECISION', 'answered'],
      ['DELAYED', 'open'],
    ]);
  });
});
