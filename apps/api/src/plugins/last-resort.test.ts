import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createFixture, DB_KINDS, startSession, type Fixture } from '../../test/support/fixture';

const LEAKS = /at \S+ \(|\/work\/|node_modules|SELECT |pg_|secret-detail|ECONN|PGlite/i;
const CHILD = fileURLToPath(new URL('../../test/support/last-resort-child.ts', import.meta.url));

const generic = (res: { statusCode: number; body: string; headers: Record<string, unknown> }) => {
  expect([500, 503]).toContain(res.statusCode);
  const body = JSON.parse(res.body) as { error_code: string; message: string; request_id: string };
  // 503 SERVICE_UNAVAILABLE (+ Retry-After) when the connection itself is gone (decision 046),
  // DB_UNAVAILABLE from /health, INTERNAL_ERROR for anything else.
  expect(body.error_code).toMatch(/^(INTERNAL_ERROR|DB_UNAVAILABLE|SERVICE_UNAVAILABLE)$/);
  if (body.error_code === 'SERVICE_UNAVAILABLE') expect(res.headers['retry-after']).toBeTruthy();
  expect(body.request_id).toBe(res.headers['x-request-id']);
  expect(res.body).not.toMatch(LEAKS);
};

describe.each(DB_KINDS)('T13.4 last-resort handling (%s)', (kind) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture(kind);
  });
  afterAll(() => f.close());

  it('a handler that throws, synchronously or asynchronously → generic 500 with the request id; the app keeps serving', async () => {
    const app = await buildApp(f.deps);
    app.get('/t13/throws', () => {
      throw new Error('secret-detail at /work/x.ts: SELECT * FROM customers');
    });
    app.get('/t13/rejects', async () => {
      await new Promise((r) => setTimeout(r, 1));
      throw Object.assign(new Error('secret-detail'), { code: '23505', detail: 'Key (email)=(a@b.co)' });
    });
    await app.ready();
    try {
      for (const url of ['/t13/throws', '/t13/rejects']) {
        const res = await app.inject({ method: 'GET', url, headers: { 'x-request-id': 'corr-12345678' } });
        generic(res);
        expect(res.json().request_id).toBe('corr-12345678');
      }
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('a broken database → generic 5xx with the request id on every database route, never internals; the app keeps serving', async () => {
    const broken = await createFixture(kind);
    const s = await startSession(broken.app);
    await broken.handle.close();
    try {
      const calls: Array<[string, string, unknown]> = [
        ['GET', '/v3/customer/me', undefined],
        ['GET', `/v3/cart/${'A'.repeat(43)}`, undefined],
        [
          'POST',
          '/v3/cart/item',
          { data: { sku: 'EW-MOBILE-PHONE', tenure_months: 12, device_price: 2_000_000 } },
        ],
        ['GET', '/health', undefined],
      ];
      for (const [method, url, body] of calls) {
        const res = await broken.app.inject({
          method: method as 'GET',
          url,
          headers: { ...s.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
          ...(body ? { payload: JSON.stringify(body) } : {}),
        });
        expect([500, 503], `${method} ${url} → ${res.statusCode} ${res.body}`).toContain(res.statusCode);
        generic(res);
      }
    } finally {
      await broken.app.close();
    }
  });
});

describe('T13.4 a promise rejected with nobody to handle it', () => {
  it('is logged and the process stays up (lib/last-resort.ts, installed by server.ts)', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', CHILD], {
      timeout: 60_000,
    });
    const lines = stdout.trim().split('\n');
    const logged = lines
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(logged).toEqual([
      expect.objectContaining({
        level: 50,
        event: 'unhandled_rejection',
        msg: 'unhandled promise rejection',
      }),
    ]);
    expect(lines.at(-1)).toBe('still up');
  });
});
