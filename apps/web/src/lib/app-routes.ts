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
  /** §7 download link, through the same-origin `/api` proxy (the session cookie proves ownership). */
  invoice: (orderId: string) =>
    `/api/v3/order/download/${encodeURIComponent(orderId)}?application=website&type=invoice`,
} as const;
