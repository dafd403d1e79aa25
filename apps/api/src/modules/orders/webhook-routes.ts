import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../deps';
import { findRequestByCopayOrderId } from '@kavach/db';
import { settleCopay } from '../service-requests/copay.service';
import { RetryLater, settlePayment } from './settle.service';

/**
 * Gateway webhooks (issue 3 §3; docs/product/security-tests.md#payment-integrity): the signature is checked over the RAW bytes,
 * so this plugin parses JSON bodies as buffers (encapsulated: other routes keep the JSON parser).
 * The only route exempt from CSRF — a request without a valid signature changes nothing (docs/product/security-tests.md#t3-1, docs/product/security-tests.md#t8-2).
 */
export function paymentWebhookRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    app.post(
      '/payments/webhook',
      { config: { csrf: false }, schema: { tags: ['orders'], hide: false } },
      async (request, reply) => {
        const raw = request.body;
        if (!Buffer.isBuffer(raw))
          return reply
            .code(415)
            .send({ error_code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the event as JSON.' });
        const event = deps.payments.parseWebhook(raw, request.headers);
        if (!event)
          return reply.code(400).send({
            error_code: 'WEBHOOK_SIGNATURE_INVALID',
            message: 'Signature check failed.',
            request_id: request.id,
          });
        if (!event.payment) return { status: 'ignored' };
        // A service request's co-pay (issue 20 §1): its own one settle, deduplicated the same way (T16.3).
        if (!event.linkId && (await findRequestByCopayOrderId(deps.db, event.payment.orderId))) {
          const { outcome } = await settleCopay(deps, {
            payment: event.payment,
            source: 'webhook',
            eventId: event.eventId,
            eventType: event.type,
          });
          request.log.info({ event: 'copay_webhook', type: event.type, outcome }, 'co-pay webhook settled');
          return { status: 'ok' };
        }
        try {
          const { outcome } = await settlePayment(deps, {
            payment: event.payment,
            source: 'webhook',
            eventId: event.eventId,
            eventType: event.type,
            linkId: event.linkId,
          });
          request.log.info({ event: 'payment_webhook', type: event.type, outcome }, 'webhook settled');
          return { status: 'ok' };
        } catch (err) {
          if (err instanceof RetryLater)
            return reply
              .code(503)
              .header('retry-after', '5')
              .send({ error_code: 'RETRY_LATER', message: 'Order not ready yet.', request_id: request.id });
          throw err;
        }
      },
    );
  };
}
