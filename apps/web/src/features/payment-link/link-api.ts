import type { PaymentLinkSuccessResponse } from '@kavach/contracts';
import { apiPost } from '@/lib/api-client.browser';
import type { LinkCallback } from './link-callback';

/** POST /v3/order/payment_link_success: the gateway's signed callback, checked and settled by the API. */
export const confirmLinkPayment = (linkId: string, callback: LinkCallback) =>
  apiPost<PaymentLinkSuccessResponse>('/v3/order/payment_link_success', { link_id: linkId, ...callback });
