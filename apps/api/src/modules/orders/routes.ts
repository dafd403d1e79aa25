import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CheckoutBody,
  CheckoutResponse,
  ErrorBody,
  OrderFailureBody,
  OrderResultResponse,
  OrderSuccessBody,
  OrderSummary,
  PayLaterCheckoutResponse,
  SendLinkResponse,
} from '@kavach/contracts';
import { findOrderByRef } from '@kavach/db';
import type { RouteDeps } from '../../deps';
import { requireSession } from '../../lib/current-session';
import { confirmCheckoutFailure, confirmCheckoutSuccess } from './callback.service';
import { checkout } from './checkout.service';
import { checkoutPayLater } from './pay-later.service';
import { completeVisit } from '../payment-links/visit-completed.service';
import { orderSummary } from './summary';
import { orderNotFound, ownsOrder } from './order-access';
import { checkoutAnswer, payLaterAnswer } from './checkout-answer';
import { orderDownloadRoutes } from './download-routes';
import { paymentWebhookRoutes } from './webhook-routes';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody } as const;
const tags = ['orders'];
const OrderRef = z.string().regex(/^KV[A-Z0-9]{12}$/);

/**
 * docs/product/api.md#orders: checkout, the checkout callback (success / failure), the owner's order summary and
 * downloads, and the gateway's webhook; under the `/v3` prefix app.ts registers it with.
 */
export function orderRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const session = (request: Parameters<typeof requireSession>[1]) =>
      requireSession(deps.db, request, deps.clock.now());

    app.post(
      '/order/checkout',
      {
        schema: {
          tags,
          body: CheckoutBody,
          response: {
            200: z.union([CheckoutResponse, PayLaterCheckoutResponse]),
            ...errors,
            502: ErrorBody,
          },
        },
      },
      async (request, reply) => {
        const s = await session(request);
        reply.header('cache-control', 'no-store');
        if (request.body.pay_later) return payLaterAnswer(await checkoutPayLater(deps, s));
        return checkoutAnswer(await checkout(deps, s));
      },
    );

    app.post(
      '/order/success',
      { schema: { tags, body: OrderSuccessBody, response: { 200: OrderResultResponse, ...errors } } },
      async (request) => confirmCheckoutSuccess(deps, await session(request), request.body),
    );

    app.post(
      '/order/failure',
      { schema: { tags, body: OrderFailureBody, response: { 200: OrderResultResponse, ...errors } } },
      async (request) => confirmCheckoutFailure(deps, await session(request), request.body),
    );

    // Staff record that the visit of a pay-after-the-visit order is done; its payment link goes out.
    app.post(
      '/order/visit_completed/:id',
      {
        schema: {
          tags,
          params: z.object({ id: OrderRef }).strict(),
          body: z.object({}).strict().optional(),
          response: { 200: SendLinkResponse, ...errors, 502: ErrorBody },
        },
      },
      async (request, reply) => {
        const s = await session(request);
        reply.header('cache-control', 'no-store');
        return completeVisit(deps, s, request.params.id);
      },
    );

    app.get(
      '/order/summary/:id',
      {
        schema: {
          tags,
          params: z.object({ id: OrderRef }).strict(),
          response: { 200: OrderSummary, ...errors },
        },
      },
      async (request, reply) => {
        const s = await session(request);
        const order = await findOrderByRef(deps.db, request.params.id);
        if (!ownsOrder(s, order)) throw orderNotFound();
        reply.header('cache-control', 'no-store');
        return orderSummary(deps.db, order);
      },
    );

    await app.register(orderDownloadRoutes(deps));
    // Encapsulated: it parses JSON bodies as raw bytes; the other routes keep the JSON parser.
    await app.register(paymentWebhookRoutes(deps));
  };
}
