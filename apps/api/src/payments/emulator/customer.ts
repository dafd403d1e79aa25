import type { RazorpayEmulator, RzpLink, RzpPayment } from './index';

/** What the customer does in the emulator's Checkout or on its link page (decision 053). */
export type Outcome = 'success' | 'failure' | 'pending';

const STATUS: Record<Outcome, RzpPayment['status']> = {
  success: 'captured',
  failure: 'failed',
  pending: 'authorized',
};

export type PayResult =
  | { kind: 'success'; orderId: string; paymentId: string; signature: string }
  | { kind: 'failure'; orderId: string; paymentId: string; code: string; description: string }
  | { kind: 'pending'; orderId: string; paymentId: string }
  | { kind: 'not_found' | 'already_paid' };

export type LinkPayResult =
  /** Where the hosted page sends the customer: the link's callback URL with the signed result. */
  | { kind: 'success'; callbackUrl: string; paymentId: string }
  | { kind: 'failure'; paymentId: string; code: string; description: string }
  | { kind: 'pending'; paymentId: string }
  | { kind: 'expired' | 'cancelled' | 'already_paid' | 'not_found' };

/** Checkout's Pay / Fail buttons on an order: refused once the order is paid, as Razorpay does. */
export function payOrder(
  emulator: RazorpayEmulator,
  orderId: string,
  outcome: Outcome,
  method: string,
): PayResult {
  const order = emulator.books.orders.get(orderId);
  if (!order) return { kind: 'not_found' };
  if (order.status === 'paid') return { kind: 'already_paid' };
  const { payment, signature } = emulator.pay(orderId, STATUS[outcome], { method });
  const ids = { orderId, paymentId: payment.id };
  if (outcome === 'success') return { kind: 'success', ...ids, signature };
  if (outcome === 'pending') return { kind: 'pending', ...ids };
  return {
    kind: 'failure',
    ...ids,
    code: payment.error_code ?? 'BAD_REQUEST_ERROR',
    description: payment.error_description ?? 'Payment failed',
  };
}

/** The link as its hosted page sees it now (an unpaid link past expire_by reads as expired). */
export function linkOnPage(emulator: RazorpayEmulator, linkId: string): RzpLink | null {
  const link = emulator.books.links.get(linkId);
  if (!link) return null;
  if (link.status === 'created' && link.expire_by > 0 && link.expire_by <= emulator.books.nowUnix()) {
    link.status = 'expired';
    link.expired_at = link.expire_by;
  }
  return link;
}

/**
 * The link page's Pay / Fail buttons: refused unless the link is `created` and unexpired; a
 * failure leaves it payable. A success answers the merchant's callback URL with Razorpay's signed
 * query added (a same-named parameter of the URL is replaced, so none can be smuggled in).
 */
export function payLinkPage(
  emulator: RazorpayEmulator,
  linkId: string,
  outcome: Outcome,
  method: string,
): LinkPayResult {
  const link = linkOnPage(emulator, linkId);
  if (!link) return { kind: 'not_found' };
  if (link.status === 'paid') return { kind: 'already_paid' };
  if (link.status === 'expired' || link.status === 'cancelled') return { kind: link.status };
  const { payment, query } = emulator.payLink(linkId, STATUS[outcome], { method });
  if (outcome === 'pending') return { kind: 'pending', paymentId: payment.id };
  if (outcome === 'failure') {
    return {
      kind: 'failure',
      paymentId: payment.id,
      code: payment.error_code ?? 'BAD_REQUEST_ERROR',
      description: payment.error_description ?? 'Payment failed',
    };
  }
  const url = new URL(link.callback_url);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return { kind: 'success', callbackUrl: url.toString(), paymentId: payment.id };
}
