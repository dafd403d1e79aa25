import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentAudit, paymentLinks } from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { client } from '../../../test/support/cart-test-helpers';
import { freshIp } from '../../../test/support/otp-testing';
import { readyCart } from '../../../test/support/order-test-helpers';
import { agentCart, staffClient } from '../../../test/support/link-test-helpers';

describe.each(DB_KINDS)('payment links: who may send them, audit and staff sessions (%s)', (kind) => {
  let f: Fixture;
  let agents = 0;
  const agent = (permissions?: string[]) => staffClient(f, `agent.${kind}.access.${++agents}`, permissions);
  beforeAll(async () => {
    f = await createFixture(kind);
  });
  afterAll(() => f.close());

  it('T6.4: sending a link needs an agent sign-in (anonymous 401, customer and non-agent staff 403), nothing written', async () => {
    const customer = await readyCart(f);
    const countLinks = async () => (await f.handle.db.select().from(paymentLinks)).length;
    const before = await countLinks();
    const anonymous = await f.app.inject({
      method: 'POST',
      url: `/v3/cart/send_link/${customer.token}`,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect([401, 403]).toContain(anonymous.statusCode);
    const asCustomer = await customer.call('POST', `/v3/cart/send_link/${customer.token}`, {});
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().error_code).toBe('AGENT_ONLY');
    const viewer = await agent(['website|web_pages|view']);
    const asViewer = await viewer.call('POST', `/v3/cart/send_link/${customer.token}`, {});
    expect(asViewer.statusCode).toBe(403);
    expect(await countLinks()).toBe(before);
  });

  it("T6.5: agent B cannot touch agent A's cart (404, nothing written); every agent write is audited", async () => {
    const a = await agent();
    const b = await agent();
    const cart = await agentCart(f, a);
    const stolen = await b.call('POST', `/v3/cart/send_link/${cart.token}`, {});
    expect(stolen.statusCode).toBe(404);
    const edit = await b.call('POST', `/v3/cart/${cart.token}`, { name: 'Someone Else' });
    expect(edit.statusCode).toBe(404);
    await a.call('POST', `/v3/cart/send_link/${cart.token}`, {});
    const rows = await f.handle.db.select().from(agentAudit);
    const actions = rows.filter((r) => r.cartId !== null && r.after !== null).map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining(['POST /v3/cart/item', 'POST /v3/cart/:id', 'payment_link.create']),
    );
    // B's refused attempts are on record too, with their status code.
    const refusedEdit = rows.find(
      (r) => r.action === 'POST /v3/cart/:id' && (r.after as { status_code?: number })?.status_code === 404,
    );
    expect(refusedEdit).toBeDefined();
  });

  it('T2.2 / T2.3: staff sign-in issues a new session id; sign-out ends it; set_csrf shows the agent profile', async () => {
    const a = await agent();
    expect(a.login.user_profile.permissions).toContain('website|web_pages|link_generation');
    const profile = (
      await f.app.inject({
        method: 'GET',
        url: '/auth/set_csrf',
        headers: { cookie: a.session.headers.cookie },
      })
    ).json();
    expect(profile.user_profile?.username).toBe(a.login.user_profile.username);
    // The pre-sign-in cookie is dead.
    const old = await f.app.inject({
      method: 'GET',
      url: '/auth/set_csrf',
      headers: { cookie: a.oldCookie },
    });
    expect(old.json().user_profile).toBeNull();
    expect(old.json().session_id).not.toBe(a.login.session_id);
    const out = await a.call('POST', '/v3/staff/logout', {});
    expect(out.statusCode).toBe(200);
    const after = await a.call('POST', '/v3/cart/send_link/whatever', {});
    expect([401, 403]).toContain(after.statusCode);
    const guesser = await client(f);
    const ip = { 'x-forwarded-for': freshIp() };
    const tries = [];
    for (let i = 0; i < 4; i++)
      tries.push(
        await guesser.call('POST', '/v3/staff/login', { username: 'agent.demo', password: `guess-${i}` }, ip),
      );
    expect(tries[0]!.json().error_code).toBe('STAFF_LOGIN_FAILED');
    // Password guessing is slowed (issue 18 #7, decision 039): 3 failures free, then 429 with the wait.
    expect(tries.slice(0, 3).every((r) => r.statusCode === 401)).toBe(true);
    expect(tries[3]!.statusCode).toBe(429);
    expect(tries[3]!.json()).toMatchObject({ error_code: 'RATE_LIMITED' });
    expect(Number(tries[3]!.headers['retry-after'])).toBeGreaterThan(0);
  });
});
