import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AllowAgentConnectionBody, AllowAgentConnectionResponse, ErrorBody } from '@kavach/contracts';
import type { RouteDeps } from '../../deps';
import { allowOwnAgentConnection } from './agent-connection.service';

/**
 * The contact centre's dialer (docs/product/api.md#agent-connection, decision 094), under the
 * `/v4/app::website/dialer` prefix app.ts registers it with: the path keeps the spec's trailing slash.
 */
export function dialerRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/allow_agent_connection/',
      {
        schema: {
          tags: ['support'],
          body: AllowAgentConnectionBody,
          response: { 200: AllowAgentConnectionResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
        },
        config: { rateLimit: { max: 20, timeWindow: '10 minutes' } },
      },
      async (request) => allowOwnAgentConnection(deps, request, request.body),
    );
  };
}
