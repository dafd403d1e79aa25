import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../deps';
import { customerAuthRoutes } from './auth-routes';
import { customerProfileRoutes } from './profile-routes';
import { passwordResetRoutes } from './reset-routes';
import { customerSessionRoutes } from './session-routes';

/**
 * Customer accounts (docs/product/api.md#customer): sign-in and sign-up, the session side
 * (existence check, sign-out, bootstrap fields), password reset and the profile. Their paths share
 * no prefix (`/customers/…`, `/v3/customer/…`, `/auth/update_session`, `/v3/otp/web_render_login`).
 */
export function customersRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(customerAuthRoutes(deps));
    await app.register(customerSessionRoutes(deps));
    await app.register(passwordResetRoutes(deps));
    await app.register(customerProfileRoutes(deps));
  };
}
