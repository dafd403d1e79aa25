import { randomBytes } from 'node:crypto';
import { webhookSignature } from '../signatures';
import type { Books } from './books';

export type EmulatorEventType = 'payment.authorized' | 'payment.captured' | 'payment.failed' | 'order.paid';

export interface SignedDelivery {
  rawBody: Buffer;
  headers: Record<string, string>;
}

/** Where a webhook goes: a URL on 127.0.0.1, or a callback answering an HTTP status. */
export type WebhookTarget = string | ((rawBody: Buffer, headers: Record<string, string>) => unknown);

/** Serialised once; the signature covers those exact bytes. */
function sign(body: unknown, secret: string, eventId: string | undefined): SignedDelivery {
  const rawBody = Buffer.from(JSON.stringify(body), 'utf8');
  return {
    rawBody,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-event-id': eventId ?? randomBytes(10).toString('hex'),
      'x-razorpay-signature': webhookSignature(rawBody, secret),
    },
  };
}

/**
 * Razorpay-shaped webhooks from the emulator's books (razorpay.com/docs/webhooks/payments, /orders,
 * /payment-links): the envelope `{ entity: 'event', event, contains, payload: { payment: { entity },
 * order?, payment_link? } }`, signed over its exact bytes with `x-razorpay-signature`, with a
 * unique `x-razorpay-event-id`.
 */
export function emulatorWebhooks(books: Books) {
  return {
    /** payment_link.paid for a paid link: the link, its order and the capturing payment. */
    linkPaid(linkId: string, secret: string, eventId?: string): SignedDelivery {
      const link = books.links.get(linkId);
      if (!link) throw new Error(`Razorpay emulator: no link ${linkId}`);
      const paid = link.payments?.find((p) => p.status === 'captured');
      const payment = paid ? books.payments.get(paid.payment_id) : undefined;
      const order = books.orders.get(link.order_id);
      if (!payment || !order) throw new Error(`Razorpay emulator: link ${linkId} is not paid`);
      const body = {
        entity: 'event',
        account_id: 'acc_EMULATOR000001',
        event: 'payment_link.paid',
        contains: ['payment_link', 'order', 'payment'],
        payload: {
          payment_link: { entity: link },
          order: { entity: order },
          payment: { entity: payment },
        },
        created_at: books.nowUnix(),
      };
      return sign(body, secret, eventId);
    },
    signed(type: EmulatorEventType, paymentId: string, secret: string, eventId?: string): SignedDelivery {
      const payment = books.payments.get(paymentId);
      if (!payment) throw new Error(`Razorpay emulator: no payment ${paymentId}`);
      const order = books.orders.get(payment.order_id);
      const withOrder = type === 'order.paid' && order;
      const body = {
        entity: 'event',
        account_id: 'acc_EMULATOR000001',
        event: type,
        contains: withOrder ? ['payment', 'order'] : ['payment'],
        payload: {
          payment: { entity: payment },
          ...(withOrder ? { order: { entity: order } } : {}),
        },
        created_at: books.nowUnix(),
      };
      return sign(body, secret, eventId);
    },
    /** Posts the exact bytes (127.0.0.1 only) or calls the callback; answers the status. */
    async deliver(target: WebhookTarget, delivery: SignedDelivery): Promise<unknown> {
      if (typeof target === 'function') return target(delivery.rawBody, delivery.headers);
      const url = new URL(target);
      if (url.hostname !== '127.0.0.1') throw new Error('the Razorpay emulator delivers to 127.0.0.1 only');
      const res = await fetch(url, {
        method: 'POST',
        headers: delivery.headers,
        // The same bytes; a plain Uint8Array also type-checks against the DOM's BodyInit (web e2e).
        body: new Uint8Array(delivery.rawBody),
      });
      await res.body?.cancel();
      return res.status;
    },
  };
}
