/**
 * Routes owned by the account/checkout features (not part of the landing catalogue). Kept apart
 * from site-config (which reads the server env) so client islands can import it.
 */
export const appRoutes = {
  cart: '/cart',
  checkout: '/checkout',
  login: '/login',
  /** Sign-in, then back to `next` (a path on this site; T1.5). */
  loginThen: (next: string) => `/login?next=${encodeURIComponent(next)}`,
  register: '/registration',
  passwordReset: '/password-reset',
  /** §2 email verification screen for one address; `stage` 2 or 3 picks the §8 message. */
  emailVerification: (email: string, stage?: 2 | 3) =>
    `/email-verification?email=${encodeURIComponent(email)}${stage ? `&stage=${stage}` : ''}`,
  myPlans: '/account/plans',
  /** §2 account area (menu of §2 Layout rules). */
  account: {
    plans: '/account/plans',
    activation: '/account/activation',
    profile: '/account/profile',
    requests: '/account/requests',
    orders: '/account/orders',
    help: '/account/help',
    order: (orderId: string) => `/account/orders/${encodeURIComponent(orderId)}`,
    /** §2 activation of one plan, from the account (activation_source default myaccount). */
    activate: (osid: string) => `/account/activation/${encodeURIComponent(osid)}?activation_source=myaccount`,
  },
  /** §2 order summary page (sales touchpoints blocked there). */
  orderSummary: (orderId: string) =>
    `/account/plans?params=ordersummary&order_id=${encodeURIComponent(orderId)}`,
  /** The sandbox gateway's hosted payment page (decision 011). */
  sandboxPay: (gatewayOrderId: string) => `/pay/sandbox/${encodeURIComponent(gatewayOrderId)}`,
  /** The sandbox gateway's hosted page for a payment link (its `short_url`). */
  sandboxPayLink: (gatewayLinkId: string) => `/pay/sandbox/link/${encodeURIComponent(gatewayLinkId)}`,
  /** Staff sign-in for sales agents; `next` is where to go after it (a same-site path). */
  agentLogin: (next?: string) => (next ? `/agent/login?next=${encodeURIComponent(next)}` : '/agent/login'),
  /** The customer's page for an agent's payment link (the id is the link's secret token). */
  paymentLink: (linkId: string) => `/payment-link/${encodeURIComponent(linkId)}`,
  /** Where the gateway sends the customer back after paying a link (callback URL). */
  paymentLinkDone: (linkId: string) => `/payment-link/${encodeURIComponent(linkId)}/done`,
  /** §7 download link, through the same-origin `/api` proxy (the session cookie proves ownership). */
  invoice: (orderId: string) =>
    `/api/v3/order/download/${encodeURIComponent(orderId)}?application=website&type=invoice`,
} as const;
