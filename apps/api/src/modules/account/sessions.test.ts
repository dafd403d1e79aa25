import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import {
  browser,
  GOOD_PASSWORD,
  registeredCustomer,
  type Browser,
} from '../../../test/support/customer-test-helpers';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
type Shown = { id: string; device: string; sign_in: string; current: boolean };

describe.each(DB_KINDS)('decision 102: where a customer is signed in (%s)', (kind) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture(kind);
  }, 120_000);
  afterAll(() => f?.close());

  /** Another device of the same customer, signed in with the password. */
  async function device(email: string, userAgent = IPHONE): Promise<Browser> {
    const b = await browser(f);
    const res = await b.call(
      'POST',
      '/customers/login',
      { username: email, password: GOOD_PASSWORD },
      { 'user-agent': userAgent },
    );
    expect(res.statusCode, res.body).toBe(200);
    return b;
  }
  const listOf = async (b: Browser) => {
    const res = await b.call('GET', '/v3/customer/sessions');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    return res.json().sessions as Shown[];
  };
  const me = async (b: Browser) => (await b.call('GET', '/v3/customer/me')).statusCode;

  it('lists each sign-in with its device and how it was made, this device first; one other signed out, then not again', async () => {
    const a = await registeredCustomer(f);
    const phone = await device(a.email);
    const list = await listOf(a.b);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ current: true, sign_in: 'With a code sent to your email' });
    expect(list[1]).toMatchObject({
      current: false,
      device: 'Safari on iPhone',
      sign_in: 'With your password',
    });
    // Only the label is kept, never the User-Agent.
    const rows = await f.handle.db.select().from(sessions).where(eq(sessions.publicId, list[1]!.id));
    expect(rows[0]?.data).toMatchObject({ device: 'Safari on iPhone', sign_in_method: 'password' });
    expect(JSON.stringify(rows[0]?.data)).not.toContain('AppleWebKit');
    // In the customer's copy of their data (decision 095).
    const copy = (await a.b.call('GET', '/v3/customer/my_data')).json();
    expect(copy.sign_ins).toContainEqual(
      expect.objectContaining({ device: 'Safari on iPhone', sign_in: 'With your password' }),
    );

    const self = await a.b.call('POST', '/v3/customer/sessions/sign_out', { id: list[0]!.id });
    expect([self.statusCode, self.json().error_code]).toEqual([409, 'THIS_DEVICE']);
    const out = await a.b.call('POST', '/v3/customer/sessions/sign_out', { id: list[1]!.id });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toEqual({ message: 'That device is signed out.', signed_out: 1 });
    expect(await me(phone)).toBe(401);
    expect(await me(a.b)).toBe(200);
    const again = await a.b.call('POST', '/v3/customer/sessions/sign_out', { id: list[1]!.id });
    expect([again.statusCode, again.json().error_code]).toEqual([404, 'SESSION_NOT_FOUND']);
  });

  it('everywhere else at once; another customer’s sign-in is out of reach (docs/product/security-tests.md#t6-1)', async () => {
    const a = await registeredCustomer(f);
    const [one, two] = [await device(a.email), await device(a.email, 'curl/8.5.0')];
    const other = await registeredCustomer(f);
    const theirs = (await listOf(other.b))[0]!;
    const reach = await a.b.call('POST', '/v3/customer/sessions/sign_out', { id: theirs.id });
    expect([reach.statusCode, reach.json().error_code]).toEqual([404, 'SESSION_NOT_FOUND']);
    expect(await me(other.b)).toBe(200);

    const all = await a.b.call('POST', '/v3/customer/sessions/sign_out_others', {});
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({ message: 'You are signed out everywhere else.', signed_out: 2 });
    expect([await me(one), await me(two), await me(a.b), await me(other.b)]).toEqual([401, 401, 200, 200]);
    expect((await listOf(a.b)).map((s) => s.current)).toEqual([true]);
  });

  it('signed out: 401; bad input: 400', async () => {
    const anonymous = await browser(f);
    const res = await anonymous.call('GET', '/v3/customer/sessions');
    expect([res.statusCode, res.json().error_code]).toEqual([401, 'SIGN_IN_REQUIRED']);
    const a = await registeredCustomer(f);
    const bad = await a.b.call('POST', '/v3/customer/sessions/sign_out', { id: '' });
    expect([bad.statusCode, bad.json().error_code]).toEqual([400, 'VALIDATION_ERROR']);
  });
});
