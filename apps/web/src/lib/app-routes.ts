/**
 * Routes owned by the account/checkout features (not part of the landing catalogue). Kept apart
 * from site-config (which reads the server env) so client islands can import it.
 */
export const appRoutes = {
  cart: '/cart',
  checkout: '/checkout',
  login: '/login',
  register: '/register',
  myPlans: '/account/plans',
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
