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
import { findOrderByRef, lockOrderByGatewayOrderId } from '@kavach/db';
import { isOrderPaid } from '@kavach/domain';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/http-errors';
import { requireSession } from '../../lib/current-session';
import { checkout } from './checkout.service';
import { checkoutPayLater } from './pay-later.service';
import { completeVisit } from '../payment-links/visit-completed.service';
import { orderSummary } from './summary';
import { settleFromGateway } from './settle-from-gateway';
import { ownsOrder } from './order-access';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody } as const;
const tags = ['orders'];
const OrderRef = z.string().regex(/^KV[A-Z0-9]{12}$/);
const orderNotFound = () => new AppError(404, 'ORDER_NOT_FOUND', 'We could not find this order.');

/** docs/product/api.md#orders: checkout, the checkout callback (success / failure) and the owner's order summary. */
export function orderRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const session = (request: Parameters<typeof requireSession>[1]) =>
      requireSession(deps.db, request, deps.clock.now());

    app.post(
      '/v3/order/checkout',
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
        if (request.body.pay_later) {
          const { order, visits } = await checkoutPayLater(deps, s);
          return {
            order_id: order.orderRef,
            status: 'visit_booked' as const,
            amount: order.amountPaise,
            currency: 'INR' as const,
            payment: 'after_visit' as const,
            visits,
            message: 'Your visit is booked. We will send a payment link by SMS and email after the visit.',
          };
        }
        const { order, params } = await checkout(deps, s);
        return {
          order_id: order.orderRef,
          status: order.status,
          amount: order.amountPaise,
          currency: 'INR' as const,
          gateway: params.gateway,
          key_id: params.keyId,
          gateway_order_id: params.gatewayOrderId,
          checkout_script: params.checkoutScript,
          prefill: { name: order.name, email: order.email, contact: order.phone },
        };
      },
    );

    app.post(
      '/v3/order/success',
      { schema: { tags, body: OrderSuccessBody, response: { 200: OrderResultResponse, ...errors } } },
      async (request) => {
        const s = await session(request);
        const b = request.body;
        const order = await deps.db.transaction((tx) => lockOrderByGatewayOrderId(tx, b.razorpay_order_id));
        if (!ownsOrder(s, order)) throw orderNotFound();
        // docs/product/security-tests.md#t8-1: verified against the STORED gateway order id, constant-time.
        if (
          !deps.payments.verifyCheckoutSignature(
            order.gatewayOrderId!,
            b.razorpay_payment_id,
            b.razorpay_signature,
          )
        )
          throw new AppError(
            400,
            'SIGNATURE_INVALID',
            'We could not confirm this payment. If money was taken, it will be refunded.',
          );
        const settled = await settleFromGateway(deps, order.gatewayOrderId!, 'callback');
        const paid = isOrderPaid(settled.status);
        return {
          order_id: settled.orderRef,
          status: settled.status,
          activation_token: paid ? settled.activationToken : null,
          message: paid
            ? 'Payment successful. Your plans are confirmed.'
            : 'We are confirming your payment with the bank.',
        };
      },
    );

    app.post(
      '/v3/order/failure',
      { schema: { tags, body: OrderFailureBody, response: { 200: OrderResultResponse, ...errors } } },
      async (request) => {
        const s = await session(request);
        const order = await deps.db.transaction((tx) =>
          lockOrderByGatewayOrderId(tx, request.body.razorpay_order_id),
        );
        if (!ownsOrder(s, order)) throw orderNotFound();
        // The browser's word is not proof: the gateway's own record decides the state.
        const settled = await settleFromGateway(deps, order.gatewayOrderId!, 'callback');
        return {
          order_id: settled.orderRef,
          status: settled.status,
          activation_token: null,
          message:
            settled.status === 'paid'
              ? 'Payment successful. Your plans are confirmed.'
              : 'The payment did not go through. No money was taken; you can try again.',
        };
      },
    );

    // Staff record that the visit of a pay-after-the-visit order is done; its payment link goes out.
    app.post(
      '/v3/order/visit_completed/:id',
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
      '/v3/order/summary/:id',
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
  };
}
