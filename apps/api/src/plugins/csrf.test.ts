import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, DB_KINDS, startSession, type Fixture } from '../../test/support/fixture';
import { rowCounts } from '../../test/support/db-snapshot';
import { isStateChanging, routeInventory } from '../../test/support/route-inventory';

describe.each(DB_KINDS)('T3.1 CSRF on every state-changing route (%s)', (kind) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture(kind);
  });
  afterAll(() => f.close());

  it('the inventory has the state-changing routes of this issue', () => {
    const urls = routeInventory(f.app)
      .filter(isStateChanging)
      .map((r) => r.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/search-word',
        '/log-search-keyword',
        '/fetch-details',
        '/send_app_link',
        '/selfserve/create_incident_emailterminator',
        '/v3/otp/send_otp',
        '/v3/otp/send_voice_otp',
        '/v3/otp/verify_otp',
        '/v3/otp/send_email_otp',
        '/v3/otp/verify_email_otp',
        '/v3/cart',
        '/v3/cart/item',
        '/v3/cart/items',
        '/v3/cart/items/x1',
        '/v3/cart/item/x1',
        '/v3/cart/device_detail/x1',
        '/v3/cart/x1',
        '/v3/cart/reset',
        '/v3/cart/update_cart',
        '/v3/cart/update_cart_city/x1',
        '/v3/cart/replace_cart',
        '/v3/cart/create_lead',
        '/v3/cart/apply_discount',
        '/v3/cart/remove_discount',
        '/v3/order/checkout',
        '/v3/order/success',
        '/v3/order/failure',
      ]),
    );
  });

  it('5 variants per route → 100% 403 and no database change', async () => {
    const a = await startSession(f.app);
    const b = await startSession(f.app);
    const before = await rowCounts(f.handle.db);
    const payload = {
      keyword: 'x',
      pincode: '400001',
      phone: '9876543210',
      name: 'A',
      email: 'a@b.co',
      subject: 's',
      message: 'm',
    };
    const json = { 'content-type': 'application/json' };
    const variants: Array<[string, Record<string, string>, string]> = [
      ['no token', { cookie: a.cookie, ...json }, JSON.stringify(payload)],
      ['wrong token', { cookie: a.cookie, 'x-csrftoken': 'A'.repeat(43), ...json }, JSON.stringify(payload)],
      [
        'token of another session',
        { cookie: a.cookie, 'x-csrftoken': b.csrf, ...json },
        JSON.stringify(payload),
      ],
      ['evil origin', { ...a.headers, origin: 'https://evil.test', ...json }, JSON.stringify(payload)],
      [
        'cross-site fetch',
        { ...a.headers, 'sec-fetch-site': 'cross-site', ...json },
        JSON.stringify(payload),
      ],
      [
        'text/plain simple request',
        { cookie: a.cookie, 'content-type': 'text/plain' },
        JSON.stringify(payload),
      ],
    ];
    // docs/product/security-tests.md#t3-1's exemptions: server-to-server routes authenticated otherwise — the gateway webhook by
    // its HMAC signature, partner plan registration by the partner's API key (decision 024).
    const WEBHOOK = '/v3/payments/webhook';
    const PARTNER = '/v3/partner/plans';
    const routes = routeInventory(f.app)
      .filter(isStateChanging)
      .filter((r) => r.url !== WEBHOOK && r.url !== PARTNER);
    for (const [name, headers, body] of variants) {
      const res = await f.app.inject({ method: 'POST', url: WEBHOOK, headers, payload: body });
      expect([400, 415], `POST ${WEBHOOK} without a signature (${name})`).toContain(res.statusCode);
      const partner = await f.app.inject({ method: 'POST', url: PARTNER, headers, payload: body });
      expect(partner.statusCode, `POST ${PARTNER} without a partner key (${name})`).toBe(401);
    }
    for (const route of routes) {
      for (const [name, headers, body] of variants) {
        const res = await f.app.inject({
          method: route.method as 'POST',
          url: route.url,
          headers,
          payload: body,
        });
        expect(res.statusCode, `${route.method} ${route.url} (${name})`).toBe(403);
      }
    }
    expect(await rowCounts(f.handle.db)).toEqual(before);
  });
});
