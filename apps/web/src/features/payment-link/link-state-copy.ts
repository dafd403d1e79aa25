import type { PaymentLinkDetails } from '@kavach/contracts';

type LinkState = PaymentLinkDetails['state'];

/**
 * The payment-link page's heading: a call to pay while the link is payable; otherwise a neutral
 * title, and the status panel below says what happened in the API's words (not repeated here).
 */
export const linkHeading = (state: LinkState): string =>
  state === 'payable' ? 'Pay for your Kavach plans' : 'Your Kavach payment link';

/** Where the Pay button may lead: the gateway's hosted page (https) or the Razorpay emulator's on this site. */
export function safePayUrl(url: string | null): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//') && !url.includes('\\')) return url;
  try {
    return new URL(url).protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
