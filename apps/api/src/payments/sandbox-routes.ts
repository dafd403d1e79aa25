import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '@kavach/contracts';
import type { AppDeps } from '../deps';
import { AppError } from '../lib/http-errors';
import type { SandboxGateway } from './sandbox';
import { linkNotPayable, sandboxLinkRoutes } from './sandbox-link-routes';

const OrderParams = z.object({ id: z.string().min(1).max(80) });

const SandboxOrderView = z.object({
  id: z.string(),
  amount: z.number().int().describe('paise'),
  currency: z.string(),
  receipt: z.string(),
  status: z.enum(['created', 'attempted', 'paid']),
});

const PayBody = z
  .object({
    method: z.enum(['upi', 'card', 'netbanking']),
    outcome: z.enum(['success', 'failure', 'pending']),
  })
  .strict();

/** What Razorpay Checkout's handler receives: the hosted page posts it to our order endpoint. */
const PaySuccess = z.object({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
});
/** Razorpay Checkout's `payment.failed` response. */
const PayFailure = z.object({
  error: z.object({
    code: z.string(),
    description: z.string(),
    metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
  }),
});
const PayPending = z.object({ razorpay_order_id: z.string(), razorpay_payment_id: z.string() });

const notFound = () => new AppError(404, 'NOT_FOUND', 'There is no such sandbox order.');

/**
 * Whether the request's session is the one paying this gateway order. app.ts answers with the
 * order module's rule (the session that may complete the checkout callback, docs/product/security-tests.md#t6-1); anyone else
 * gets the 404 of an unknown order (finding 10 of issue 18, decision 043).
 */
export type SandboxPayerCheck = (request: FastifyRequest, gatewayOrderId: string) => Promise<boolean>;

/**
 * The sandbox gateway's hosted payment page API (the page itself is in the web app at
 * /pay/sandbox/{gatewayOrderId}), and its payment-link page API (sandbox-link-routes.ts). POSTs
 * are CSRF-protected like every POST. Only the paying session sees or pays an order (`isPayer`).
 * Absent (404) when NODE_ENV=production unless the gateway was allowed there
 * (ALLOW_SANDBOX_PAYMENTS=true).
 */
export function sandboxGatewayRoutes(
  deps: { config: Pick<AppDeps['config'], 'nodeEnv'> },
  gateway: SandboxGateway,
  isPayer: SandboxPayerCheck,
): FastifyPluginAsyncZod {
  return async (app) => {
    if (deps.config.nodeEnv === 'production' && !gateway.allowInProduction) return;
    await app.register(sandboxLinkRoutes(gateway));
    app.get(
      '/sandbox-gateway/orders/:id',
      {
        schema: {
          tags: ['sandbox-gateway'],
          params: OrderParams,
          response: { 200: SandboxOrderView, 404: ErrorBody },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        if (!(await isPayer(request, request.params.id))) throw notFound();
        const order = await gateway.fetchOrder(request.params.id);
        if (!order) throw notFound();
        const { id, amountPaise, currency, receipt, status } = order;
        return { id, amount: amountPaise, currency, receipt, status };
      },
    );
    app.post(
      '/sandbox-gateway/orders/:id/pay',
      {
        schema: {
          tags: ['sandbox-gateway'],
          params: OrderParams,
          body: PayBody,
          response: {
            200: z.union([PaySuccess, PayFailure, PayPending]),
            404: ErrorBody,
            409: ErrorBody,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        if (!(await isPayer(request, request.params.id))) throw notFound();
        const result = await gateway.pay(request.params.id, request.body);
        switch (result.kind) {
          case 'not_found':
            throw notFound();
          case 'already_paid':
            throw new AppError(409, 'ORDER_ALREADY_PAID', 'This order has already been paid.');
          case 'expired':
          case 'cancelled':
            // Only link-page attempts are checked against the link; kept for completeness.
            throw linkNotPayable(result.kind);
          case 'success':
            return {
              razorpay_order_id: result.orderId,
              razorpay_payment_id: result.paymentId,
              razorpay_signature: result.signature,
            };
          case 'failure':
            return {
              error: {
                code: result.code,
                description: result.description,
                metadata: { order_id: result.orderId, payment_id: result.paymentId },
              },
            };
          case 'pending':
            return { razorpay_order_id: result.orderId, razorpay_payment_id: result.paymentId };
        }
      },
    );
  };
}
