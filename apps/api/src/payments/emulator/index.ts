import { checkoutSignature, paymentLinkSignature } from '../signatures';
import type { Answer } from './answers';
import { routeRazorpayApi } from './api';
import { createBooks, type RzpPayment } from './books';
import { createWebhookDeliveries, type EmitWebhook } from './deliveries';
import { payLink } from './links';
import { emulatorWebhooks, type EmulatorEventType, type SignedDelivery } from './webhooks';

export type { Answer } from './answers';
export type { Books, RzpLink, RzpOrder, RzpPayment, RzpRefund } from './books';
export type { EmitWebhook } from './deliveries';
export type { EmulatorEventType, SignedDelivery, WebhookTarget } from './webhooks';

const UNAUTHORIZED: Answer = {
  status: 401,
  body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } },
};
const INVALID_JSON: Answer = {
  status: 400,
  body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Invalid JSON' } },
};

/** A request's JSON object; null when the bytes are not JSON. */
export function parseBody(raw: Buffer): Record<string, unknown> | null {
  try {
    return raw.length ? (JSON.parse(raw.toString('utf8')) as Record<string, unknown>) : {};
  } catch {
    return null;
  }
}

export interface RazorpayEmulatorOptions {
  /** The key pair the adapter is configured with (Basic auth; the key secret signs results). */
  keyId: string;
  keySecret: string;
  /** The clock in ms (Date.now by default): entity times and link expiry. */
  clock?: () => number;
  /**
   * Razorpay's webhooks: when the customer pays (pay, payLink, capture), the events Razorpay sends
   * — payment.captured + order.paid (+ payment_link.paid when it paid a link), or payment.failed —
   * signed with `webhookSecret`, delivered to `emitWebhook` in the background, in order, retried
   * on a non-2xx answer after each of `webhookRetryDelaysMs` (default 0.25 s, 1 s, 4 s).
   */
  webhookSecret?: string;
  emitWebhook?: EmitWebhook;
  webhookRetryDelaysMs?: readonly number[];
  /** A delivery that failed for good (after the retries). */
  onWebhookError?: (err: unknown) => void;
  /** The hosted page of a new link (its `short_url`); Razorpay's rzp.io form by default. */
  shortUrl?: (linkId: string) => string;
  /** Called after anything that may change the books (a POST, a payment, a capture): saving them. */
  onChange?: () => void;
}

/**
 * An emulation of Razorpay (decision 053): the Orders, Payments, Refunds and Payment Links
 * endpoints of api.razorpay.com with Razorpay's JSON and errors, behind Basic auth, plus the
 * customer's side — paying an order on Checkout, paying a link on its hosted page — signed with
 * the key secret as Razorpay signs them, and Razorpay-shaped signed webhooks. State is in memory.
 * Transport-free: `handle` answers one request; a server (tests) or a route (npm start) carries it.
 */
