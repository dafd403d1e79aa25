import { localPath } from '../../lib/local-path';

/** App mode (docs/product/accounts.md#sign-in): reading and rewriting the page address; see app-login.ts. */

/** The token and the destination in a URL, or null when the page is not an app-mode sign-in. */
export function appLoginRequest(href: string): { usertoken: string; next: string } | null {
  const url = new URL(href);
  const usertoken = url.searchParams.get('usertoken');
  if (!usertoken || !url.searchParams.get('app_render')) return null;
  return { usertoken, next: localPath(url.searchParams.get('next')) ?? '/' };
}

/** `path` with the given query parameters set (a same-site path in, a same-site path out). */
export function withQuery(path: string, params: Record<string, string>): string {
  const url = new URL(path, 'https://kavach.invalid');
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The address without the token (other parameters kept). */
export function withoutToken(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('usertoken');
  return `${url.pathname}${url.search}${url.hash}`;
}
