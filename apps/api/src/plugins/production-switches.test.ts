import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createFixture, DB_KINDS, type Fixture, type TestApp } from '../../test/support/fixture';
import { lastCodeTo } from '../../test/support/otp-testing';
import { readyCart, emulatorPay } from '../../test/support/order-test-helpers';
import { client } from '../../test/support/cart-test-helpers';

/** Cookies the API may set (decision 003 / 017): the session id and the CSRF cookie. */
const ALLOWED_COOKIES = /^(__Host-session_id|session_id|__Host-csrftoken|csrftoken)=/;

const cookiesOf = (res: { headers: Record<string, unknown> }) =>
  ([] as unknown[]).concat(res.headers['set-cookie'] ?? []).map(String);

// docs/product/security-tests.md#t12-3: with NODE_ENV=production the four debug switches of the old site's spec are
// off — the second CSRF header of "debug mode" (docs/product/api.md#conventions), the verified-phone cookie /v3/order/success set
// "in debug mode" (docs/product/api.md#one-time-codes), the OTP echo (the dev outbox, also docs/product/security-tests.md#t4-9) and stack traces in errors.
describe.each(DB_KINDS)('T12.3 production-mode switches (%s)', (kind) => {
  let f: Fixture;
  let production: TestApp;
  let prod: Fixture;
  beforeAll(async () => {
    f = await createFixture(kind);
    production = await buildApp({ ...f.deps, config: { ...f.deps.config, nodeEnv: 'production' } });
    production.get('/t12-3-boom', async () => {
      throw new Error('db exploded at /work/app/src/secret.ts:12 SELECT * FROM customers');
    });
    await production.ready();
    prod = { ...f, app: production };
  });
  afterAll(async () => {
    await production.close();
    await f.close();
  });

  it('T12.3 (1/4): a write with its token in any other header than x-csrftoken (the "debug mode" variants) is refused 403', async () => {
    const c = await client(prod);
    for (const header of ['csrftoken', 'x-csrf-token', 'csrf-token', 'x-xsrf-token', 'x-csrftoken-debug']) {
      const res = await production.inject({
        method: 'POST',
        url: '/v3/otp/send_otp',
        headers: { cookie: c.session.cookie, [header]: c.session.csrf, 'content-type': 'application/json' },
        payload: JSON.stringify({ phone: '9876543210' }),
      });
      expect(res.statusCode, header).toBe(403);
      expect(res.json().error_code, header).toBe('CSRF_FAILED');
    }
  });

  it('T12.3 (2/4): paying sets no verified-phone cookie — /v3/order/success and every step before it set only the session cookies, none holds the phone', async () => {
    const c = await readyCart(prod);
    const checkout = await c.call('POST', '/v3/order/checkout', {});
    expect(checkout.statusCode, checkout.body).toBe(200);
    // The customer pays on the gateway's side (the emulator's Checkout is not part of production).
    const onGateway: typeof c.call = (method, url, payload, extra = {}) =>
      f.app.inject({
        method,
        url,
        headers: { ...c.session.headers, 'content-type': 'application/json', ...extra },
        payload: JSON.stringify(payload),
      });
    const paid = await emulatorPay(f, onGateway, checkout.json().gateway_order_id);
    const success = await c.call('POST', '/v3/order/success', {
      razorpay_order_id: paid.razorpay_order_id,
      razorpay_payment_id: paid.razorpay_payment_id,
      razorpay_signature: paid.razorpay_signature,
    });
    expect(success.statusCode, success.body).toBe(200);
    expect(success.json().status).toBe('paid');
    const cookies = [...cookiesOf(checkout), ...cookiesOf(success)];
    for (const cookie of cookies) expect(cookie).toMatch(ALLOWED_COOKIES);
    expect(cookies.join('\n')).not.toContain(c.phone);
    expect(cookies.join('\n')).not.toMatch(/verified/i);
    await f.payments.whenIdle();
  });

  it('T12.3 (3/4): no OTP echo — send_otp answers without the code and the dev outbox answers 404', async () => {
    const c = await client(prod);
    const sent = await c.call(
      'POST',
      '/v3/otp/send_otp',
      { phone: '9812312312' },
      { 'x-forwarded-for': '10.9.9.9' },
    );
    expect(sent.statusCode).toBe(200);
    const code = await lastCodeTo(prod, '+919812312312');
    expect(JSON.stringify(sent.headers) + sent.body).not.toContain(code);
    const outbox = await production.inject({ method: 'GET', url: '/dev/outbox' });
    expect(outbox.statusCode).toBe(404);
    expect(outbox.body).not.toContain(code);
  });

  it('T12.3 (4/4): an unexpected error answers 500 with a generic message and a request id: no stack, no message, no path, no SQL', async () => {
    const res = await production.inject({ method: 'GET', url: '/t12-3-boom' });
    expect(res.statusCode).toBe(500);
    expect(Object.keys(res.json()).sort()).toEqual(['error_code', 'message', 'request_id']);
    expect(res.json().error_code).toBe('INTERNAL_ERROR');
    expect(res.body).not.toMatch(/exploded|\/work\/|secret\.ts|SELECT|at \w+ \(|stack/i);
  });
});
