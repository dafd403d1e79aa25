import 'server-only';
import { cookies } from 'next/headers';
import type { z } from 'zod';
import { ApiError, apiGet } from '@/lib/api-client.server';

/** The API's session cookie (decision 003): `__Host-` prefixed, or plain where cookies are not Secure. */
const SESSION_COOKIES = ['__Host-session_id', 'session_id'] as const;

/** Only the session cookie goes to the API, nothing else the browser sent. */
export async function sessionCookieHeader(): Promise<string | null> {
  const jar = await cookies();
  const parts = SESSION_COOKIES.flatMap((name) => {
    const value = jar.get(name)?.value;
    return value ? [`${name}=${value}`] : [];
  });
  return parts.length > 0 ? parts.join('; ') : null;
}

export type CustomerRead<T> = { status: 'ok'; value: T } | { status: 'not-found' } | { status: 'sign-in' };

/**
 * A GET of the API as the visitor's own session, for pages showing one customer-owned thing:
 * not-found for an unknown or another customer's id (the API answers 404 alike, docs/product/security-tests.md#t6-1) and for an
 * id the API refuses (400/403); sign-in without a live customer sign-in (401).
 */
export async function readAsCustomer<S extends z.ZodType>(
  path: string,
  schema: S,
): Promise<CustomerRead<z.infer<S>>> {
  const cookie = await sessionCookieHeader();
  if (!cookie) return { status: 'sign-in' };
  try {
    const value = await apiGet(path, schema, { cookie });
    return value ? { status: 'ok', value } : { status: 'not-found' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { status: 'sign-in' };
    if (error instanceof ApiError && (error.status === 400 || error.status === 403))
      return { status: 'not-found' };
    throw error;
  }
}
