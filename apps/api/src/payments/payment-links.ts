import type { CreatePaymentLink, GatewayPaymentLink } from './gateway';
import { GatewayError } from './gateway-error';

/** Razorpay refuses an `expire_by` less than 15 minutes ahead; both adapters check it first. */
export const MIN_LINK_LIFETIME_MS = 15 * 60_000;

const text = (v: unknown, max: number, min = 0): boolean =>
  typeof v === 'string' && v.length >= min && v.length <= max;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * A link request both gateways would accept (Razorpay's rules for Standard Payment Links): an
 * integer amount of at least ₹1, INR, a reference id of 1–40 characters, an expiry at least 15
 * minutes after `now`, an absolute http(s) callback URL.
 */
export function isValidLinkRequest(input: CreatePaymentLink, now: Date): boolean {
  const expireBy = input.expireBy instanceof Date ? input.expireBy.getTime() : Number.NaN;
  return (
    Number.isSafeInteger(input.amountPaise) &&
    input.amountPaise >= 100 &&
    input.currency === 'INR' &&
    text(input.referenceId, 40, 1) &&
    text(input.description, 2048) &&
    text(input.customer?.name, 256) &&
    text(input.customer?.contact, 32) &&
    text(input.customer?.email, 256) &&
    Number.isFinite(expireBy) &&
    expireBy >= now.getTime() + MIN_LINK_LIFETIME_MS &&
    text(input.callbackUrl, 2048, 1) &&
    isHttpUrl(input.callbackUrl)
  );
}

export const invalidLinkRequest = () =>
  new GatewayError('Invalid payment link request', false, null, 'INVALID_REQUEST');

/**
 * The reference id is the idempotency key of a link: the link found under it must be for the same
 * amount and currency, or the caller reused a reference for another payment (refused, not retried).
 */
export function sameLink(link: GatewayPaymentLink, input: CreatePaymentLink): GatewayPaymentLink {
  if (
    link.referenceId !== input.referenceId ||
    link.amountPaise !== input.amountPaise ||
    link.currency !== input.currency
  ) {
    throw referenceConflict();
  }
  return link;
}

export const referenceConflict = () =>
  new GatewayError(
    'A payment link with this reference id has another amount',
    false,
    null,
    'REFERENCE_CONFLICT',
  );
