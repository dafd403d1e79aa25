import { marketingCookiesFromQuery } from '@kavach/domain';
import type { CookieToSet } from '@kavach/domain';
import type { VariantKey } from '../variant';
import { chooseVariant } from './choose-variant';
import type { CookieReader } from './choose-variant';
import { repairRedirectPath } from './repair-redirect';
import { requestQuery, singleParam } from './request-query';

/** What routing reads of a page request. */
export interface PageRequest {
  pathname: string;
  /** The query string with its `?`, or ''. */
  search: string;
  cookie: CookieReader;
}

/**
 * How a page request is answered before rendering: a redirect to a same-site path (307, or 308 for
 * a trailing slash), or a rewrite to the `[v]` variant that renders it — with the docs/product/catalogue.md#query-parameters-and-marketing-cookies marketing
 * cookies its query asks for either way.
 */
export type PageRoute =
  | { type: 'redirect'; status: 307 | 308; location: string; cookies: CookieToSet[] }
  | { type: 'rewrite'; variant: VariantKey; pathname: string; cookies: CookieToSet[] };

/**
 * `/x/` → `/x` (query kept), as Next's own trailing-slash redirect did. Next's is switched off
 * (`skipTrailingSlashRedirect`, next.config.ts) so that `/api/banner/` reaches the API with its
 * slash (docs/product/api.md#content, issue 18); pages get it here, before the variant rewrite — Next's redirect ran
 * after it and sent visitors to `/d/x`.
 */
function withoutTrailingSlash(pathname: string): string | null {
  if (pathname.length <= 1 || !pathname.endsWith('/')) return null;
  return pathname.replace(/\/+$/, '') || '/';
}

/** `/x` → `/{v}/x`: each page is cached per variant and rendered with the right chrome. */
export const variantPath = (variant: VariantKey, pathname: string): string =>
  `/${variant}${pathname === '/' ? '' : pathname}`;

/** A same-site path only (API-provided targets must not become open redirects). */
function localPath(to: string): string | null {
  if (!to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return null;
  const url = new URL(to, 'http://local.invalid');
  return url.origin === 'http://local.invalid' ? `${url.pathname}${url.search}` : null;
}

async function decide(req: PageRequest): Promise<PageRoute> {
  const query = requestQuery(new URLSearchParams(req.search));
  const cookies = marketingCookiesFromQuery(query);
  const slashless = withoutTrailingSlash(req.pathname);
  if (slashless) return { type: 'redirect', status: 308, location: `${slashless}${req.search}`, cookies };
  // docs/product/catalogue.md#repair-pages-and-city-coverage: a generic repair page goes to the chosen city's page (keeping the query).
  const repairTo = repairRedirectPath(req.pathname, req.cookie);
  if (repairTo) return { type: 'redirect', status: 307, location: `${repairTo}${req.search}`, cookies };
  // docs/product/catalogue.md#question-popup: an unknown category or a single answer redirects (without the query).
  const popup = singleParam(query, 'question_popup');
  if (popup !== null) {
    // Loaded on first use: it brings the API contracts, which the server need not parse at start.
    const { questionPopupAction } = await import('./question-popup');
    const action = await questionPopupAction(popup, req.cookie);
    const to = action.type === 'redirect' ? localPath(action.to) : null;
    if (to) return { type: 'redirect', status: 307, location: to, cookies };
  }
  const variant = chooseVariant(req.cookie, query);
  return { type: 'rewrite', variant, pathname: variantPath(variant, req.pathname), cookies };
}

/**
 * The page routing of docs/product/catalogue.md#screens-and-routes and docs/product/catalogue.md#formats-and-constants: src/middleware.ts applies it to every page request,
 * under `next dev` and in production alike (decision 057). Malformed input never becomes a 500: the
 * page renders in the default variant.
 */
export async function routePage(req: PageRequest): Promise<PageRoute> {
  try {
    return await decide(req);
  } catch {
    return { type: 'rewrite', variant: 'd', pathname: variantPath('d', req.pathname), cookies: [] };
  }
}

/** True for the paths src/middleware.ts's matcher sends to page routing (the middleware checks it too). */
export function isRoutedPagePath(pathname: string): boolean {
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/_next/')) return false;
  if (['/favicon.ico', '/sitemap.xml', '/robots.txt'].includes(pathname)) return false;
  return !/\.[^/]*$/.test(pathname);
}
