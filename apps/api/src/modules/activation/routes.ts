import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ActivationErrorBody,
  ActivationOrderResponse,
  ActivationSubmitBody,
  ErrorBody,
} from '@kavach/contracts';
import type { RouteDeps } from '../../deps';
import { requireCustomer } from '../../lib/current-session';
import { loadActivationOrder } from './activation-order';
import { submitActivation } from './activation.service';
import { activationOrderView } from './activation-view';
import { certificateRoutes } from './certificate-routes';
import { activationDocumentRoutes } from './document-routes';

const tags = ['activation'];
/** An osid as the account pages link it; anything else is simply not found (docs/product/security-tests.md#t6-1, one 404). */
const params = z.object({ osid: z.string().max(64) }).strict();

/**
 * Plan activation (docs/product/accounts.md#account-menu-and-pages `/account/activation/{osid}`, docs/product/activation.md#required-fields-by-plan Activation order; issue 4 §3). Owner
 * only: an unknown osid and another customer's osid get the same 404 (docs/product/security-tests.md#t6-1, docs/product/security-tests.md#t6-2).
 * Registered under the prefix /v3/activation: the paths below are relative to it.
 */
export function activationRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(activationOrderRoutes(deps));
    await app.register(activationDocumentRoutes(deps));
    await app.register(certificateRoutes(deps));
  };
}

/** The activation order of one plan: read and submit. */
function activationOrderRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/:osid',
      {
        schema: { tags, params, response: { 200: ActivationOrderResponse, 401: ErrorBody, 404: ErrorBody } },
      },
      async (request) => {
        const now = deps.clock.now();
        const { customer } = await requireCustomer(deps.db, request, now);
        return activationOrderView(await loadActivationOrder(deps.db, customer.id, request.params.osid), now);
      },
    );

    app.post(
      '/:osid',
      {
        schema: {
          tags,
          params,
          body: ActivationSubmitBody,
          response: {
            200: ActivationOrderResponse,
            400: ActivationErrorBody,
            401: ErrorBody,
            404: ErrorBody,
            409: ErrorBody,
          },
        },
      },
      async (request) => {
        const now = deps.clock.now();
        const { customer } = await requireCustomer(deps.db, request, now);
        await submitActivation(deps, customer.id, request.params.osid, request.body);
        return activationOrderView(await loadActivationOrder(deps.db, customer.id, request.params.osid), now);
      },
    );
  };
}
