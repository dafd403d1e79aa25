import 'server-only';
import { cookies, headers } from 'next/headers';
import { CSRF_HEADER, ErrorBody } from '@kavach/contracts';
import { env } from './env';
import { sessionCookieHeader } from './customer-read.server';

/** What the API answered to a write: its status and JSON body (null when it had none). */
export interface ApiWriteAnswer {
  status: number;
  body: unknown;
}

type CookieJar = Awaited<ReturnType<typeof cookies>>;

/** One `Set-Cookie` line of the API, passed on to the browser with the same attributes. */
function passOn(jar: CookieJar, line: string): string | null {
  const [pair = '', ...attrs] = line.split(';').map((s) => s.trim());
  const eq = pair.indexOf('=');
  if (eq <= 0) return null;
  const name = pair.slice(0, eq);
  const value = pair.slice(eq + 1);
  const options: Parameters<CookieJar['set']>[2] = {};
  for (const attr of attrs) {
    const [key = '', val = ''] = attr.split('=');
    const k = key.toLowerCase();
    if (k === 'httponly') options.httpOnly = true;
    else if (k === 'secure') options.secure = true;
    else if (k === 'path') options.path = val;
    else if (k === 'max-age') options.maxAge = Number(val);
    else if (k === 'expires') options.expires = new Date(val);
    else if (k === 'samesite') options.sameSite = val.toLowerCase() as 'lax' | 'strict' | 'none';
  }
  jar.set(name, value, options);
  return `${name}=${value}`;
}

/** A body sent as it is (a file: `application/octet-stream` and its headers) rather than as JSON. */
export class RawBody {
  constructor(
    readonly bytes: Uint8Array<ArrayBuffer>,
    readonly headers: Record<string, string>,
  ) {}
}

/**
 * A POST to the API as the visitor, for server actions (a form submitted before the page's scripts
 * ran, decision 054). Same rules as the browser's calls (decision 003): the visitor's own session
 * cookie — a new session's cookie is handed on to the browser — and the session's CSRF token from
 * `GET /auth/set_csrf`; the client address is the one this server saw (decision 040).
 */
export const postAsVisitor = (path: string, body: unknown | RawBody): Promise<ApiWriteAnswer> =>
  sendAsVisitor('POST', path, body);

/**
 * Why the API refused a write, as its `error_code` — 'NETWORK' when no answer (or no error body)
 * came: what a server action sends back in the address for the page to put in words.
 */
export function refusalCode(answer: ApiWriteAnswer | null): string {
  const failure = ErrorBody.safeParse(answer?.body);
  return failure.success ? failure.data.error_code : 'NETWORK';
}

/** A DELETE of the API as the visitor, with the same session, CSRF and client-address rules as postAsVisitor. */
export const deleteAsVisitor = (path: string): Promise<ApiWriteAnswer> =>
  sendAsVisitor('DELETE', path, undefined);

async function sendAsVisitor(
  method: 'POST' | 'DELETE',
  path: string,
  body: unknown | RawBody,
): Promise<ApiWriteAnswer> {
  if (!path.startsWith('/')) throw new Error(`An API write's path must start with '/': ${path}`);
  const jar = await cookies();
  const incoming = await headers();
  const forwarded = incoming.get('x-forwarded-for');
  const base: Record<string, string> = { accept: 'application/json' };
  if (forwarded) base['x-forwarded-for'] = forwarded;
  // The visitor's browser, for the device a sign-in is listed under (decision 102).
  const agent = incoming.get('user-agent');
  if (agent) base['user-agent'] = agent;
  let cookie = (await sessionCookieHeader()) ?? '';
  const call = async (url: string, init: RequestInit) => {
    const res = await fetch(`${env.API_ORIGIN}${url}`, {
      ...init,
      cache: 'no-store',
      signal: AbortSignal.timeout(10_000),
    });
    for (const line of res.headers.getSetCookie()) {
      const pair = passOn(jar, line);
      if (pair?.includes('session_id=')) cookie = pair;
    }
    return res;
  };
  const boot = await call('/auth/set_csrf', { headers: { ...base, cookie } });
  if (!boot.ok) return { status: boot.status, body: await boot.json().catch(() => null) };
  const { csrf_token: csrf } = (await boot.json()) as { csrf_token?: unknown };
  const raw = body instanceof RawBody ? body : null;
  const json = method === 'POST' && !raw;
  const res = await call(path, {
    method,
    headers: {
      ...base,
      cookie,
      ...(raw ? raw.headers : {}),
      ...(json ? { 'content-type': 'application/json' } : {}),
      [CSRF_HEADER]: typeof csrf === 'string' ? csrf : '',
    },
    ...(raw ? { body: raw.bytes } : json ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}
