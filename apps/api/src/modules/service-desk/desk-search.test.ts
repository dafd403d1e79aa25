import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_SEARCH_HINT } from '@kavach/domain';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { browser, uniquePhone } from '../../../test/support/customer-test-helpers';
import { staffClient } from '../../../test/support/link-test-helpers';
import { customerWithPlan, insertSr, type SrCustomer } from '../../../test/support/sr-fixtures';
import { SERVICE_DESK_PERMISSION } from '../staff/roles';

type Staff = Awaited<ReturnType<typeof staffClient>>;
const HOUR = 3_600_000;

/**
 * Issue 20 §4: the desk's queue finds a request by its number, or a customer's requests by the
 * mobile or email of their account or the contact a request was raised with (`q`, decision 072),
 * for the service role only; anything else is a 400.
 */
describe.each(DB_KINDS)('service desk search on %s', (kind) => {
  let f: Fixture;
  let desk: Staff;
  let agent: Staff;
  let owner: SrCustomer;
  let other: SrCustomer;
  beforeAll(async () => {
    f = await createFixture(kind);
    desk = await staffClient(f, 'desk.search', [SERVICE_DESK_PERMISSION]);
    agent = await staffClient(f, 'agent.search');
    owner = await customerWithPlan(f);
    other = await customerWithPlan(f);
  });
  afterAll(() => f.close());

  const search = async (q: string, extra = '') => {
    const res = await desk.call('GET', `/v3/service-desk/requests?q=${encodeURIComponent(q)}${extra}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.items.map((i: { sr_id: string }) => i.sr_id) as string[];
  };

  it('by request number: that request only, finished or not; an unknown number finds nothing', async () => {
    const now = f.clock.now().getTime();
    const open = await insertSr(f, owner, { status: 'confirmed', dueAt: new Date(now + HOUR) });
    const closed = await insertSr(f, owner, { status: 'closed', closedAt: f.clock.now() });
    expect(await search(open.srRef)).toEqual([open.srRef]);
    expect(await search(` ${closed.srRef} `)).toEqual([closed.srRef]);
    expect(await search('991231-999999')).toEqual([]);
    // Other filters still narrow a search.
    expect(await search(open.srRef, '&status=closed')).toEqual([]);
  });

  it('by the account mobile (any way it is typed) or email (any case): that customer’s requests, by due time', async () => {
    const now = f.clock.now().getTime();
    const later = await insertSr(f, other, { status: 'confirmed', dueAt: new Date(now + 5 * HOUR) });
    const sooner = await insertSr(f, other, { status: 'technician_assigned', dueAt: new Date(now + HOUR) });
    const done = await insertSr(f, other, { status: 'closed', closedAt: f.clock.now() });
    const mine = await insertSr(f, owner, { status: 'confirmed', dueAt: new Date(now) });
    const expected = [sooner.srRef, later.srRef, done.srRef];
    expect(await search(other.phone)).toEqual(expected);
    expect(await search(`+91 ${other.phone.slice(0, 5)} ${other.phone.slice(5)}`)).toEqual(expected);
    expect(await search(other.email.toUpperCase())).toEqual(expected);
    expect(await search(other.phone, '&status=confirmed')).toEqual([later.srRef]);
    expect(await search(owner.email)).toContain(mine.srRef);
    expect(await search(owner.email)).not.toContain(later.srRef);
    expect(await search('9000000000')).toEqual([]);
  });

  it('decision 072: by the contact a request was raised with (its own mobile or email, any case), besides the account’s', async () => {
    const now = f.clock.now().getTime();
    const contact = { phone: uniquePhone(), email: `Neighbour.${uniquePhone()}@Example.in` };
    const raisedFor = await insertSr(f, owner, { contact, status: 'confirmed', dueAt: new Date(now + HOUR) });
    const alsoFor = await insertSr(f, other, { contact, status: 'closed', closedAt: f.clock.now() });
    const expected = [raisedFor.srRef, alsoFor.srRef];
    expect(await search(contact.phone)).toEqual(expected);
    expect(await search(`+91-${contact.phone}`)).toEqual(expected);
    expect(await search(contact.email)).toEqual(expected);
    expect(await search(contact.email.toLowerCase())).toEqual(expected);
    expect(await search(contact.phone, '&status=closed')).toEqual([alsoFor.srRef]);
    // The account's own search still finds the account's requests, this one included.
    expect(await search(owner.phone)).toContain(raisedFor.srRef);
    expect(await search(owner.email)).not.toContain(alsoFor.srRef);
  });

  it('anything else is a 400 with an error code and the words of what to type; nothing is searched', async () => {
    for (const q of ['Asha Menon', '261127-00004', '12345', "' or 1=1 --", 'x'.repeat(121)]) {
      const res = await desk.call('GET', `/v3/service-desk/requests?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toMatchObject({ error_code: 'VALIDATION_ERROR', fields: { q: DESK_SEARCH_HINT } });
    }
    // An empty box is no search: the queue.
    expect((await desk.call('GET', '/v3/service-desk/requests?q=')).statusCode).toBe(200);
  });

  it('T16.1 staff only: signed-out and customers 401, other staff 403, even searching their own number', async () => {
    const sr = await insertSr(f, owner);
    const url = `/v3/service-desk/requests?q=${encodeURIComponent(owner.email)}`;
    expect((await (await browser(f)).call('GET', url)).statusCode).toBe(401);
    expect((await owner.b.call('GET', url)).statusCode).toBe(401);
    expect((await owner.b.call('GET', `/v3/service-desk/requests?q=${sr.srRef}`)).statusCode).toBe(401);
    const g = await agent.call('GET', url);
    expect(g.statusCode).toBe(403);
    expect(g.json().error_code).toBe('SERVICE_DESK_ONLY');
  });
});
