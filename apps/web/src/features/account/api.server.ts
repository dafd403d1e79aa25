import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import {
  AccountDeletionResponse,
  AccountPlansResponse,
  AccountSessionsResponse,
  OrderSummary,
} from '@kavach/contracts';
import { readAsCustomer, type CustomerRead } from '@/lib/customer-read.server';

const ORDER_REF = /^KV[A-Z0-9]{12}$/;

/** GET /v3/customer/order/{id} as the visitor's own session: the order if it is theirs. */
export async function getMyOrder(orderId: string): Promise<CustomerRead<OrderSummary>> {
  if (!ORDER_REF.test(orderId)) return { status: 'not-found' };
  return readAsCustomer(`/v3/customer/order/${encodeURIComponent(orderId)}`, OrderSummary);
}

/**
 * GET /v3/customer/plans as the visitor's own session, so My Plans arrives with its cards in the
 * HTML (no loading cards, no layout shift, an earlier LCP). Anything but a plain answer (no sign-in
 * yet, e.g. an app-mode sign-in still running; the API unreachable) leaves the read to the page's
 * island, which handles each case as before.
 */
export async function getMyPlans(): Promise<AccountPlansResponse | undefined> {
  try {
    const read = await readAsCustomer('/v3/customer/plans', AccountPlansResponse);
    return read.status === 'ok' ? read.value : undefined;
  } catch (error) {
    unstable_rethrow(error); // Next's own control flow (dynamic rendering) is not a failed read
    return undefined;
  }
}

/** GET /v3/customer/delete_account as the visitor's own session (decision 096). */
export const getAccountDeletion = (): Promise<CustomerRead<AccountDeletionResponse>> =>
  readAsCustomer('/v3/customer/delete_account', AccountDeletionResponse);

/** GET /v3/customer/sessions as the visitor's own session (decision 102): this device first. */
export const getAccountSessions = (): Promise<CustomerRead<AccountSessionsResponse>> =>
  readAsCustomer('/v3/customer/sessions', AccountSessionsResponse);
