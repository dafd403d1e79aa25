import type { Db } from '@kavach/db';
import { findLink, type SandboxLinkRow } from './sandbox-links';
import { recordSandboxPayment, type PayContext, type PayInput } from './sandbox-pay';

export type LinkPayResult =
  /** Where the hosted page sends the customer: the link's callback URL with the signed result. */
  | { kind: 'success'; callbackUrl: string; paymentId: string }
  | { kind: 'failure'; paymentId: string; code: string; description: string }
  | { kind: 'pending'; paymentId: string }
  | { kind: 'expired' | 'cancelled' | 'already_paid' | 'not_found' };

export interface LinkPayContext extends PayContext {
  /** HMAC(key_secret, link_id|reference_id|status|payment_id), see signatures.ts. */
  signLink(linkId: string, referenceId: string, status: string, paymentId: string): string;
}

/**
 * The callback as Razorpay builds it after a link payment: the query parameters are added to the
 * merchant's callback URL, whose own parameters are kept (a same-named one is replaced, so a URL
 * cannot smuggle a second signature in).
 */
export function linkCallbackUrl(link: SandboxLinkRow, paymentId: string, signature: string): string {
  const url = new URL(link.callbackUrl);
  url.searchParams.set('razorpay_payment_id', paymentId);
  url.searchParams.set('razorpay_payment_link_id', link.id);
  url.searchParams.set('razorpay_payment_link_reference_id', link.referenceId);
  url.searchParams.set('razorpay_payment_link_status', 'paid');
  url.searchParams.set('razorpay_signature', signature);
  return url.toString();
}

/**
 * The link page's Pay button: one attempt on the link's sandbox order through the same path as the
 * order page (recordSandboxPayment: its webhooks), refused unless the link is `created` and
 * unexpired — checked under the order's row lock, so a cancel cannot slip in between. A failure
 * leaves the link payable, so the customer may try again.
 */
export async function payThroughLink(
  db: Db,
  linkId: string,
  input: PayInput,
  now: Date,
  ctx: LinkPayContext,
): Promise<LinkPayResult> {
  const link = await findLink(db, linkId);
  if (!link) return { kind: 'not_found' };
  const result = await recordSandboxPayment(db, link.orderId, input, now, ctx, true);
  switch (result.kind) {
    case 'success': {
      const signature = ctx.signLink(link.id, link.referenceId, 'paid', result.paymentId);
      return {
        kind: 'success',
        callbackUrl: linkCallbackUrl(link, result.paymentId, signature),
        paymentId: result.paymentId,
      };
    }
    case 'failure':
      return {
        kind: 'failure',
        paymentId: result.paymentId,
        code: result.code,
        description: result.description,
      };
    case 'pending':
      return { kind: 'pending', paymentId: result.paymentId };
    default:
      return { kind: result.kind };
  }
}
