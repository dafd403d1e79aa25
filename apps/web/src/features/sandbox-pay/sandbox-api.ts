import { apiPost } from '@/lib/api-client.browser';
import type { PaymentError, PaymentSuccessFields } from '@/features/orders/order-api';

export type SandboxMethod = 'upi' | 'card' | 'netbanking';
export type SandboxOutcome = 'success' | 'failure' | 'pending';

/** What POST /sandbox-gateway/orders/{id}/pay answers: Razorpay Checkout's three handler shapes. */
export type SandboxPayAnswer =
  | PaymentSuccessFields
  | { error: Required<Pick<PaymentError, 'code' | 'description'>> & PaymentError }
  | { razorpay_order_id: string; razorpay_payment_id: string };

export const isSuccess = (a: SandboxPayAnswer): a is PaymentSuccessFields => 'razorpay_signature' in a;
export const isFailure = (a: SandboxPayAnswer): a is Extract<SandboxPayAnswer, { error: unknown }> =>
  'error' in a;

export const paySandboxOrder = (id: string, method: SandboxMethod, outcome: SandboxOutcome) =>
  apiPost<SandboxPayAnswer>(`/sandbox-gateway/orders/${encodeURIComponent(id)}/pay`, { method, outcome });

/** What POST /sandbox-gateway/payment_links/{id}/pay answers (200; a closed link is a 409). */
export type SandboxLinkPayAnswer =
  { callback_url: string } | { error: { code: string; description: string } } | { status: 'pending' };

/** `key`: the page key of the link's URL, without which the gateway knows no such link (decision 043). */
export const paySandboxLink = (id: string, key: string, method: SandboxMethod, outcome: SandboxOutcome) =>
  apiPost<SandboxLinkPayAnswer>(`/sandbox-gateway/payment_links/${encodeURIComponent(id)}/pay`, {
    method,
    outcome,
    key,
  });
