import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  createFixture,
  DB_KINDS,
  startSession,
  WEB_ORIGIN,
  type Fixture,
} from '../../../test/support/fixture';

describe.each(DB_KINDS)('session and CSRF on %s', (kind) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture(kind);
  });
  afterAll(() => f.close());

  it('§7 set_csrf returns csrf_token, session_id, user_profile, cart, customer', async () => {
    const res = await f.app.inject({ method: 'GET', url: '/auth/set_csrf?tabId=abc&lead_id=L1' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([
      'cart',
      'csrf_token',
      'customer',
      'session_id',
      'user_profile',
    ]);
    expect(body.csrf_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('T2.6 session cookie is __Host-, Secure, HttpOnly, SameSite=Lax, Path=/ and has no Domain', async () => {
    const res = await f.app.inject({ method: 'GET', url: '/auth/set_csrf' });
    const cookie = res.cookies.find((c) => c.name === '__Host-session_id');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.domain).toBeUndefined();
  });

  it('T2.1 session ids are unique and carry 256 random bits; only their hash is stored', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const res = await f.app.inject({ method: 'GET', url: '/auth/set_csrf' });
      ids.add(res.cookies.find((c) => c.name === '__Host-session_id')!.value);
    }
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await f.handle.db.execute(sql`select id_hash from sessions`);
    const hashes = (rows as unknown as { rows: Array<{ id_hash: string }> }).rows.map((r) => r.id_hash);
    for (const id of ids) expect(hashes).not.toContain(id);
  });

  it('T2.7 the public session_id is not the cookie value', async () => {
    const s = await startSession(f.app);
    expect(s.publicId).not.toBe(s.rawCookie.value);
  });

  it('reuses the live session when the cookie is sent back', async () => {
    const s = await startSession(f.app);
    const again = await f.app.inject({ method: 'GET', url: '/auth/set_csrf', headers: { cookie: s.cookie } });
    expect(again.json().session_id).toBe(s.publicId);
    expect(again.json().csrf_token).toBe(s.csrf);
  });

  it('a session expired after 30 days is replaced by a new one', async () => {
    const s = await startSession(f.app);
    const start = f.clock.now();
    f.clock.set(new Date(start.getTime() + 31 * 24 * 3600 * 1000));
    const again = await f.app.inject({ method: 'GET', url: '/auth/set_csrf', headers: { cookie: s.cookie } });
    f.clock.set(start);
    expect(again.json().session_id).not.toBe(s.publicId);
  });

  it('T3.2 a token from session A fails in session B', async () => {
    const a = await startSession(f.app);
    const b = await startSession(f.app);
    const res = await f.app.inject({
      method: 'POST',
      url: '/search-word',
      headers: { cookie: b.cookie, 'x-csrftoken': a.csrf, 'content-type': 'application/json' },
      payload: { keyword: 'laptop' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error_code).toBe('CSRF_FAILED');
  });

  it('a valid token from an allowed origin passes', async () => {
    const s = await startSession(f.app);
    const res = await f.app.inject({
      method: 'POST',
      url: '/search-word',
      headers: { ...s.headers, origin: WEB_ORIGIN, 'content-type': 'application/json' },
      payload: { keyword: 'laptop' },
    });
    expect(res.statusCode).toBe(200);
  });
});
