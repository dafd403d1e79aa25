/**
 * Routes owned by the account/checkout features (not part of the landing catalogue). Kept apart
 * from site-config (which reads the server env) so client islands can import it.
 */
export const appRoutes = {
  cart: '/cart',
  checkout: '/checkout',
  login: '/login',
  /** Sign-in, then back to `next` (a path on this site; docs/product/security-tests.md#t1-5). */
  loginThen: (next: string) => `/login?next=${encodeURIComponent(next)}`,
  register: '/registration',
  passwordReset: '/password-reset',
  /** docs/product/accounts.md#email-verification screen for one address; `stage` 2 or 3 picks the docs/product/accounts.md#email-verification message. */
  emailVerification: (email: string, stage?: 2 | 3) =>
    `/email-verification?email=${encodeURIComponent(email)}${stage ? `&stage=${stage}` : ''}`,
  myPlans: '/account/plans',
  /** docs/product/catalogue.md#page-layout account area (menu of docs/product/catalogue.md#page-layout Layout rules). */
  account: {
    plans: '/account/plans',
    activation: '/account/activation',
    profile: '/account/profile',
    requests: '/account/requests',
    orders: '/account/orders',
    help: '/account/help',
    /** Deleting one's account (decision 096). */
    deleteAccount: '/account/delete',
    /** Where the account is signed in, and signing other devices out (decision 102). */
    devices: '/account/devices',
    order: (orderId: string) => `/account/orders/${encodeURIComponent(orderId)}`,
    /** docs/product/activation.md#activation-page activation of one plan, from the account (activation_source default myaccount). */
    activate: (osid: string) => `/account/activation/${encodeURIComponent(osid)}?activation_source=myaccount`,
  },
  /** docs/product/checkout.md#order-summary-and-invoices order summary page (sales touchpoints blocked there). */
  orderSummary: (orderId: string) =>
    `/account/plans?params=ordersummary&order_id=${encodeURIComponent(orderId)}`,
  /** Staff sign-in for sales agents; `next` is where to go after it (a same-site path). */
  agentLogin: (next?: string) => (next ? `/agent/login?next=${encodeURIComponent(next)}` : '/agent/login'),
  /** The customer's page for an agent's payment link (the id is the link's secret token). */
  paymentLink: (linkId: string) => `/payment-link/${encodeURIComponent(linkId)}`,
  /** Where the gateway sends the customer back after paying a link (callback URL). */
  paymentLinkDone: (linkId: string) => `/payment-link/${encodeURIComponent(linkId)}/done`,
  /** docs/product/api.md#session download link, through the same-origin `/api` proxy (the session cookie proves ownership). */
  invoice: (orderId: string) =>
    `/api/v3/order/download/${encodeURIComponent(orderId)}?application=website&type=invoice`,
} as const;