export function createRazorpayEmulator(options: RazorpayEmulatorOptions) {
  const books = createBooks(options.clock);
  const webhooks = emulatorWebhooks(books);
  const deliveries = createWebhookDeliveries({
    emit: options.webhookSecret ? options.emitWebhook : undefined,
    retryDelaysMs: options.webhookRetryDelaysMs ?? [250, 1000, 4000],
    onGiveUp: options.onWebhookError ?? (() => {}),
  });
  /** The last payment_link.paid sent per link (tests deliver it again: duplicates, replays). */
  const linkEvents = new Map<string, SignedDelivery>();
  /** The webhooks of one payment's outcome, signed now, delivered in order. */
  const announce = (payment: RzpPayment) => {
    const secret = options.webhookSecret;
    if (!secret || payment.status === 'authorized' || payment.status === 'created') return;
    const types: EmulatorEventType[] =
      payment.status === 'failed' ? ['payment.failed'] : ['payment.captured', 'order.paid'];
    const events: SignedDelivery[] = types.map((type) => webhooks.signed(type, payment.id, secret));
    const link = [...books.links.values()].find(
      (l) => l.status === 'paid' && l.payments?.some((p) => p.payment_id === payment.id),
    );
    if (link && payment.status === 'captured') {
      const paid = webhooks.linkPaid(link.id, secret);
      linkEvents.delete(link.id);
      linkEvents.set(link.id, paid);
      const oldest = linkEvents.keys().next().value;
      if (linkEvents.size > 1000 && oldest !== undefined) linkEvents.delete(oldest);
      events.push(paid);
    }
    deliveries.deliver(events);
  };
  const refundKeys = new Map<string, unknown>();
  const changed = () => options.onChange?.();
  const auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const authorized = (headers: Record<string, string | string[] | undefined>) =>
    headers.authorization === auth;

  /** One API request: `url` is the path and query from `/v1/…` on. */
  const handle = (
    method: string,
    url: URL,
    raw: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Answer => {
    if (!authorized(headers)) return UNAUTHORIZED;
    const body = parseBody(raw);
    if (!body) return INVALID_JSON;
    const answer = routeRazorpayApi(books, method, url, body, headers, refundKeys, options.shortUrl);
    if (method !== 'GET') changed();
    return answer;
  };

  const orderOf = (id: string) => {
    const order = books.orders.get(id);
    if (!order) throw new Error(`Razorpay emulator: no order ${id}`);
    return order;
  };
  return {
    keyId: options.keyId,
    books,
    handle,
    authorized,
    /** Orders created through POST /v1/orders (docs/product/security-tests.md#t8-8, docs/product/security-tests.md#t8-11: duplicates show here). */
    ordersCreated: () => books.orders.size,
    /** Links created through POST /v1/payment_links (docs/product/security-tests.md#t8-12: duplicates show here). */
    linksCreated: () => books.links.size,
    /** The customer pays on Checkout: returns the payment and the handler's signature. */
    pay(
      orderId: string,
      status: RzpPayment['status'] = 'captured',
      opts: { method?: string; amount?: number } = {},
    ) {
      const payment = books.addPayment(orderOf(orderId), status, opts.method ?? 'upi', opts.amount);
      changed();
      announce(payment);
      return { payment, signature: checkoutSignature(orderId, payment.id, options.keySecret) };
    },
    /**
     * The customer pays on the link's hosted page: the link's order and a payment on it; a capture
     * pays the link. Returns the query Razorpay adds to the callback URL, signed with the key secret.
     */
    payLink(linkId: string, status: RzpPayment['status'] = 'captured', opts: { method?: string } = {}) {
      const link = books.links.get(linkId);
      if (!link) throw new Error(`Razorpay emulator: no link ${linkId}`);
      const payment = payLink(books, link, status, opts.method ?? 'upi');
      changed();
      announce(payment);
      const query = {
        razorpay_payment_id: payment.id,
        razorpay_payment_link_id: link.id,
        razorpay_payment_link_reference_id: link.reference_id,
        razorpay_payment_link_status: link.status,
        razorpay_signature: paymentLinkSignature(
          link.id,
          link.reference_id,
          link.status,
          payment.id,
          options.keySecret,
        ),
      };
      return { payment, query };
    },
    /** A late capture; a link the payment was made through becomes paid. */
    capture: (paymentId: string) => {
      const payment = books.payments.get(paymentId);
      if (!payment) return;
      books.capture(payment);
      for (const link of books.links.values()) {
        const entry = link.payments?.find((p) => p.payment_id === paymentId);
        if (!entry) continue;
        entry.status = 'captured';
        link.amount_paid = payment.amount;
        link.status = 'paid';
      }
      changed();
      announce(payment);
    },
    webhooks,
    /** The payment_link.paid the emulator sent for the link, byte for byte (same event id). */
    linkEvent(linkId: string): SignedDelivery {
      const signed = linkEvents.get(linkId);
      if (!signed) throw new Error(`Razorpay emulator: no payment_link.paid was sent for ${linkId}`);
      return signed;
    },
    /** Resolves when every webhook sent so far has been delivered or given up (tests, shutdown). */
    whenIdle: () => deliveries.whenIdle(),
  };
}

export type RazorpayEmulator = ReturnType<typeof createRazorpayEmulator>;

export { emulatorFetch } from './fetch';
