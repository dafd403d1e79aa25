import 'server-only';
import { SrDetailResponse } from '@kavach/contracts';
import type { SrDetailView } from '@kavach/contracts';
import { readAsCustomer } from '@/lib/customer-read.server';
import type { CustomerRead } from '@/lib/customer-read.server';

const SR_ID = /^\d{6}-\d{6}$/;

/**
 * GET /v3/tracker/service_request/{sr_id} as the visitor's own session (decision 060): the request
 * if it is theirs; another customer's or an unknown number is not-found alike (T16.1).
 */
export async function getTrackedRequest(srId: string): Promise<CustomerRead<SrDetailView>> {
  if (!SR_ID.test(srId)) return { status: 'not-found' };
  const read = await readAsCustomer(
    `/v3/tracker/service_request/${encodeURIComponent(srId)}`,
    SrDetailResponse,
  );
  return read.status === 'ok' ? { status: 'ok', value: read.value.data } : read;
}
