import type { IncomingHttpHeaders } from 'node:http';
import { CITY_COOKIE } from '@kavach/domain';
import { VARIANT_COOKIES, chooseVariant } from '../lib/proxy/choose-variant';
import type { CookieReader } from '../lib/proxy/choose-variant';
import { chosenCityKey, isGenericRepairPath } from '../lib/proxy/repair-redirect';

/**
 * Which requests the page cache may answer, and under which key. A cached answer must be exactly
 * what Next would have answered, so the key holds every input the proxy (`src/middleware.ts`) reads
 * for a request without a query string: the path, the variant its cookies choose and, on a
 * generic repair page, the chosen city. Everything else goes to Next untouched.
 */

/** Headers that make Next answer with something other than the page HTML (RSC, actions, drafts). */
const BYPASS_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'authorization',
] as const;

/** Cookies that hand the request to Next whatever the path (draft/preview mode). */
const BYPASS_COOKIES = ['__prerender_bypass', '__next_preview_data'] as const;

/** Only the cookies that can change a cacheable page's answer; forwarded to Next on a fill. */
export const KEY_COOKIES: readonly string[] = [...VARIANT_COOKIES, CITY_COOKIE.name];

/** Parses a Cookie header (first value wins, as in Next's cookie parser). */
export function parseCookieHeader(header: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || out.has(name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // keep the raw value, as Next does
    }
    out.set(name, value);
  }
  return out;
}

export interface KeyedRequest {
  key: string;
  pathname: string;
  /** `name=value` pairs of KEY_COOKIES present on the request, for the fill request. */
  cookieHeader: string;
}

/** Same rule as the proxy matcher: a page path, not an asset, API call or metadata file. */
function isPagePath(pathname: string): boolean {
  if (!pathname.startsWith('/') || pathname.startsWith('//')) return false;
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/_next/')) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (last.includes('.')) return false;
  // Trailing slashes redirect; encoded or odd characters are left to Next.
  if (pathname.length > 1 && pathname.endsWith('/')) return false;
  return /^[a-z0-9/_-]+$/i.test(pathname);
}

export function cacheKeyFor(req: {
  method?: string | undefined;
  url?: string | undefined;
  headers: IncomingHttpHeaders;
}): KeyedRequest | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.url ?? '';
  if (url.includes('?') || url.includes('#')) return null;
  if (!isPagePath(url)) return null;
  for (const h of BYPASS_HEADERS) if (req.headers[h] !== undefined) return null;
  const cookies = parseCookieHeader(req.headers.cookie);
  for (const c of BYPASS_COOKIES) if (cookies.has(c)) return null;
  const read: CookieReader = (name) => cookies.get(name);
  const variant = chooseVariant(read, {});
  const city = isGenericRepairPath(url) ? (chosenCityKey(read) ?? '-') : '-';
  const cookieHeader = KEY_COOKIES.filter((n) => cookies.has(n))
    .map((n) => `${n}=${encodeURIComponent(cookies.get(n) ?? '')}`)
    .join('; ');
  return { key: `${variant}|${city}|${url}`, pathname: url, cookieHeader };
}
