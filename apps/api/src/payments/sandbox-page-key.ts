import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The capability of the sandbox's hosted payment-link page (finding 10 of issue 18, decision 043).
 * The customer paying a link is not the session that made it (the agent's), so the page cannot be
 * bound to a session: it is bound to its URL instead, as Razorpay's short URL is. The key is
 * HMAC-SHA256(key secret, "sandbox-link-page|" + link id), 256 bits: nothing to store, the same in
 * every process, and unknowable without the key secret that also signs the checkout results.
 */

const LABEL = 'sandbox-link-page|';

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
