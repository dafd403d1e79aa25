import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBody,
  PaymentLinkDetails,
  PaymentLinkId,
  PaymentLinkSuccessBody,
  PaymentLinkSuccessResponse,
  SendLinkBody,
  SendLinkParams,
  SendLinkResponse,
} from '@kavach/contracts';
import type { RouteDeps } from '../../deps';
import { requireSession } from '../../lib/current-session';
import { confirmLinkPayment, linkDetails } from './links.service';
import { sendPaymentLink } from './send-link.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody } as const;

/**
 * Payment links (issue 3 §4): an agent sends one for a cart; the customer opens our page, which
 * shows the order and leads to the gateway's hosted page; the gateway's signed callback comes back
 * through payment_link_success. The link token (256 random bits) is what lets the customer in.
 * Under the `/v3` prefix app.ts registers it with.
 */
export function paymentLinkRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/cart/send_link/:id',
      {
        schema: {
          tags: ['cart'],
          params: SendLinkParams,
          body: SendLinkBody,
          response: { 200: SendLinkResponse, ...errors, 502: ErrorBody },
        },
      },
      async (request, reply) => {
        const session = await requireSession(deps.db, request, deps.clock.now());
        reply.header('cache-control', 'no-store');
        return sendPaymentLink(deps, session, request.params.id);
      },
    );

    app.get(
      '/order/payment_link_details/:id',
      {
        schema: {
          tags: ['orders'],
          params: z.object({ id: PaymentLinkId }).strict(),
          response: { 200: PaymentLinkDetails, ...errors },
        },
      },
      async (request, reply) => {
        const details = await linkDetails(deps, request.params.id);
        reply.header('cache-control', 'no-store');
        reply.header('referrer-policy', 'no-referrer');
        return details;
      },
    );

    app.post(
      '/order/payment_link_success',
      {
        schema: {
          tags: ['orders'],
          body: PaymentLinkSuccessBody,
          response: { 200: PaymentLinkSuccessResponse, ...errors },
        },
      },
      async (request, reply) => {
        const answer = await confirmLinkPayment(deps, request.body);
        reply.header('cache-control', 'no-store');
        return answer;
      },
    );
  };
}
