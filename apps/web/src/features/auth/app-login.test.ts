import { describe, expect, it } from 'vitest';
import { appLoginRequest, withQuery, withoutToken } from './app-login-url';

const base = 'https://kavach.example';

describe('appLoginRequest', () => {
  it('§2: usertoken and app_render together make an app-mode sign-in; next defaults to /', () => {
    expect(appLoginRequest(`${base}/?usertoken=abc&app_render=true`)).toEqual({
      usertoken: 'abc',
      next: '/',
    });
    expect(appLoginRequest(`${base}/x?usertoken=abc&app_render=true&next=%2Faccount%2Fplans`)).toEqual({
      usertoken: 'abc',
      next: '/account/plans',
    });
  });

  it.each([`${base}/?usertoken=abc`, `${base}/?app_render=true`, `${base}/`])('%s is not one', (href) => {
    expect(appLoginRequest(href)).toBeNull();
  });

  it.each(['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)'])(
    'T1.5: next=%s is not followed (home instead)',
    (next) => {
      const href = `${base}/?usertoken=abc&app_render=true&next=${encodeURIComponent(next)}`;
      expect(appLoginRequest(href)?.next).toBe('/');
    },
  );
});

describe('withQuery / withoutToken', () => {
  it('adds app_render=true (and sign_out=true) to next, keeping its own query', () => {
    expect(withQuery('/account/plans?x=1', { app_render: 'true' })).toBe(
      '/account/plans?x=1&app_render=true',
    );
    expect(withQuery('/', { app_render: 'true', sign_out: 'true' })).toBe('/?app_render=true&sign_out=true');
  });

  it('strips only the token from the address', () => {
    expect(withoutToken(`${base}/account/plans?usertoken=abc&app_render=true&next=%2F`)).toBe(
      '/account/plans?app_render=true&next=%2F',
    );
  });
});
