import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { middleware } from './middleware';
import { VARIANT_HEADER } from './lib/proxy/variant-rewrite';

const call = (url: string, headers: Record<string, string> = {}) =>
  middleware(new NextRequest(new URL(url, 'http://localhost:3000'), { headers }));

/** The request headers the middleware hands on (Next's documented `NextResponse.next({ request })`). */
const forwarded = (res: Response, name: string) => res.headers.get(`x-middleware-request-${name}`);

describe('the one page router, under next dev and in production (decision 057)', () => {
  it('hands a page on with its variant (rewritten by next.config.ts), a nonce policy and the §9 cookies', async () => {
    const res = await call('/mobile-phones-extended-warranty-plans?utm_source=mail');
    expect(res.headers.get('x-middleware-next')).toBe('1');
    expect(res.headers.get('x-middleware-rewrite')).toBeNull();
    expect(forwarded(res, VARIANT_HEADER)).toBe('d');
    const csp = res.headers.get('content-security-policy');
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(forwarded(res, 'content-security-policy')).toBe(csp);
    const [cookie, ...more] = res.headers.getSetCookie();
    expect(more).toEqual([]);
    expect(cookie).toMatch(/^utm_source=mail; Path=\/; Expires=[^;]+; Max-Age=2592000; SameSite=lax$/);
  });

  it('overwrites a variant header the client sent', async () => {
    const res = await call('/', { [VARIANT_HEADER]: 'osg', cookie: 'user_profile_details=1' });
    expect(forwarded(res, VARIANT_HEADER)).toBe('agent');
  });

  it('answers a §2 redirect itself with a 307 and a same-site location', async () => {
    const res = await call('/ac-service-repair', { cookie: 'city=pune' });
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('http://localhost:3000/ac-service-repair-pune');
  });

  it('issue 18: a page with a trailing slash gets a 308 to the slashless path, not to its variant path', async () => {
    const res = await call('/about-us/?utm_source=mail');
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe('http://localhost:3000/about-us?utm_source=mail');
  });

  it('leaves assets and metadata files alone', async () => {
    for (const url of ['/_next/static/a.js', '/robots.txt', '/logo.svg']) {
      const res = await call(url, { [VARIANT_HEADER]: 'osg' });
      expect(res.headers.get('x-middleware-next'), url).toBe('1');
      expect(forwarded(res, VARIANT_HEADER), url).toBeNull();
      expect(res.headers.get('set-cookie'), url).toBeNull();
    }
  });

  it('marks cookies Secure only behind an HTTPS terminator', async () => {
    const plain = await call('/?utm_source=a%20b');
    expect(plain.headers.getSetCookie()[0]).not.toMatch(/Secure/i);
    const tls = await middleware(new NextRequest('https://shop.example/?utm_source=a%20b'));
    expect(tls.headers.getSetCookie()[0]).toMatch(/; Secure/i);
  });
});
