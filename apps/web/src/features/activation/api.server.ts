import 'server-only';
import { cookies } from 'next/headers';
import { ActivationOrderResponse } from '@kavach/contracts';
import { ApiError, apiGet } from '@/lib/api-client.server';

/** The API's session cookie (decision 003): `__Host-` prefixed, or plain where cookies are not Secure. */
const SESSION_COOKIES = ['__Host-session_id', 'session_id'] as const;

/** Only the session cookie goes to the API, nothing else the browser sent. */
async function sessionCookieHeader(): Promise<string | null> {
  const jar = await cookies();
  const parts = SESSION_COOKIES.flatMap((name) => {
    const value = jar.get(name)?.value;
    return value ? [`${name}=${value}`] : [];
  });
  return parts.length > 0 ? parts.join('; ') : null;
}

/** An osid as the API hands them out (URL-safe, ≤ 64 characters); anything else is not found. */
const OSID = /^[A-Za-z0-9_-]{1,64}$/;

export type ActivationOrderResult =
  { status: 'ok'; order: ActivationOrderResponse } | { status: 'not-found' } | { status: 'sign-in' };

/**
 * GET /v3/activation/{osid} as the visitor's own session: the plan's activation order if the plan
 * is theirs; not-found for an unknown osid or another customer's (the API answers 404 alike, T6.1);
 * sign-in without a live customer sign-in (401).
 */
export async function getActivationOrder(osid: string): Promise<ActivationOrderResult> {
  if (!OSID.test(osid)) return { status: 'not-found' };
  const cookie = await sessionCookieHeader();
  if (!cookie) return { status: 'sign-in' };
  try {
    const order = await apiGet(`/v3/activation/${encodeURIComponent(osid)}`, ActivationOrderResponse, {
      cookie,
    });
    return order ? { status: 'ok', order } : { status: 'not-found' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { status: 'sign-in' };
    if (error instanceof ApiError && (error.status === 400 || error.status === 403))
      return { status: 'not-found' };
    throw error;
  }
}
