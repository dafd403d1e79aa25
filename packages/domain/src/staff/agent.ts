/**
 * Roles of docs/product/staff.md#agents. An agent is a staff user with a username and the link-generation permission;
 * the spec's other test ("the cart channel is in the agent channel list") only decides how a page
 * looks — the server takes agent status from the staff sign-in alone (security plan H5), never from
 * a cart's channel, a cookie or a header.
 */
export const LINK_GENERATION_PERMISSION = 'website|web_pages|link_generation';

/** Channels whose carts are agent-assisted (docs/product/staff.md#agents). */
export const AGENT_CHANNELS: readonly string[] = ['website-tele'];

export interface StaffProfile {
  username: string | null;
  permissions: readonly string[];
}

export function isAgent(profile: StaffProfile | null): boolean {
  return !!profile?.username && profile.permissions.includes(LINK_GENERATION_PERMISSION);
}

/** docs/product/staff.md#agents: agents work on channel website-tele and report application 'agent'; everyone else website. */
export function channelFor(profile: StaffProfile | null): { channel: string; application: string } {
  return isAgent(profile)
    ? { channel: 'website-tele', application: 'agent' }
    : { channel: 'website', application: 'website' };
}

/** docs/product/staff.md#agents display rule: a cart on an agent channel is agent-assisted (the customer is not logged in from it). */
export function isAgentAssistedCart(channel: string | null): boolean {
  return channel !== null && AGENT_CHANNELS.includes(channel);
}

/** How long a payment link may be paid for (we choose 24 h; Razorpay allows up to 6 months). */
export const PAYMENT_LINK_TTL_MS = 24 * 60 * 60 * 1000;

export type PaymentLinkState = 'created' | 'paid' | 'expired' | 'cancelled';

/** What the payment-link page shows for a link (issue 3 §4: expired or paid says so clearly). */
export function paymentLinkView(
  link: { status: PaymentLinkState; expiresAt: Date },
  now: Date,
): { state: 'payable' | 'paid' | 'expired' | 'cancelled'; message: string | null } {
  if (link.status === 'paid')
    return {
      state: 'paid',
      message: 'This link has already been paid. Thank you — your plans are confirmed.',
    };
  if (link.status === 'cancelled')
    return {
      state: 'cancelled',
      message: 'This payment link was cancelled. Please ask your Kavach advisor for a new link.',
    };
  if (link.status === 'expired' || now.getTime() >= link.expiresAt.getTime())
    return {
      state: 'expired',
      message: 'This payment link has expired. Please ask your Kavach advisor for a new link.',
    };
  return { state: 'payable', message: null };
}

/**
 * How long the payment link sent after an insta-repair visit may be paid for (decision 045): the
 * service has been given and its price is frozen in the order, so a month, not a day.
 */
export const POSTPAID_LINK_TTL_MS = 30 * 24 * 60 * 60 * 1000;
