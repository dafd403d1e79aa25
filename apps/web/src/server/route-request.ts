import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CookieToSet } from '@kavach/domain';
import { isRoutedPagePath, routePage } from '../lib/proxy/route-page';
import { parseCookieHeader } from './request-key';

/** A docs/product/catalogue.md#query-parameters-and-marketing-cookies marketing cookie as a Set-Cookie value (the attributes src/middleware.ts sets). */
export function setCookieValue(c: CookieToSet, secure: boolean): string {
  return `${c.name}=${encodeURIComponent(c.value)}; Path=/; Max-Age=${c.maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

function forwardedHttps(req: IncomingMessage): boolean {
  const proto = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

/**
 * Page routing (lib/proxy/route-page.ts) before Next sees the request (decision 029): a redirect
 * is answered here (returns false); otherwise `req.url` becomes the variant's path and the request
 * goes on to Next (returns true). Assets, API calls and odd paths go to Next unchanged.
 */
export async function routeRequest(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  const raw = req.url ?? '/';
  // Assets and API calls (most requests) go straight on, without parsing the URL.
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/_next/') || raw.startsWith('/api/'))
    return true;
  const url = new URL(raw, 'http://local.invalid');
  if (!isRoutedPagePath(url.pathname)) return true;
  const cookies = parseCookieHeader(req.headers.cookie);
  const route = await routePage({
    pathname: url.pathname,
    search: url.search,
    cookie: (n) => cookies.get(n),
  });
  const secure = forwardedHttps(req);
  for (const c of route.cookies) res.appendHeader('set-cookie', setCookieValue(c, secure));
  if (route.type === 'redirect') {
    res.writeHead(route.status, { location: route.location });
    res.end();
    return false;
  }
  req.url = `${route.pathname}${url.search}`;
  return true;
}
