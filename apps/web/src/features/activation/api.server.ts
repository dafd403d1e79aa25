import 'server-only';
import { ActivationOrderResponse } from '@kavach/contracts';
import { readAsCustomer, type CustomerRead } from '@/lib/customer-read.server';

/** An osid as the API hands them out (URL-safe, ≤ 64 characters); anything else is not found. */
const OSID = /^[A-Za-z0-9_-]{1,64}$/;

/** GET /v3/activation/{osid} as the visitor's own session: the plan's activation order if it is theirs. */
export async function getActivationOrder(osid: string): Promise<CustomerRead<ActivationOrderResponse>> {
  if (!OSID.test(osid)) return { status: 'not-found' };
  return readAsCustomer(`/v3/activation/${encodeURIComponent(osid)}`, ActivationOrderResponse);
}
