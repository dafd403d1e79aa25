import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '@kavach/contracts';
import { AppError } from '../lib/http-errors';
import type { SandboxGateway } from './sandbox';

const LinkParams = z.object({ id: z.string().min(1).max(80) });
/** The page key of the link's short URL (decision 043); without the right one the link is not found. */
const PageKey = z.string().max(100).optional();
const LinkQuery = z.object({ key: PageKey });

const SandboxLinkView = z.object({
  id: z.string(),
  amount: z.number().int().describe('paise'),
  currency: z.string(),
  reference_id: z.string(),
  description: z.string(),
  status: z.enum(['created', 'partially_paid', 'paid', 'expired', 'cancelled']),
  expire_by: z.string().describe('ISO 8601'),
  customer_name: z.string(),
});

const LinkPayBody = z
  .object({
    method: z.enum(['upi', 'card', 'netbanking']),
    outcome: z.enum(['success', 'failure', 'pending']),
    key: PageKey,
  })
  .strict();

/** Where the page sends the browser: the merchant's callback URL with Razorpay's signed query. */
const LinkPaySuccess = z.object({ callback_url: z.string() });
/** A declined attempt, as Razorpay's page reports it; the link stays payable. */
const LinkPayFailure = z.object({ error: z.object({ code: z.string(), description: z.string() }) });
const LinkPayPending = z.object({ status: z.literal('pending') });

const notFound = () => new AppError(404, 'NOT_FOUND', 'There is no such sandbox payment link.');

/** The 409s of a link that takes no payment, shared with the order page's route. */
export function linkNotPayable(kind: 'expired' | 'cancelled' | 'already_paid'): AppError {
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
 * The sandbox's hosted payment-link page API (the page is in the web app at
 * /pay/sandbox/link/{linkId}?key=…); registered by sandboxGatewayRoutes behind its production guard.
 * Both routes want the link's page key (finding 10 of issue 18): a missing or wrong key gets the
 * same 404 as an unknown link, so neither the amount nor the reference leaks (decision 043).
 */
export function sandboxLinkRoutes(gateway: SandboxGateway): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sandbox-gateway/payment_links/:id',
      {
        schema: {
          tags: ['sandbox-gateway'],
          params: LinkParams,
          querystring: LinkQuery,
          response: { 200: SandboxLinkView, 404: ErrorBody },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        if (!gateway.isLinkPageKey(request.params.id, request.query.key)) throw notFound();
        const page = await gateway.paymentLinkPage(request.params.id);
        if (!page) throw notFound();
        const { link } = page;
        return {
          id: link.id,
          amount: link.amountPaise,
          currency: link.currency,
          reference_id: link.referenceId,
          description: page.description,
          status: link.status,
          expire_by: link.expireBy.toISOString(),
          customer_name: page.customerName,
        };
      },
    );
    app.post(
      '/sandbox-gateway/payment_links/:id/pay',
      {
        schema: {
          tags: ['sandbox-gateway'],
          params: LinkParams,
          body: LinkPayBody,
          response: {
            200: z.union([LinkPaySuccess, LinkPayFailure, LinkPayPending]),
            404: ErrorBody,
            409: ErrorBody,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { key, ...input } = request.body;
        if (!gateway.isLinkPageKey(request.params.id, key)) throw notFound();
        const result = await gateway.payLink(request.params.id, input);
        switch (result.kind) {
          case 'not_found':
            throw notFound();
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
