import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createFixture, DB_KINDS, startSession, type Fixture } from '../../test/support/fixture';
import { isStateChanging, routeInventory } from '../../test/support/route-inventory';

/** docs/product/security-tests.md#t12-1 (API side): the API answers data, never a page to render or frame. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** docs/product/security-tests.md#t12-1 (API side): what every API answer must carry, whatever its status. */
function expectApiHeaders(res: LightMyRequestResponse, what: string) {
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['content-security-policy'], what).toBe(API_CSP);
  expect(res.headers['x-powered-by'], what).toBeUndefined();
}

describe.each(DB_KINDS)('T12.1 security headers on every API route (%s)', (kind) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture(kind);
  });
  afterAll(() => f.close());

  it("T12.1: every route of the inventory answers nosniff, Content-Security-Policy default-src 'none'; frame-ancestors 'none', no X-Powered-By (reads with a session, writes refused by CSRF, unknown routes)", async () => {
    const session = await startSession(f.app);
    const routes = routeInventory(f.app);
    expect(routes.length).toBeGreaterThan(50);
    let checked = 0;
    for (const route of routes) {
      const res = await f.app.inject({
        method: route.method as 'GET',
        url: route.url,
        // Writes without their token: refused before the handler (docs/product/security-tests.md#t3-1), so no database change.
        headers: isStateChanging(route) ? { cookie: session.cookie } : session.headers,
        ...(isStateChanging(route) ? { payload: {} } : {}),
      });
      // Documents keep their own, stricter policy (docs/product/security-tests.md#t11-3: `sandbox`).
      if (res.headers['content-security-policy'] === 'sandbox') continue;
      expectApiHeaders(res, `${route.method} ${route.url} → ${res.statusCode}`);
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
    expectApiHeaders(await f.app.inject({ method: 'GET', url: '/no-such-route' }), 'an unknown route (404)');
    const badJson = await f.app.inject({
      method: 'POST',
      url: '/v3/otp/send_otp',
      headers: { ...session.headers, 'content-type': 'application/json' },
      payload: '{"phone": ',
    });
    expect(badJson.statusCode).toBe(400);
    expectApiHeaders(badJson, 'malformed JSON (400)');
  });

  it("T12.1: the OpenAPI page (/docs) has its own policy: its scripts from itself (inline ones by hash), never 'unsafe-inline' scripts, object-src 'none', not framed", async () => {
    const page = await f.app.inject({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc.trim()).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')*$/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-powered-by']).toBeUndefined();
  });
});
