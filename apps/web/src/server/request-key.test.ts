import { describe, expect, it } from 'vitest';
import { cacheKeyFor, parseCookieHeader } from './request-key';

const get = (url: string, headers: Record<string, string> = {}) =>
  cacheKeyFor({ method: 'GET', url, headers });

describe('page cache key (decision 010: a cached answer is exactly what Next would answer)', () => {
  it('keys a plain page request by variant, city and path', () => {
    expect(get('/mobile-phones-extended-warranty-plans')?.key).toBe(
      'd|-|/mobile-phones-extended-warranty-plans',
    );
    expect(get('/')?.key).toBe('d|-|/');
    expect(cacheKeyFor({ method: 'HEAD', url: '/', headers: {} })?.key).toBe('d|-|/');
  });

  it('leaves to Next: other methods, query strings, API, assets, metadata files, odd paths', () => {
    expect(cacheKeyFor({ method: 'POST', url: '/', headers: {} })).toBeNull();
    expect(get('/?utm_source=x')).toBeNull();
    expect(get('/ac-service-repair?question_popup=ac')).toBeNull();
    expect(get('/api/health')).toBeNull();
    expect(get('/_next/static/chunks/a.js')).toBeNull();
    expect(get('/robots.txt')).toBeNull();
    expect(get('/sitemap.xml')).toBeNull();
    expect(get('/about-us/')).toBeNull();
    expect(get('//evil.example')).toBeNull();
    expect(get('/caf%C3%A9')).toBeNull();
  });

  it('leaves to Next: RSC, router, server-action and draft-mode requests', () => {
    for (const h of ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-action', 'authorization'])
      expect(get('/', { [h]: '1' })).toBeNull();
    expect(get('/', { cookie: '__prerender_bypass=abc' })).toBeNull();
  });

  it('§2 payments-partner campaign: the campaign cookie selects the osg variant, so a separate entry', () => {
    expect(get('/', { cookie: 'osg_campaign=paytm' })?.key).toBe('osg|-|/');
    expect(get('/', { cookie: 'osg_campaign=nope' })?.key).toBe('d|-|/');
  });

  it('§1/§2 sales-agent variant (decision 025): the agent hint cookie selects the agent chrome', () => {
    expect(get('/', { cookie: 'user_profile_details=1' })?.key).toBe('agent|-|/');
    expect(get('/', { cookie: 'user_profile_details=0' })?.key).toBe('d|-|/');
    // The payments-partner campaign wins: its chrome disables more (navigation, logo link, chat).
    expect(get('/', { cookie: 'user_profile_details=1; osg_campaign=paytm' })?.key).toBe('osg|-|/');
    expect(get('/', { cookie: 'user_profile_details=1' })?.cookieHeader).toBe('user_profile_details=1');
  });

  it('§2 city redirect: the city cookie is part of the key on generic repair pages only', () => {
    expect(get('/ac-service-repair', { cookie: 'city=mumbai' })?.key).toBe('d|mumbai|/ac-service-repair');
    expect(get('/ac-service-repair', { cookie: 'city=atlantis' })?.key).toBe('d|-|/ac-service-repair');
    expect(get('/ac-service-repair-mumbai-thane', { cookie: 'city=pune' })?.key).toBe(
      'd|-|/ac-service-repair-mumbai-thane',
    );
    expect(get('/', { cookie: 'city=pune' })?.key).toBe('d|-|/');
  });

  it('forwards only the key cookies to Next (session and other cookies never shape a cached page)', () => {
    const keyed = get('/ac-service-repair', { cookie: '__Host-session_id=secret; city=pune; utm_source=x' });
    expect(keyed?.cookieHeader).toBe('city=pune');
  });

  it('parses cookie headers like Next: first value wins, quotes and percent-encoding removed', () => {
    const c = parseCookieHeader('a=1; a=2; b="x y"; c=%E0%A4%95; d=%zz; =bad; e');
    expect(c.get('a')).toBe('1');
    expect(c.get('b')).toBe('x y');
    expect(c.get('c')).toBe('क');
    expect(c.get('d')).toBe('%zz');
    expect(c.size).toBe(4);
  });
});
