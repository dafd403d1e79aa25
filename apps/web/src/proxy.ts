import { NextResponse } from 'next/server';
import type { NextRequest } from 'next/server';
import { marketingCookiesFromQuery } from '@kavach/domain';
import type { QueryInput } from '@kavach/domain';
import { env } from '@/lib/env';
import { chooseVariant } from '@/lib/proxy/choose-variant';
import type { CookieReader } from '@/lib/proxy/choose-variant';
import { questionPopupAction } from '@/lib/proxy/question-popup';
import { repairRedirectPath } from '@/lib/proxy/repair-redirect';
import { requestQuery, singleParam } from '@/lib/proxy/request-query';

/** `/api/:path*` → `${API_ORIGIN}/:path*` at runtime, so the browser stays same-origin. */
function forwardToApi(request: NextRequest): NextResponse {
  const rest = request.nextUrl.pathname.slice('/api'.length) || '/';
  return NextResponse.rewrite(new URL(`${env.API_ORIGIN}${rest}${request.nextUrl.search}`));
}

function cookieReader(request: NextRequest): CookieReader {
  return (name) => request.cookies.get(name)?.value;
}

/** A same-origin path only (API-provided targets must not become open redirects). */
function safeLocalUrl(to: string, request: NextRequest): URL | null {
  if (!to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return null;
  const url = new URL(to, request.nextUrl.origin);
  return url.origin === request.nextUrl.origin ? url : null;
}

function redirect(url: URL): NextResponse {
  return NextResponse.redirect(url, 307);
}

/** `/x` → `/{v}/x`: each page is cached per variant and rendered with the right chrome. */
function rewriteToVariant(request: NextRequest, query: QueryInput): NextResponse {
  const url = request.nextUrl.clone();
  const { pathname } = request.nextUrl;
  url.pathname = `/${chooseVariant(cookieReader(request), query)}${pathname === '/' ? '' : pathname}`;
  return NextResponse.rewrite(url);
}

async function route(request: NextRequest, query: QueryInput): Promise<NextResponse> {
  const repairTo = repairRedirectPath(request.nextUrl.pathname, cookieReader(request));
  if (repairTo) {
    const url = new URL(repairTo, request.nextUrl.origin);
    url.search = request.nextUrl.search;
    return redirect(url);
  }
  const popup = singleParam(query, 'question_popup');
  if (popup !== null) {
    const action = await questionPopupAction(request, popup);
    if (action.type === 'redirect') {
      const url = safeLocalUrl(action.to, request);
      if (url) return redirect(url);
    }
  }
  return rewriteToVariant(request, query);
}

function setMarketingCookies(response: NextResponse, request: NextRequest, query: QueryInput): NextResponse {
  const secure = request.nextUrl.protocol === 'https:';
  for (const c of marketingCookiesFromQuery(query)) {
    response.cookies.set({
      name: c.name,
      value: c.value,
      maxAge: c.maxAge,
      path: '/',
      sameSite: 'lax',
      secure,
    });
  }
  return response;
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  if (pathname === '/api' || pathname.startsWith('/api/')) return forwardToApi(request);
  let query: QueryInput = {};
  try {
    query = requestQuery(request.nextUrl.searchParams);
    return setMarketingCookies(await route(request, query), request, query);
  } catch {
    // Malformed input must never become a 500: render the page in the default variant.
    const url = request.nextUrl.clone();
    url.pathname = `/d${pathname === '/' ? '' : pathname}`;
    return NextResponse.rewrite(url);
  }
}

export const config = {
  matcher: [
    '/api/:path*',
    // Pages only: not Next assets, metadata files (sitemap.xml, robots.txt) or any file with an extension.
    '/((?!api/|_next/|favicon\\.ico|sitemap\\.xml|robots\\.txt|.*\\.[^/]*$).*)',
  ],
};
