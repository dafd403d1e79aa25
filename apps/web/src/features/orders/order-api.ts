import type {
  CheckoutResponse,
  OrderResultResponse,
  OrderSummary,
  PayLaterCheckoutResponse,
} from '@kavach/contracts';
import { apiGet, apiPost } from '@/lib/api-client.browser';

/** Razorpay Checkout's handler fields. */
export interface PaymentSuccessFields {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** Razorpay Checkout's `payment.failed` error (contracts `OrderFailureBody.error`). */
export interface PaymentError {
  code?: string;
  description?: string;
  reason?: string;
  metadata?: { order_id?: string; payment_id?: string };
}

/**
 * docs/product/api.md#session Orders from the browser. The order belongs to the session that created it: summary, success
 * and failure answer 404 ORDER_NOT_FOUND to any other session.
 */
export const orderApi = {
  checkout: () => apiPost<CheckoutResponse>('/v3/order/checkout', {}),
  /** Pay after the visit (issue 18 §3): confirms the order and books the slot; nothing is paid now. */
  checkoutPayLater: () => apiPost<PayLaterCheckoutResponse>('/v3/order/checkout', { pay_later: true }),
  success: (fields: PaymentSuccessFields) => apiPost<OrderResultResponse>('/v3/order/success', fields),
  failure: (gatewayOrderId: string, error?: PaymentError) =>
    apiPost<OrderResultResponse>('/v3/order/failure', {
      razorpay_order_id: gatewayOrderId,
      ...(error ? { error } : {}),
    }),
  summary: (orderId: string) => apiGet<OrderSummary>(`/v3/order/summary/${encodeURIComponent(orderId)}`),
};
