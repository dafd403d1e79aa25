import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { browser } from '../../../test/support/customer-test-helpers';
import { advance } from '../../../test/support/otp-testing';
import { addStaff } from './staff-accounts';

const PASSWORD = 'marigold-tiffin-93';

/** Many argon2 verifies each: minutes on a loaded 2-core machine, seconds on an idle one. */
const SLOW = 300_000;

/** Issue 18 finding 7: staff sign-in has the customers' per-account and per-client rule (decision 039). */
describe.each(DB_KINDS)('issue 18 #7 staff sign-in throttling on %s', (kind) => {
  let f: Fixture;
  let n = 0;
  beforeAll(async () => {
    f = await createFixture(kind);
  });
  afterAll(() => f.close());

  const newAgent = async () => {
    const username = `throttle.${kind}.${++n}`;
    await addStaff(f.handle.db, { username, displayName: 'Meera Shah', password: PASSWORD }, f.clock.now());
    return username;
  };
  const attempt = async (username: string, password: string) =>
    (await browser(f)).call('POST', '/v3/staff/login', { username, password });
  /** One wrong password from a new address, waiting out any 429 first; returns the seconds waited. */
  const failOnce = async (username: string) => {
    let waited = 0;
    for (;;) {
      const res = await attempt(username, 'not-the-password-1');
      if (res.statusCode === 401) return waited;
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ error_code: 'RATE_LIMITED' });
      const wait = Number(res.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      waited += wait;
      advance(f, wait);
    }
  };

  it(
    'issue 18 #7: failures for one staff account from many addresses slow it (429 + Retry-After); the right password signs in after the wait',
    async () => {
      const username = await newAgent();
      const waits: number[] = [];
      for (let i = 0; i < 10; i++) waits.push(await failOnce(username));
      expect(waits.slice(0, 3)).toEqual([0, 0, 0]);
      expect(waits[3]).toBeGreaterThan(0);
      const refused = await attempt(username, PASSWORD);
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(5 * 60);
      advance(f, wait);
      expect((await attempt(username, PASSWORD)).statusCode).toBe(200);
    },
    SLOW,
  );

  it(
    'issue 18 #7: an unknown staff username is answered exactly like a wrong password, waits included',
    async () => {
      advance(f, 15 * 60 + 1);
      const username = await newAgent();
      const known: number[] = [];
      for (let i = 0; i < 6; i++) known.push(await failOnce(username));
      const unknown: number[] = [];
      for (let i = 0; i < 6; i++) unknown.push(await failOnce(`nobody.${kind}.${n}`));
      expect(unknown).toEqual(known);
      expect(known[3]).toBeGreaterThan(0);
    },
    SLOW,
  );
});
