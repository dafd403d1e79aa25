import 'server-only';
import { cookies } from 'next/headers';
import { OrderSummary } from '@kavach/contracts';
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

const ORDER_REF = /^KV[A-Z0-9]{12}$/;

export type MyOrderResult =
  { status: 'ok'; order: OrderSummary } | { status: 'not-found' } | { status: 'sign-in' };

/**
 * GET /v3/customer/order/{id} as the visitor's own session: the order if it is theirs; not-found
 * for an unknown id or another customer's order (the API answers 404 alike, T6.1); sign-in without
 * a live customer sign-in (401).
 */
export async function getMyOrder(orderId: string): Promise<MyOrderResult> {
  if (!ORDER_REF.test(orderId)) return { status: 'not-found' };
  const cookie = await sessionCookieHeader();
  if (!cookie) return { status: 'sign-in' };
  try {
    const order = await apiGet(`/v3/customer/order/${encodeURIComponent(orderId)}`, OrderSummary, { cookie });
    return order ? { status: 'ok', order } : { status: 'not-found' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { status: 'sign-in' };
    if (error instanceof ApiError && error.status === 403) return { status: 'not-found' };
    throw error;
  }
}
