import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '../../../test/support/capture-log';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { advance } from '../../../test/support/otp-testing';
import { browser, registeredCustomer, resetTokenFor } from '../../../test/support/customer-test-helpers';

describe.each(DB_KINDS)('customer secrets stay out of logs and bodies on %s (T2.7, T5.4, T13.2)', (kind) => {
  const log = captureLog('trace');
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture(kind, { logger: { level: 'trace', stream: log.stream } });
  });
  afterAll(() => f.close());

  it('session ids, passwords, reset tokens and app tokens never appear in a log line or a response body', async () => {
    const bodies: string[] = [];
    const { b, email, password } = await registeredCustomer(f);
    const secrets = [b.cookie().split('=')[1]!, password];
    const login = await b.call('POST', '/customers/login', { username: email, password });
    bodies.push(login.body);
    secrets.push(b.cookie().split('=')[1]!);
    const minted = await b.call('POST', '/v3/customer/app_token');
    const { usertoken } = minted.json();
    const app = await browser(f);
    bodies.push((await app.call('POST', '/v3/otp/web_render_login', { usertoken })).body);
    secrets.push(usertoken, app.cookie().split('=')[1]!);
    advance(f, 61);
    const other = await browser(f);
    bodies.push((await other.call('POST', '/customers/send_reset_password_link', { email })).body);
    const token = await resetTokenFor(f, email);
    secrets.push(token);
    bodies.push((await other.call('POST', '/customers/verify_token', { token })).body);
    bodies.push(
      (await other.call('POST', '/customers/reset_password', { token, password: 'fresh-river-stone-88' }))
        .body,
    );
    bodies.push(
      (await other.call('POST', '/customers/login', { username: email, password: 'wrong-wrong-wrong' })).body,
    );
    expect(log.lines.length).toBeGreaterThan(10);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(8);
      expect(log.lines.filter((l) => l.includes(secret))).toEqual([]);
      expect(bodies.filter((x) => x.includes(secret))).toEqual([]);
    }
  });
});
