import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { routeRequest, setCookieValue } from './route-request';

function exchange(url: string, headers: Record<string, string> = {}) {
  const req = { url, headers } as unknown as IncomingMessage;
  const sent: { status?: number; headers: Record<string, unknown>; cookies: string[]; ended: boolean } = {
    headers: {},
    cookies: [],
    ended: false,
  };
  const res = {
    appendHeader: (name: string, value: string) => {
      if (name === 'set-cookie') sent.cookies.push(value);
      return res;
    },
    writeHead: (status: number, h: Record<string, unknown>) => {
      sent.status = status;
      Object.assign(sent.headers, h);
      return res;
    },
    end: () => {
      sent.ended = true;
      return res;
    },
  } as unknown as ServerResponse;
  return { req, res, sent };
}

describe('production page routing before Next (decision 029)', () => {
  it('rewrites a page to its variant path, keeping the query, and sets the §9 cookies', async () => {
    const { req, res, sent } = exchange('/mobile-phones-extended-warranty-plans?utm_source=mail');
    expect(await routeRequest(req, res)).toBe(true);
    expect(req.url).toBe('/d/mobile-phones-extended-warranty-plans?utm_source=mail');
    expect(sent.cookies).toEqual(['utm_source=mail; Path=/; Max-Age=2592000; SameSite=Lax']);
    expect(sent.ended).toBe(false);
  });

  it('answers a §2 redirect itself with a 307 and a same-site location', async () => {
    const { req, res, sent } = exchange('/ac-service-repair', { cookie: 'city=pune' });
    expect(await routeRequest(req, res)).toBe(false);
    expect(sent).toMatchObject({
      status: 307,
      headers: { location: '/ac-service-repair-pune' },
      ended: true,
    });
  });

  it('issue 18: a page with a trailing slash gets a 308 to the slashless path, not to its variant path', async () => {
    const { req, res, sent } = exchange('/about-us/?utm_source=mail');
    expect(await routeRequest(req, res)).toBe(false);
    expect(sent).toMatchObject({
      status: 308,
      headers: { location: '/about-us?utm_source=mail' },
      ended: true,
    });
  });

  it('leaves API calls, assets and odd paths to Next unchanged', async () => {
    for (const url of [
      '/api/health',
      '/api/banner/',
      '/_next/static/a.js',
      '/robots.txt',
      '//evil.example/x',
      'x',
    ]) {
      const { req, res } = exchange(url);
      expect(await routeRequest(req, res), url).toBe(true);
      expect(req.url).toBe(url);
    }
  });

  it('marks cookies Secure only behind an HTTPS terminator', () => {
    const c = { name: 'utm_source', value: 'a b', maxAge: 60 };
    expect(setCookieValue(c, false)).toBe('utm_source=a%20b; Path=/; Max-Age=60; SameSite=Lax');
    expect(setCookieValue(c, true)).toMatch(/; Secure$/);
  });
});
