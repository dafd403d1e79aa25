import { NextResponse } from 'next/server';
import type { NextRequest } from 'next/server';
import { pageCsp, tileOrigins } from './lib/csp';
import { env } from './lib/env';
import { isRoutedPagePath, routePage } from './lib/proxy/route-page';
import type { PageRoute } from './lib/proxy/route-page';
import { VARIANT_HEADER } from './lib/proxy/variant-rewrite';

/**
 * A fresh nonce in the request's Content-Security-Policy, which Next reads while it renders and puts
 * on every script it writes into a dynamically rendered page; the same policy on the answer (Next's
 * CSP guide). Statically generated pages have no nonce: the production server gives them a policy
 * with the hashes of their inline scripts instead (src/server/page-csp.ts, decision 042).
 */
function withNonce(request: NextRequest): { headers: Headers; csp: string } {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const csp = pageCsp({ nonce, dev: env.NODE_ENV === 'development' }, tileOrigins(env.MAP_TILE_URL));
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', csp);
  return { headers, csp };
}

function respond(route: PageRoute, request: NextRequest): NextResponse {
  let response: NextResponse;
  if (route.type === 'redirect') {
    response = NextResponse.redirect(new URL(route.location, request.nextUrl.origin), route.status);
  } else {
    // The variant goes on in a request header; next.config.ts rewrites the path with it (decision
    // 057). A middleware rewrite would make the page dynamic on Next 15.5 (decision 029).
    const { headers, csp } = withNonce(request);
    headers.set(VARIANT_HEADER, route.variant);
    response = NextResponse.next({ request: { headers } });
    response.headers.set('content-security-policy', csp);
  }
  // Next derives the URL's protocol from X-Forwarded-Proto behind a TLS terminator.
  const secure = request.nextUrl.protocol === 'https:';
  for (const c of route.cookies) {
    response.cookies.set({ ...c, path: '/', sameSite: 'lax', secure });
  }
  return response;
}

/**
 * The one page router, under `next dev` and in production (decision 057): pages are routed by `routePage` (docs/product/catalogue.md#repair-pages-and-city-coverage redirects, docs/product/catalogue.md#query-parameters-and-marketing-cookies marketing cookies,
 * the `[v]` variant, which next.config.ts's rewrites turn into the page's path). `/api/*` never
 * reaches Next: the web server forwards it to the API first (src/server/api-proxy.ts, decision 079).
 */
export async function middleware(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  if (!isRoutedPagePath(pathname)) return NextResponse.next();
  const route = await routePage({ pathname, search, cookie: (name) => request.cookies.get(name)?.value });
  return respond(route, request);
}

export const config = {
  // Node.js runtime (stable since 15.5), the runtime Next 16's proxy uses by default.
  runtime: 'nodejs',
  matcher: [
    // Pages only (isRoutedPagePath in lib/proxy/route-page.ts says the same): not Next assets,
    // metadata files (sitemap.xml, robots.txt) or any file with an extension.
    '/((?!api/|_next/|favicon\\.ico|sitemap\\.xml|robots\\.txt|.*\\.[^/]*$).*)',
  ],
};
