import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SetCsrfQuery, SetCsrfResponse } from '@kavach/contracts';
import type { RouteDeps } from '../../deps';
import { bootstrapSession } from './session.service';

/**
 * GET /auth/set_csrf: bootstraps the server-side session and its CSRF token (docs/product/api.md#session).
 * Registered under the prefix /auth. It needs only the session options of RouteDeps (the sandbox
 * gateway's test app registers it on its own).
 */
export function sessionRoutes(deps: Pick<RouteDeps, 'session'>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/set_csrf',
      { schema: { tags: ['session'], querystring: SetCsrfQuery, response: { 200: SetCsrfResponse } } },
      async (request, reply) => bootstrapSession(deps, request, reply, request.query),
    );
  };
}
