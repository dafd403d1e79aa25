import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentLinkCallback } from './gateway';

/**
 * Razorpay's signatures (docs/product/security-tests.md#payment-integrity). All are hex HMAC-SHA256, with different keys and
 * messages: the checkout result is signed with the API key secret over `order_id|payment_id`; a
 * payment link's callback with the key secret over `link_id|reference_id|status|payment_id`; a
 * webhook with the webhook secret over the raw request bytes (never re-serialised JSON).
 */
export function checkoutSignature(orderId: string, paymentId: string, secret: string): string {
  return createHmac('sha256', secret).update(`${orderId}|${paymentId}`).digest('hex');
}

/** Razorpay Payment Links callback (razorpay.com/docs/payments/payment-links, Verify Signature). */
export function paymentLinkSignature(
  linkId: string,
  referenceId: string,
  status: string,
  paymentId: string,
  secret: string,
): string {
  return createHmac('sha256', secret).update(`${linkId}|${referenceId}|${status}|${paymentId}`).digest('hex');
}

export function webhookSignature(rawBody: Buffer, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Constant-time comparison of two signatures; a different length is a mismatch, not an error. */
export function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  if (left.length !== right.length || left.length === 0) return false;
  return timingSafeEqual(left, right);
}

/** docs/product/security-tests.md#t8-1: the checkout triple against the STORED gateway order id. */
export function verifyCheckout(
  storedOrderId: string,
  paymentId: string,
  signature: string,
  secret: string,
): boolean {
  if (!storedOrderId || !paymentId || typeof signature !== 'string') return false;
  return safeEqualHex(checkoutSignature(storedOrderId, paymentId, secret), signature);
}

/**
 * docs/product/security-tests.md#t8-2 / docs/product/security-tests.md#t8-13: a webhook signature against every listed secret (two during a rotation overlap). All
 * secrets are compared, so the time taken does not tell which one matched.
 */
export function verifyWebhook(rawBody: Buffer, signature: string, secrets: readonly string[]): boolean {
  let ok = false;
  for (const secret of secrets) {
    if (secret && safeEqualHex(webhookSignature(rawBody, secret), signature)) ok = true;
  }
  return ok;
}

/**
 * Security plan A18: a link callback against the STORED link id and reference id. The callback's
 * own ids must equal the stored ones too, so a genuine callback of another link (ours or another
 * merchant's with the same secret) cannot be replayed here. The HMAC is always computed and
 * compared in constant time, whatever the id check said.
 */
export function verifyPaymentLink(
  stored: { linkId: string; referenceId: string },
  cb: PaymentLinkCallback,
  secret: string,
): boolean {
  const fields = [cb.paymentId, cb.linkId, cb.referenceId, cb.status, cb.signature];
  if (!stored.linkId || !stored.referenceId || !secret) return false;
  if (fields.some((f) => typeof f !== 'string') || !cb.paymentId || !cb.status) return false;
  const expected = paymentLinkSignature(stored.linkId, stored.referenceId, cb.status, cb.paymentId, secret);
  const signed = safeEqualHex(expected, cb.signature);
  return signed && cb.linkId === stored.linkId && cb.referenceId === stored.referenceId;
}
