/**
 * Browser mutations, same-origin through `/api` (forwarded by src/proxy.ts). Fetches a CSRF token
 * once from `/api/auth/set_csrf` and sends it as `x-csrftoken` on every write.
 */
export interface ApiFailure {
  error_code: string;
  message: string;
  fields?: Record<string, string>;
}

export type ApiResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiFailure };

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const NETWORK_ERROR: ApiFailure = {
  error_code: 'NETWORK_ERROR',
  message: 'We could not reach Kavach. Check your connection and try again.',
};
const SERVER_ERROR: ApiFailure = {
  error_code: 'SERVER_ERROR',
  message: 'Something went wrong on our side. Please try again in a minute.',
};

let csrfToken: Promise<string | null> | null = null;

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

async function fetchCsrf(): Promise<string | null> {
  try {
    const res = await fetch(`/api/auth/set_csrf?tabId=${encodeURIComponent(tabId())}`, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { csrf_token?: unknown };
    return typeof body.csrf_token === 'string' ? body.csrf_token : null;
  } catch {
    return null;
  }
}

/** The cached CSRF token (one request per page load). A failed fetch is retried next time. */
export function getCsrfToken(): Promise<string | null> {
  csrfToken ??= fetchCsrf().then((token) => {
    if (token === null) csrfToken = null;
    return token;
  });
  return csrfToken;
}

function asFailure(body: unknown, status: number): ApiFailure {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    if (typeof b.error_code === 'string' && typeof b.message === 'string') {
      const fields =
        b.fields && typeof b.fields === 'object' ? (b.fields as Record<string, string>) : undefined;
      return { error_code: b.error_code, message: b.message, ...(fields ? { fields } : {}) };
    }
  }
  return status >= 500 ? SERVER_ERROR : { error_code: `HTTP_${status}`, message: SERVER_ERROR.message };
}

export async function apiRequest<T>(method: Method, path: string, body?: unknown): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') {
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
  if (res.status === 403 && method !== 'GET') csrfToken = null;
  if (!res.ok) return { ok: false, status: res.status, error: asFailure(parsed, res.status) };
  return { ok: true, status: res.status, data: parsed as T };
}

export const apiPost = <T>(path: string, body: unknown) => apiRequest<T>('POST', path, body);
export const apiPatch = <T>(path: string, body: unknown) => apiRequest<T>('PATCH', path, body);
export const apiDelete = <T>(path: string) => apiRequest<T>('DELETE', path);
