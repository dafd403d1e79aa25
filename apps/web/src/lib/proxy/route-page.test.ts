import { describe, expect, it } from 'vitest';
import { AGENT_PROFILE_COOKIE, PAYMENTS_PARTNER_COOKIE } from '@kavach/domain';
import { isRoutedPagePath, routePage } from './route-page';

const route = (pathname: string, search = '', cookies: Record<string, string> = {}) =>
  routePage({ pathname, search, cookie: (name) => cookies[name] });

describe('page routing of the middleware, under next dev and in production (decisions 029, 057)', () => {
  it('§2/§9 variants: app_render → app, payments partner → osg, agent hint → agent, else d', async () => {
    expect(await route('/')).toEqual({ type: 'rewrite', variant: 'd', pathname: '/d', cookies: [] });
    expect(await route('/about-us')).toMatchObject({ type: 'rewrite', pathname: '/d/about-us' });
    expect(await route('/cart', '?app_render=true')).toMatchObject({ variant: 'app', pathname: '/app/cart' });
    expect(await route('/', '', { [PAYMENTS_PARTNER_COOKIE.name]: '1' })).toMatchObject({ pathname: '/osg' });
    expect(await route('/', '', { [AGENT_PROFILE_COOKIE.name]: '1' })).toMatchObject({ pathname: '/agent' });
  });

  it('§9: tracked query parameters become cookies, on rewrites and on redirects', async () => {
    const rewrite = await route('/', '?utm_source=mail&osg_campaign=paytm');
    expect(rewrite).toMatchObject({ type: 'rewrite', pathname: '/osg' });
    expect(rewrite.cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['utm_source']));
    const redirect = await route('/ac-service-repair', '?utm_source=mail', { city: 'mumbai-thane' });
    expect(redirect.cookies.map((c) => c.name)).toContain('utm_source');
  });

  it('§2 city redirect: a generic repair page goes to the chosen city, keeping the query', async () => {
    expect(await route('/ac-service-repair', '?utm_source=mail', { city: 'mumbai-thane' })).toMatchObject({
      type: 'redirect',
      location: '/ac-service-repair-mumbai-thane?utm_source=mail',
    });
    expect(await route('/ac-service-repair')).toMatchObject({
      type: 'rewrite',
      pathname: '/d/ac-service-repair',
    });
  });

  it('§2 question popup: an unknown category goes home without the query', async () => {
    expect(await route('/mobile-phones-extended-warranty-plans', '?question_popup=nonsense')).toMatchObject({
      type: 'redirect',
      location: '/',
    });
  });

  it('issue 18: a trailing slash redirects (308) to the path without it, query and §9 cookies kept', async () => {
    expect(await route('/about-us/', '?utm_source=mail')).toMatchObject({
      type: 'redirect',
      status: 308,
      location: '/about-us?utm_source=mail',
      cookies: [expect.objectContaining({ name: 'utm_source', value: 'mail' })],
    });
    expect(await route('/account/plans//')).toMatchObject({ status: 308, location: '/account/plans' });
    expect(await route('/')).toMatchObject({ type: 'rewrite', pathname: '/d' });
  });

  it('routes the same paths as the middleware matcher', () => {
    for (const p of ['/', '/about-us', '/about-us/', '/account/orders/KV1', '/ac-service-repair-pune'])
      expect(isRoutedPagePath(p), p).toBe(true);
    for (const p of [
      '/api',
      '/api/health',
      '/api/banner/',
      '/_next/static/a.js',
      '/favicon.ico',
      '/robots.txt',
      '/sitemap.xml',
      '/logo.svg',
    ])
      expect(isRoutedPagePath(p), p).toBe(false);
  });
});
