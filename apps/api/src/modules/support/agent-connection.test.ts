import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox } from '@kavach/db';
import { LINK_GENERATION_PERMISSION } from '@kavach/domain';
import { SERVICE_DESK_PERMISSION } from '../staff/roles';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { browser, registeredCustomer, uniquePhone } from '../../../test/support/customer-test-helpers';
import { staffClient } from '../../../test/support/link-test-helpers';

const PATH = '/v4/app:website/dialer/allow_agent_connection/';
type Caller = { name: string | null; phone: string | null; allowed_at: string; expires_at: string };

describe.each(DB_KINDS)(
  'decision 094: a signed-in customer allows the agent connection before calling support (%s)',
  (kind) => {
    let f: Fixture;
    beforeAll(async () => {
      f = await createFixture(kind);
    }, 120_000);
    afterAll(() => f?.close());

    const messagesTo = async (phone: string) =>
      (await f.handle.db.select().from(outbox).where(eq(outbox.topic, 'agent_connection'))).filter(
        (m) => m.recipient === phone,
      );
    const callers = async (desk: Awaited<ReturnType<typeof staffClient>>) => {
      const res = await desk.call('GET', '/v3/service-desk/callers');
      expect(res.statusCode, res.body).toBe(200);
      return res.json().callers as Caller[];
    };

    it('allowed for 15 minutes; the contact centre is told once however often the customer taps; the desk lists the caller until it ends', async () => {
      const phone = uniquePhone();
      const { b, customer } = await registeredCustomer(f, { phone, first: 'Kavya' });
      const start = f.clock.now();
      const res = await b.call('POST', PATH, { customer_id: customer.id });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        allowed: true,
        expires_at: new Date(start.getTime() + 15 * 60_000).toISOString(),
      });
      // A second tap a minute later moves the end on, and says nothing new to the contact centre.
      f.clock.set(new Date(start.getTime() + 60_000));
      const again = await b.call('POST', PATH, { customer_id: customer.id });
      expect(again.json().expires_at).toBe(new Date(start.getTime() + 16 * 60_000).toISOString());
      const told = await messagesTo(`+91${phone}`);
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({
        channel: 'crm',
        payload: { customer_id: customer.id, name: 'Kavya Menon' },
      });

      const desk = await staffClient(f, `desk.calls.${kind}`, [SERVICE_DESK_PERMISSION]);
      const live = (await callers(desk)).find((c) => c.phone === `+91${phone}`);
      expect(live).toMatchObject({ name: 'Kavya Menon', allowed_at: start.toISOString() });

      // Past its end the desk no longer lists it; a new tap is a new connection, told again.
      f.clock.set(new Date(start.getTime() + 17 * 60_000));
      expect((await callers(desk)).find((c) => c.phone === `+91${phone}`)).toBeUndefined();
      expect((await b.call('POST', PATH, { customer_id: customer.id })).statusCode).toBe(200);
      expect(await messagesTo(`+91${phone}`)).toHaveLength(2);
      f.clock.set(start);
    });

    it('refused: signed out (401), another customer’s id (403, nothing recorded), a malformed body (400); the desk list is the service team’s only', async () => {
      const phone = uniquePhone();
      const { customer } = await registeredCustomer(f, { phone });
      const anonymous = await browser(f);
      expect((await anonymous.call('POST', PATH, { customer_id: customer.id })).statusCode).toBe(401);
      const other = await registeredCustomer(f);
      const theirs = await other.b.call('POST', PATH, { customer_id: customer.id });
      expect([theirs.statusCode, theirs.json().error_code]).toEqual([403, 'NOT_YOUR_ACCOUNT']);
      expect(await messagesTo(`+91${phone}`)).toEqual([]);
      expect((await other.b.call('POST', PATH, { customer: 'x' })).statusCode).toBe(400);

      expect((await anonymous.call('GET', '/v3/service-desk/callers')).statusCode).toBe(401);
      const agent = await staffClient(f, `agent.calls.${kind}`, [LINK_GENERATION_PERMISSION]);
      expect((await agent.call('GET', '/v3/service-desk/callers')).statusCode).toBe(403);
      expect((await other.b.call('GET', '/v3/service-desk/callers')).statusCode).toBe(401);
    });
  },
);
