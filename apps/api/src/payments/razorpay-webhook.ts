import { z } from 'zod';
import type { GatewayEvent } from './gateway';
import { toGatewayPayment } from './razorpay-entities';
import { verifyWebhook } from './signatures';

export type WebhookHeaders = Record<string, string | string[] | undefined>;

/** x-razorpay-event-id is unique per event (razorpay.com/docs/webhooks/validate-test, Idempotency). */
const EVENT_ID = /^[A-Za-z0-9_-]{1,100}$/;

const Envelope = z.object({
  entity: z.literal('event'),
  event: z.string().min(1).max(100),
  payload: z.object({
    payment: z.object({ entity: z.unknown() }).optional(),
    order: z.object({ entity: z.object({ id: z.string().min(1).max(80) }) }).optional(),
    /** payment_link.* events (razorpay.com/docs/webhooks/payment-links): only what we read. */
    payment_link: z
      .object({
        entity: z.object({
          id: z.string().min(1).max(80),
          reference_id: z.string().max(40).nullable().optional(),
          status: z.string().max(40).optional(),
          order_id: z.string().max(80).nullable().optional(),
        }),
      })
      .optional(),
  }),
});

/** One header value, whatever its case; a repeated header counts as absent. */
export function headerValue(headers: WebhookHeaders, name: string): string | null {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name) return typeof value === 'string' ? value : null;
  }
  return null;
}

/**
 * A Razorpay-shaped webhook (docs/product/security-tests.md#t8-2): the signature in `x-razorpay-signature` is checked over the raw
 * bytes against each listed secret (docs/product/security-tests.md#t8-13) before anything is parsed. null when the signature, the
 * event id or the envelope is wrong — including a payment entity that does not parse. `orderId`
 * comes from `payload.order.entity.id`, else from the payment's `order_id`, else from the payment
 * link's `order_id`; `linkId` is `payload.payment_link.entity.id` (null for other events).
 */
export function parseRazorpayWebhook(
  rawBody: Buffer,
  headers: WebhookHeaders,
  secrets: readonly string[],
): GatewayEvent | null {
  const signature = headerValue(headers, 'x-razorpay-signature');
  const eventId = headerValue(headers, 'x-razorpay-event-id');
  if (!signature || !eventId || !EVENT_ID.test(eventId)) return null;
  if (!verifyWebhook(rawBody, signature, secrets)) return null;
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
  const envelope = Envelope.safeParse(json);
  if (!envelope.success) return null;
  const { event, payload } = envelope.data;
  const link = payload.payment_link?.entity ?? null;
  const orderEntityId = payload.order?.entity.id ?? null;
  // Razorpay writes "" for "no order yet" on a link.
  const linkOrderId = link?.order_id || null;
  let payment = null;
  if (payload.payment) {
    payment = toGatewayPayment(payload.payment.entity, orderEntityId ?? linkOrderId);
    if (!payment) return null;
  }
  const orderId = orderEntityId ?? payment?.orderId ?? linkOrderId;
  return { eventId, type: event, orderId, payment, linkId: link?.id ?? null };
}
