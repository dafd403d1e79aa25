import 'server-only';
import { OrderSummary } from '@kavach/contracts';
import { readAsCustomer, type CustomerRead } from '@/lib/customer-read.server';

const ORDER_REF = /^KV[A-Z0-9]{12}$/;

/** GET /v3/customer/order/{id} as the visitor's own session: the order if it is theirs. */
export async function getMyOrder(orderId: string): Promise<CustomerRead<OrderSummary>> {
  if (!ORDER_REF.test(orderId)) return { status: 'not-found' };
  return readAsCustomer(`/v3/customer/order/${encodeURIComponent(orderId)}`, OrderSummary);
}
