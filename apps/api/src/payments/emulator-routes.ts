import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '@kavach/contracts';
import type { AppDeps } from '../deps';
import { AppError } from '../lib/http-errors';
import type { EmulatedRazorpayGateway } from './emulated-razorpay';
import { CHECKOUT_JS } from './emulator/checkout-js';
import { linkOnPage, payLinkPage, payOrder } from './emulator/customer';
import { LINK_PAGE_CSP, LINK_PAGE_JS, linkPageHtml } from './emulator/link-page';

const Id = z.object({ id: z.string().min(1).max(80) });
/** The page key of the link's short URL (decision 043); without the right one the link is not found. */
const PageKey = z.string().max(100).optional();
const Attempt = {
  method: z.enum(['upi', 'card', 'netbanking']),
  outcome: z.enum(['success', 'failure', 'pending']),
};

/** What Checkout shows of the order being paid. */
const OrderView = z.object({
  id: z.string(),
  amount: z.number().int().describe('paise'),
  currency: z.string(),
  receipt: z.string(),
  status: z.enum(['created', 'attempted', 'paid']),
});

/** What Razorpay Checkout's handler receives; the page posts it to our order endpoint. */
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
/** Where the link page sends the browser: the merchant's callback URL with Razorpay's signed query. */
const LinkPaySuccess = z.object({ callback_url: z.string() });
const LinkPayFailure = z.object({ error: z.object({ code: z.string(), description: z.string() }) });
const LinkPayPending = z.object({ status: z.literal('pending') });

const noOrder = () => new AppError(404, 'NOT_FOUND', 'There is no such order at the Razorpay emulator.');
const noLink = () =>
  new AppError(404, 'NOT_FOUND', 'There is no such payment link at the Razorpay emulator.');

function linkNotPayable(kind: 'expired' | 'cancelled' | 'already_paid'): AppError {
  switch (kind) {
    case 'expired':
      return new AppError(409, 'LINK_EXPIRED', 'This payment link has expired. Ask us for a new one.');
    case 'cancelled':
      return new AppError(409, 'LINK_CANCELLED', 'This payment link was cancelled. Ask us for a new one.');
    case 'already_paid':
      return new AppError(409, 'LINK_ALREADY_PAID', 'This payment link has already been paid.');
  }
}

/**
 * Whether the request's session is the one paying this gateway order: app.ts answers with the
 * order module's rule (the session whose checkout callback would be accepted, docs/product/security-tests.md#t6-1); anyone
 * else gets the 404 of an unknown order (finding 10 of issue 18, decision 043).
 */
export type PayerCheck = (request: FastifyRequest, gatewayOrderId: string) => Promise<boolean>;

/**
 * The customer's side of the Razorpay emulator in the browser (decision 053), registered only when
 * the gateway is the emulator: the Checkout stand-in script, the order it shows and its Pay route
 * (the paying session only), the hosted payment-link page and its Pay route (the page key only). POSTs are
 * CSRF-protected like every POST. Absent in production unless ALLOW_SANDBOX_PAYMENTS=true.
 */
export function emulatorRoutes(
  deps: { config: Pick<AppDeps['config'], 'nodeEnv'> },
  gateway: EmulatedRazorpayGateway,
  isPayer: PayerCheck,
): FastifyPluginAsyncZod {
  const emulator = gateway.emulator;
  return async (app) => {
    if (deps.config.nodeEnv === 'production' && !gateway.allowInProduction) return;
    const script = (body: string) => async (_request: FastifyRequest, reply: FastifyReply) =>
      reply.header('cache-control', 'no-store').type('application/javascript; charset=utf-8').send(body);
    app.get(
      '/razorpay-emulator/checkout.js',
      { schema: { tags: ['razorpay-emulator'] } },
      script(CHECKOUT_JS),
    );
    app.get(
      '/razorpay-emulator/link-page.js',
      { schema: { tags: ['razorpay-emulator'] } },
      script(LINK_PAGE_JS),
    );

    app.get(
      '/razorpay-emulator/orders/:id',
      {
        schema: {
          tags: ['razorpay-emulator'],
          params: Id,
          response: { 200: OrderView, 404: ErrorBody },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        if (!(await isPayer(request, request.params.id))) throw noOrder();
        const order = emulator.books.orders.get(request.params.id);
        if (!order) throw noOrder();
        const { id, amount, currency, receipt, status } = order;
        return { id, amount, currency, receipt: receipt ?? '', status };
      },
    );

    app.post(
      '/razorpay-emulator/orders/:id/pay',
      {
        schema: {
          tags: ['razorpay-emulator'],
          params: Id,
          body: z.object(Attempt).strict(),
          response: {
            200: z.union([PaySuccess, PayFailure, PayPending]),
            404: ErrorBody,
            409: ErrorBody,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        if (!(await isPayer(request, request.params.id))) throw noOrder();
        const result = payOrder(emulator, request.params.id, request.body.outcome, request.body.method);
        switch (result.kind) {
          case 'not_found':
            throw noOrder();
          case 'already_paid':
            throw new AppError(409, 'ORDER_ALREADY_PAID', 'This order has already been paid.');
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

    app.get(
      '/razorpay-emulator/payment_links/:id',
      {
        schema: {
          tags: ['razorpay-emulator'],
          params: Id,
          querystring: z.object({ key: PageKey }),
          response: { 404: ErrorBody },
        },
      },
      async (request, reply) => {
        const { key } = request.query;
        if (!gateway.isLinkPageKey(request.params.id, key)) throw noLink();
        const link = linkOnPage(emulator, request.params.id);
        if (!link || key === undefined) throw noLink();
        return reply
          .header('cache-control', 'no-store')
          .header('content-security-policy', LINK_PAGE_CSP)
          .header('referrer-policy', 'no-referrer')
          .type('text/html; charset=utf-8')
          .send(linkPageHtml(link, key) as never);
      },
    );

    app.post(
      '/razorpay-emulator/payment_links/:id/pay',
      {
        schema: {
          tags: ['razorpay-emulator'],
          params: Id,
          body: z.object({ ...Attempt, key: PageKey }).strict(),
          response: {
            200: z.union([LinkPaySuccess, LinkPayFailure, LinkPayPending]),
            404: ErrorBody,
            409: ErrorBody,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { key, outcome, method } = request.body;
        if (!gateway.isLinkPageKey(request.params.id, key)) throw noLink();
        const result = payLinkPage(emulator, request.params.id, outcome, method);
        switch (result.kind) {
          case 'not_found':
            throw noLink();
          case 'expired':
          case 'cancelled':
          case 'already_paid':
            throw linkNotPayable(result.kind);
          case 'success':
            return { callback_url: result.callbackUrl };
          case 'failure':
            return { error: { code: result.code, description: result.description } };
          case 'pending':
            return { status: 'pending' as const };
        }
      },
    );
  };
}
