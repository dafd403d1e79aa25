import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, PARTNER_KEY_HEADER, PartnerPlanBody, PartnerPlanResponse } from '@kavach/contracts';
import type { PartnerKind } from '@kavach/domain';
import type { RouteDeps } from '../../deps';
import { sendError } from '../../lib/http-errors';
import { partnerOfKey } from './partner-keys';
import { registerPartnerPlan } from './partner-plans.service';

const tags = ['partner'];

declare module 'fastify' {
  interface FastifyRequest {
    /** The partner authenticated by its API key (partner routes only). */
    partnerKind?: PartnerKind;
  }
}

/**
 * Partner plan registration (issue 4, docs/product/catalogue.md#variants-and-app-mode co-branded partners; decision 024). Server to
 * server: authenticated by the partner's API key (header x-partner-key, PARTNER_KEYS), so — like
 * the gateway webhook — exempt from the browser CSRF check; a request without a valid key changes
 * nothing. The key is checked before the body is even parsed. Under the `/v3/partner` prefix app.ts
 * registers it with.
 */
export function partnerRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post(
      '/plans',
      {
        config: { csrf: false, rateLimit: { max: 300, timeWindow: '1 minute' } },
        onRequest: async (request, reply) => {
          const presented = request.headers[PARTNER_KEY_HEADER];
          if (typeof presented !== 'string' || presented === '')
            return sendError(
              reply,
              401,
              'PARTNER_KEY_REQUIRED',
              'Send your partner API key in x-partner-key.',
            );
          const kind = partnerOfKey(deps.config.partnerKeys, presented);
          if (!kind)
            return sendError(reply, 401, 'PARTNER_KEY_INVALID', 'This partner API key is not valid.');
          request.partnerKind = kind;
        },
        schema: {
          tags,
          summary: 'Register a plan sold by a marketplace or retail partner',
          description:
            'Idempotent by partner_order_ref: 201 on the first registration, 200 with the same body on a repeat, 409 when the reference was registered with other details.',
          security: [{ partnerKey: [] }],
          body: PartnerPlanBody,
          response: {
            200: PartnerPlanResponse,
            201: PartnerPlanResponse,
            400: ErrorBody,
            401: ErrorBody,
            409: ErrorBody,
          },
        },
      },
      async (request, reply) => {
        const kind = request.partnerKind;
        if (!kind) throw new Error('partner route reached without a partner');
        const result = await registerPartnerPlan(deps, kind, request.body);
        request.log.info(
          { event: 'partner_plan', partner: kind, order: result.body.order_id, created: result.created },
          'partner plan registered',
        );
        return reply.code(result.created ? 201 : 200).send(result.body);
      },
    );
  };
}
