import type { FastifyPluginAsync } from 'fastify';
import type { RouteDeps } from '../../deps';
import { settleWebhookEvent } from './webhook.service';

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
        const result = await settleWebhookEvent(deps, event);
        if (result.status === 'retry_later')
          return reply
            .code(503)
            .header('retry-after', '5')
            .send({ error_code: 'RETRY_LATER', message: 'Order not ready yet.', request_id: request.id });
        if (result.status === 'ignored') return { status: 'ignored' };
        if (result.settled === 'copay')
          request.log.info(
            { event: 'copay_webhook', type: event.type, outcome: result.outcome },
            'co-pay webhook settled',
          );
        else
          request.log.info(
            { event: 'payment_webhook', type: event.type, outcome: result.outcome },
            'webhook settled',
          );
        return { status: 'ok' };
      },
    );
  };
}
