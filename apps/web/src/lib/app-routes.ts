/**
 * Routes owned by the account/checkout features (not part of the landing catalogue). Kept apart
 * from site-config (which reads the server env) so client islands can import it.
 */
export const appRoutes = {
  cart: '/cart',
  checkout: '/checkout',
  login: '/login',
  register: '/register',
} as const;
