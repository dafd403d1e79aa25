import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerTokens } from '@kavach/db';
import { createFixture, DB_KINDS, startSession, type Fixture } from '../../test/support/fixture';
import { rowCounts } from '../../test/support/db-snapshot';
import { isStateChanging, routeInventory } from '../../test/support/route-inventory';
import { registeredCustomer } from '../../test/support/customer-test-helpers';

/** Bodies a browser form or a CORS-safelisted fetch can send, each to a JSON route. */
const WRONG_TYPES: Array<[string, string]> = [
  ['text/plain', '{"rating":5,"subject":"website"}'],
  ['text/plain;charset=UTF-8', '{}'],
  [
    'multipart/form-data; boundary=----kavach',
    '------kavach\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n------kavach--\r\n',
  ],
  ['application/x-www-form-urlencoded', 'rating=5&subject=website'],
  ['application/xml', '<a/>'],
];

describe.each(DB_KINDS)('issue 18 finding 9 / T1.3: a body that is not JSON → 415 (%s)', (kind) => {
  let f: Fixture;
  let headers: Record<string, string>;
  beforeAll(async () => {
    f = await createFixture(kind);
    const { b } = await registeredCustomer(f);
    headers = { cookie: b.cookie(), 'x-csrftoken': b.csrf() };
  });
  afterAll(() => f.close());

  let client = 0;
  const post = (url: string, contentType: string, payload: string, method = 'POST') =>
    f.app.inject({
      method: method as 'POST',
      url,
      headers: {
        ...headers,
        'content-type': contentType,
        'x-forwarded-for': `10.9.${++client >> 8}.${client & 255}`,
      },
      payload,
    });

  it('POST /v3/customer/app_token with a text/plain body → 415 UNSUPPORTED_MEDIA_TYPE, no token issued', async () => {
    const before = (await f.handle.db.select().from(customerTokens)).length;
    const res = await post('/v3/customer/app_token', 'text/plain', '{}');
    expect(res.statusCode).toBe(415);
    expect(res.json().error_code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(res.body).not.toContain('usertoken');
    expect((await f.handle.db.select().from(customerTokens)).length).toBe(before);
    // The same call without a body, as the app makes it, still issues one.
    const ok = await f.app.inject({ method: 'POST', url: '/v3/customer/app_token', headers });
    expect(ok.statusCode).toBe(200);
  });

  it('every state-changing JSON route, signed in with a valid CSRF token: text/plain, multipart, form and XML → 415, nothing written', async () => {
    // The upload route takes application/octet-stream and checks the plan before reading a byte
    // (its own tests); the partner route authenticates by key first (401).
    const routes = routeInventory(f.app)
      .filter(isStateChanging)
      .filter((r) => r.url !== '/v3/activation/x1/documents' && r.url !== '/v3/partner/plans');
    expect(routes.length).toBeGreaterThan(50);
    const before = await rowCounts(f.handle.db);
    const wrong: string[] = [];
    for (const route of routes)
      for (const [type, payload] of WRONG_TYPES) {
        const res = await post(route.url, type, payload, route.method);
        const code = res.statusCode === 415 ? (res.json() as { error_code?: string }).error_code : undefined;
        if (code !== 'UNSUPPORTED_MEDIA_TYPE')
          wrong.push(`${route.method} ${route.url} ${type} → ${res.statusCode}`);
      }
    expect(wrong).toEqual([]);
    expect(await rowCounts(f.handle.db)).toEqual(before);
  });

  it('T3.1e still holds: a text/plain simple request without the CSRF header → 403 before the body is read', async () => {
    const s = await startSession(f.app);
    const res = await f.app.inject({
      method: 'POST',
      url: '/v3/customer/app_token',
      headers: { cookie: s.cookie, 'content-type': 'text/plain' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error_code).toBe('CSRF_FAILED');
  });
});
