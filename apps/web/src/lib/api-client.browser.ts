import type { Customer, OtpErrorBody, SetCsrfResponse, UserProfile } from '@kavach/contracts';
import { NETWORK_ERROR_MESSAGE } from './network-error';

/**
 * Browser mutations, same-origin through `/api` (forwarded by src/middleware.ts). Fetches a CSRF token
 * once from `/api/auth/set_csrf` and sends it as `x-csrftoken` on every write. Wire types come from
 * `@kavach/contracts` as types only (the browser ships no schema code).
 */
/**
 * A refused call: the API's error body (`ErrorBody`, with the one-time-code routes' `attempts_left`
 * and `retry_after_seconds`), plus the address a new code went to on EMAIL_NOT_VERIFIED at sign-in.
 */
export type ApiFailure = Omit<OtpErrorBody, 'request_id'> & { email?: string };

export type ApiResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiFailure };

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** The failures a browser call can end in without an API answer (shared with activation-api.ts). */
export const NETWORK_ERROR: ApiFailure = {
  error_code: 'NETWORK_ERROR',
  message: NETWORK_ERROR_MESSAGE,
};
export const SERVER_ERROR: ApiFailure = {
  error_code: 'SERVER_ERROR',
  message: 'Something went wrong on our side. Please try again in a minute.',
};

/** A signed-in staff user's profile (docs/product/staff.md#agents agent profile). */
export type SessionUserProfile = UserProfile;

/**
 * What `GET /auth/set_csrf` answers that the browser uses: the CSRF token, the open cart's summary
 * (kept as sent), the staff profile (null for customers and visitors; an agent is one with the
 * link-generation permission) and the signed-in customer (docs/product/accounts.md#session Authentication: the API sends one only
 * while the sign-in is live and never on an agent's session; it decides, this only chooses what to show).
 */
export type SessionBootstrap = Pick<SetCsrfResponse, 'csrf_token' | 'cart' | 'user_profile' | 'customer'>;

let bootstrap: Promise<SessionBootstrap | null> | null = null;

function tabId(): string {
  const key = 'kv_tab_id';
  try {
    const existing = sessionStorage.getItem(key);
    if (existing) return existing;
    const created = crypto.randomUUID();
    sessionStorage.setItem(key, created);
    return created;
  } catch {
    return 'no-storage';
  }
}

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

/** The customer as sent (contracts `Customer`); anything without an id and names reads as none. */
function parseCustomer(value: unknown): Customer | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && typeof v.first_name === 'string' && typeof v.name === 'string'
    ? (value as Customer)
    : null;
}

function parseProfile(value: unknown): SessionUserProfile | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.username !== 'string') return null;
  return { username: v.username, permissions: strings(v.permissions), teams: strings(v.teams) };
}

async function fetchBootstrap(): Promise<SessionBootstrap | null> {
  try {
    const res = await fetch(`/api/auth/set_csrf?tabId=${encodeURIComponent(tabId())}`, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      cache: 'no-store',
    });
    if (!res.ok) return null;
    const body = (await res.json()) as Partial<Record<keyof SessionBootstrap, unknown>>;
    return typeof body.csrf_token === 'string'
      ? {
          csrf_token: body.csrf_token,
          cart: body.cart && typeof body.cart === 'object' ? (body.cart as SessionBootstrap['cart']) : null,
          user_profile: parseProfile(body.user_profile),
          customer: parseCustomer(body.customer),
        }
      : null;
  } catch {
    return null;
  }
}

/**
 * The session bootstrap, fetched once per page load (`fresh` asks again, e.g. to re-read the cart
 * summary after a failed write). A failed fetch is retried next time.
 */
export function getSessionBootstrap(fresh = false): Promise<SessionBootstrap | null> {
  if (fresh) bootstrap = null;
  bootstrap ??= fetchBootstrap().then((b) => {
    if (b === null) bootstrap = null;
    return b;
  });
  return bootstrap;
}

/** The cached CSRF token (one request per page load). */
export function getCsrfToken(): Promise<string | null> {
  return getSessionBootstrap().then((b) => b?.csrf_token ?? null);
}

function asFailure(body: unknown, status: number): ApiFailure {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    if (typeof b.error_code === 'string' && typeof b.message === 'string') {
      const fields =
        b.fields && typeof b.fields === 'object' ? (b.fields as Record<string, string>) : undefined;
      const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
      const attempts = num(b.attempts_left);
      const retry = num(b.retry_after_seconds);
      const ids = Array.isArray(b.item_ids) ? b.item_ids.filter((i) => typeof i === 'number') : undefined;
      const email = typeof b.email === 'string' ? b.email : undefined;
      return {
        error_code: b.error_code,
        message: b.message,
        ...(fields ? { fields } : {}),
        ...(attempts !== undefined ? { attempts_left: attempts } : {}),
        ...(retry !== undefined ? { retry_after_seconds: retry } : {}),
        ...(ids ? { item_ids: ids } : {}),
        ...(email !== undefined ? { email } : {}),
      };
    }
  }
  return status >= 500 ? SERVER_ERROR : { error_code: `HTTP_${status}`, message: SERVER_ERROR.message };
}

export interface RequestOptions {
  /** Send the CSRF header on a GET too (GET /customers/signout checks it, docs/product/security-tests.md#t2-3). */
  csrf?: boolean;
  /** Let the request outlive the page (a call made as the customer dials, decision 094). */
  keepalive?: boolean;
}

export async function apiRequest<T>(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET' || options.csrf) {
    const token = await getCsrfToken();
    if (token) headers['x-csrftoken'] = token;
  }
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch {
    return { ok: false, status: 0, error: NETWORK_ERROR };
  }
  let parsed: unknown = null;
  try {
    parsed = res.status === 204 ? null : await res.json();
  } catch {
    parsed = null;
  }
  if (res.status === 403 && method !== 'GET') bootstrap = null;
  if (!res.ok) return { ok: false, status: res.status, error: asFailure(parsed, res.status) };
  return { ok: true, status: res.status, data: parsed as T };
}

export const apiGet = <T>(path: string) => apiRequest<T>('GET', path);
export const apiPost = <T>(path: string, body: unknown) => apiRequest<T>('POST', path, body);
export const apiPatch = <T>(path: string, body: unknown) => apiRequest<T>('PATCH', path, body);
/** DELETE, with a JSON body where the API names the target in it (DELETE /myaccount/address). */
export const apiDelete = <T>(path: string, body?: unknown) => apiRequest<T>('DELETE', path, body);
