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
import { findPaymentLinkByToken, lockOrderById, type PaymentLinkRow } from '@kavach/db';
import { isOrderPaid, paymentLinkView, type PaymentLinkState } from '@kavach/domain';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/http-errors';
import { requireSession } from '../../lib/current-session';
import { paymentLinkDetails } from './details';
import { expireLink, settleFromLink } from './link-settle';
import { sendPaymentLink } from './send-link.service';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody } as const;
const linkNotFound = () =>
  new AppError(
    404,
    'LINK_NOT_FOUND',
    'This payment link does not exist. Please check the link you were sent.',
  );

/**
 * Payment links (issue 3 §4): an agent sends one for a cart; the customer opens our page, which
 * shows the order and leads to the gateway's hosted page; the gateway's signed callback comes back
 * through payment_link_success. The link token (256 random bits) is what lets the customer in.
 */
export function paymentLinkRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const now = () => deps.clock.now();

    /** The link, brought up to date: an open link past its expiry is settled or expired first. */
    async function currentLink(token: string): Promise<PaymentLinkRow> {
      const link = await findPaymentLinkByToken(deps.db, token);
      if (!link) throw linkNotFound();
      if (link.status === 'created' && link.expiresAt <= now()) return expireLink(deps, link);
      return link;
    }

    app.post(
      '/v3/cart/send_link/:id',
      {
        schema: {
          tags: ['cart'],
          params: SendLinkParams,
          body: SendLinkBody,
          response: { 200: SendLinkResponse, ...errors, 502: ErrorBody },
        },
      },
      async (request, reply) => {
        const session = await requireSession(deps.db, request, now());
        reply.header('cache-control', 'no-store');
        return sendPaymentLink(deps, session, request.params.id);
      },
    );

    app.get(
      '/v3/order/payment_link_details/:id',
      {
        schema: {
          tags: ['orders'],
          params: z.object({ id: PaymentLinkId }).strict(),
          response: { 200: PaymentLinkDetails, ...errors },
        },
      },
      async (request, reply) => {
        const link = await currentLink(request.params.id);
        const order = await deps.db.transaction((tx) => lockOrderById(tx, link.orderId));
        if (!order) throw linkNotFound();
        reply.header('cache-control', 'no-store');
        reply.header('referrer-policy', 'no-referrer');
        return paymentLinkDetails(deps.db, link, order, now());
      },
    );

    app.post(
      '/v3/order/payment_link_success',
      {
        schema: {
          tags: ['orders'],
          body: PaymentLinkSuccessBody,
          response: { 200: PaymentLinkSuccessResponse, ...errors },
        },
      },
      async (request, reply) => {
        const b = request.body;
        const link = await findPaymentLinkByToken(deps.db, b.link_id);
        if (!link || !link.gatewayLinkId) throw linkNotFound();
        // Security plan A18 / docs/product/security-tests.md#t8-12: the signature is checked against the STORED link and reference ids.
        const ok = deps.payments.verifyPaymentLinkSignature(
          { linkId: link.gatewayLinkId, referenceId: link.referenceId },
          {
            paymentId: b.razorpay_payment_id,
            linkId: b.razorpay_payment_link_id,
            referenceId: b.razorpay_payment_link_reference_id,
            status: b.razorpay_payment_link_status,
            signature: b.razorpay_signature,
          },
        );
        if (!ok)
          throw new AppError(
            400,
            'SIGNATURE_INVALID',
            'We could not confirm this payment. If money was taken, it will be refunded.',
          );
        await settleFromLink(deps, link, 'callback');
        const after = await currentLink(link.token);
        const order = await deps.db.transaction((tx) => lockOrderById(tx, after.orderId));
        if (!order) throw linkNotFound();
        const view = paymentLinkView(
          { status: after.status as PaymentLinkState, expiresAt: after.expiresAt },
          now(),
        );
        reply.header('cache-control', 'no-store');
        const paid = isOrderPaid(order.status);
        return {
          order_id: order.orderRef,
          status: order.status,
          state: paid ? 'paid' : view.state,
          message: paid
            ? 'Payment successful. Your plans are confirmed — we have sent the details by SMS and email.'
            : view.state === 'payable'
              ? 'We are confirming your payment with the bank. This page will update.'
              : (view.message ?? 'This link can no longer be paid.'),
        };
      },
    );
  };
}
