import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The capability of the emulator's hosted payment-link page (finding 10 of issue 18, decision 043,
 * kept by decision 053). The customer paying a link is not the session that made it (the agent's),
 * so the page cannot be bound to a session: it is bound to its URL instead, as Razorpay's short URL
 * is. The key is HMAC-SHA256(key secret, "razorpay-emulator-link-page|" + link id), 256 bits:
 * nothing to store, the same in every process, unknowable without the key secret.
 */

const LABEL = 'razorpay-emulator-link-page|';

export function linkPageKey(keySecret: string, linkId: string): string {
  return createHmac('sha256', keySecret)
    .update(LABEL + linkId)
    .digest('base64url');
}

/** Constant-time check of a key the browser sent; a missing or malformed one is simply wrong. */
export function isLinkPageKey(keySecret: string, linkId: string, given: string | undefined): boolean {
  if (given === undefined) return false;
  const expected = Buffer.from(linkPageKey(keySecret, linkId));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
