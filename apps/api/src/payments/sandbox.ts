import { createHmac } from 'node:crypto';
import type { Db } from '@kavach/db';
import { systemClock, type Clock } from '../lib/clock';
import { createCoalescer } from './coalesce';
import type {
  CheckoutParams,
  CreateGatewayOrder,
  CreatePaymentLink,
  GatewayEvent,
  GatewayOrder,
  GatewayPayment,
  GatewayPaymentLink,
  PaymentGateway,
  PaymentLinkCallback,
} from './gateway';
import { GatewayError } from './gateway-error';
import { invalidLinkRequest, isValidLinkRequest, sameLink } from './payment-links';
import { isValidOrderRequest, sameRequest } from './razorpay-orders';
import { parseRazorpayWebhook, type WebhookHeaders } from './razorpay-webhook';
import { createWebhookDeliveries, type EmitWebhook } from './emulator/deliveries';
import { sandboxEvent, signWebhook, type SandboxEventType, type SignedWebhook } from './sandbox-events';
import { payThroughLink, type LinkPayResult } from './sandbox-link-pay';
import * as links from './sandbox-links';
import { toGatewayLinkRow } from './sandbox-links';
import { isLinkPageKey, linkPageKey } from './sandbox-page-key';
import { recordSandboxPayment, type PayContext, type PayInput, type PayResult } from './sandbox-pay';
import * as payments from './sandbox-payment-store';
import * as store from './sandbox-store';
import { toGatewayOrderRow as toOrder, toGatewayPaymentRow as toPayment } from './sandbox-store';
import { checkoutSignature, paymentLinkSignature, verifyCheckout, verifyPaymentLink } from './signatures';

export type { EmitWebhook } from './emulator/deliveries';
export type { LinkPayResult } from './sandbox-link-pay';

/** What the hosted link page shows (GET /sandbox-gateway/payment_links/:id). */
export interface SandboxLinkPage {
  link: GatewayPaymentLink;
  description: string;
  customerName: string;
}

export const SANDBOX_KEY_ID = 'rzp_test_sandbox';

export interface SandboxGatewayOptions {
  db: Db;
  /** Signs checkout results, like Razorpay's key secret (SANDBOX_KEY_SECRET). */
  keySecret: string;
  /** Signs webhooks; derived from keySecret unless given. */
  webhookSecret?: string;
  clock?: Clock;
  emitWebhook?: EmitWebhook;
  /** Waits before retrying a failed delivery; default 0.25 s, 1 s, 4 s. */
  webhookRetryDelaysMs?: readonly number[];
  /** A delivery that failed for good (after the retries). */
  onWebhookError?: (err: unknown) => void;
  /** ALLOW_SANDBOX_PAYMENTS=true: the hosted-page routes exist even when NODE_ENV=production. */
  allowInProduction?: boolean;
}

/**
 * The in-process gateway for development and tests, with its state in the database and Razorpay's
 * behaviour: same signatures, ids, statuses and webhook bodies. A hosted page (sandbox-routes.ts)
 * plays Razorpay Checkout.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  readonly keyId = SANDBOX_KEY_ID;
  readonly allowInProduction: boolean;
  readonly #db: Db;
  readonly #keySecret: string;
  readonly #webhookSecret: string;
  readonly #clock: Clock;
  readonly #deliveries: ReturnType<typeof createWebhookDeliveries>;
  readonly #orders = createCoalescer<GatewayOrder>({ ttlMs: 60_000, max: 10_000 });
  /** Concurrent creates of one reference share a call; nothing is cached (a link's status moves). */
  readonly #links = createCoalescer<links.SandboxLinkRow>({ ttlMs: 0, max: 10_000 });
  /** The last payment_link.paid signed per link (tests deliver it again: duplicates, replays). */
  readonly #linkEvents = new Map<string, SignedWebhook>();

  constructor(options: SandboxGatewayOptions) {
    this.#db = options.db;
    this.#keySecret = options.keySecret;
    this.#webhookSecret =
      options.webhookSecret ??
      createHmac('sha256', options.keySecret).update('sandbox-webhook').digest('base64url');
    this.#clock = options.clock ?? systemClock;
    this.#deliveries = createWebhookDeliveries({
      emit: options.emitWebhook,
      retryDelaysMs: options.webhookRetryDelaysMs ?? [250, 1000, 4000],
      onGiveUp: options.onWebhookError ?? (() => {}),
    });
    this.allowInProduction = options.allowInProduction ?? false;
  }

  createOrder(input: CreateGatewayOrder): Promise<GatewayOrder> {
    if (!isValidOrderRequest(input)) {
      return Promise.reject(
        new GatewayError('Invalid gateway order request', false, null, 'INVALID_REQUEST'),
      );
    }
    return this.#orders
      .run(input.idempotencyKey, async () =>
        toOrder(await store.createOrderOnce(this.#db, input, this.#clock.now())),
      )
      .then((order) => sameRequest(order, input));
  }

  async fetchOrder(gatewayOrderId: string): Promise<GatewayOrder | null> {
    const row = await store.findOrder(this.#db, gatewayOrderId);
    return row ? toOrder(row) : null;
  }

  async fetchOrderPayments(gatewayOrderId: string): Promise<GatewayPayment[]> {
    return (await store.listOrderPayments(this.#db, gatewayOrderId)).map(toPayment);
  }

  verifyCheckoutSignature(storedOrderId: string, paymentId: string, signature: string): boolean {
    return verifyCheckout(storedOrderId, paymentId, signature, this.#keySecret);
  }

  parseWebhook(rawBody: Buffer, headers: WebhookHeaders): GatewayEvent | null {
    return parseRazorpayWebhook(rawBody, headers, [this.#webhookSecret]);
  }

  checkoutParams(order: GatewayOrder): CheckoutParams {
    return {
      gateway: 'sandbox',
      keyId: this.keyId,
      gatewayOrderId: order.id,
      amountPaise: order.amountPaise,
      currency: order.currency,
      paymentPagePath: `/pay/sandbox/${order.id}`,
    };
  }

  async refund(paymentId: string, amountPaise: number): Promise<void> {
    const result = await payments.refundPayment(this.#db, paymentId, amountPaise);
    if (result === 'refunded' || result === 'partial') return;
    throw new GatewayError(`Sandbox refund refused: ${result}`, false, 400, 'BAD_REQUEST_ERROR');
  }

  /**
   * Idempotent by reference id (insert-or-return in the table, across processes); the link pays
   * through a sandbox order made with it. Checked like Razorpay: ≥ ₹1, INR, reference ≤ 40
   * characters, expiry ≥ 15 minutes ahead (INVALID_REQUEST); another amount under a used
   * reference is REFERENCE_CONFLICT.
   */
  createPaymentLink(input: CreatePaymentLink): Promise<GatewayPaymentLink> {
    if (!isValidLinkRequest(input, this.#clock.now())) return Promise.reject(invalidLinkRequest());
    return this.#links
      .run(input.referenceId, () => links.createLinkOnce(this.#db, input, this.#clock.now()))
      .then((row) => sameLink(this.#toLink(row, this.#clock.now()), input));
  }

  /** `expired` once the clock passes expire_by while unpaid (computed on read). */
  async fetchPaymentLink(linkId: string): Promise<GatewayPaymentLink | null> {
    const row = await links.findLink(this.#db, linkId);
    return row ? this.#toLink(row, this.#clock.now()) : null;
  }

  async fetchPaymentLinkPayments(linkId: string): Promise<GatewayPayment[]> {
    const row = await links.findLink(this.#db, linkId);
    return row ? this.fetchOrderPayments(row.orderId) : [];
  }

  async cancelPaymentLink(linkId: string): Promise<GatewayPaymentLink | null> {
    const now = this.#clock.now();
    const row = await links.cancelLink(this.#db, linkId, now);
    return row ? this.#toLink(row, now) : null;
  }

  verifyPaymentLinkSignature(
    stored: { linkId: string; referenceId: string },
    cb: PaymentLinkCallback,
  ): boolean {
    return verifyPaymentLink(stored, cb, this.#keySecret);
  }

  /** The hosted link page's view: the link plus its description and the customer's name. */
  async paymentLinkPage(linkId: string): Promise<SandboxLinkPage | null> {
    const row = await links.findLink(this.#db, linkId);
    if (!row) return null;
    return {
      link: this.#toLink(row, this.#clock.now()),
      description: row.description,
      customerName: row.customer.name,
    };
  }

  /** Whether `key` is the link's page key, the one its short URL carries (decision 043). */
  isLinkPageKey(linkId: string, key: string | undefined): boolean {
    return isLinkPageKey(this.#keySecret, linkId, key);
  }

  /** The link as the gateway reports it: its short URL carries the page key. */
  #toLink(row: links.SandboxLinkRow, now: Date): GatewayPaymentLink {
    return toGatewayLinkRow(row, now, linkPageKey(this.#keySecret, row.id));
  }

  /** The sandbox order a link pays through (tests: a late payment straight to that order). */
  async linkOrderId(linkId: string): Promise<string | null> {
    return (await links.findLink(this.#db, linkId))?.orderId ?? null;
  }

  /**
   * The hosted page's Pay button: records the payment, signs the result, emits the webhooks. On a
   * link's order it is not checked against the link (a payment racing a cancel, as at Razorpay).
   */
  async pay(gatewayOrderId: string, input: PayInput): Promise<PayResult> {
    return recordSandboxPayment(this.#db, gatewayOrderId, input, this.#clock.now(), this.#payContext());
  }

  /**
   * The hosted link page's Pay button: refused unless the link is `created` and unexpired; else an
   * attempt on the link's order (its webhooks as for `pay`, plus payment_link.paid on success) and,
   * on success, the callback URL with the signed result (razorpay_payment_link_status=paid).
   */
  async payLink(linkId: string, input: PayInput): Promise<LinkPayResult> {
    return payThroughLink(this.#db, linkId, input, this.#clock.now(), {
      ...this.#payContext(),
      signLink: (id, referenceId, status, paymentId) =>
        paymentLinkSignature(id, referenceId, status, paymentId, this.#keySecret),
    });
  }

  #payContext(): PayContext {
    return {
      sign: (orderId, paymentId) => checkoutSignature(orderId, paymentId, this.#keySecret),
      event: (type, written) => this.event(type, written),
      emit: (events) => this.#deliveries.deliver(events),
    };
  }

  /**
   * Late capture of a `pending` (authorized) payment: payment.captured + order.paid (docs/product/security-tests.md#t8-9 tests),
   * and payment_link.paid when it paid the order's link.
   */
  async capture(paymentId: string): Promise<payments.CaptureWrite> {
    const result = await payments.capturePayment(this.#db, paymentId);
    if (result.kind === 'ok') {
      const types: SandboxEventType[] = ['payment.captured', 'order.paid'];
      if (result.link) types.push('payment_link.paid');
      this.#deliveries.deliver(types.map((type) => this.event(type, result)));
    }
    return result;
  }

  /** A signed Razorpay-shaped event, for tests that deliver it themselves (duplicates, replays). */
  event(
    type: SandboxEventType,
    w: {
      payment: store.SandboxPaymentRow;
      order: store.SandboxOrderRow;
      attempts: number;
      link?: links.SandboxLinkRow | null;
    },
  ): SignedWebhook {
    const order = { row: w.order, attempts: w.attempts };
    const body = sandboxEvent(type, w.payment, order, this.#clock.now(), w.link ?? null);
    const signed = signWebhook(body, this.#webhookSecret);
    if (type === 'payment_link.paid' && w.link) {
      this.#linkEvents.delete(w.link.id);
      this.#linkEvents.set(w.link.id, signed);
      const oldest = this.#linkEvents.keys().next().value;
      if (this.#linkEvents.size > 1000 && oldest !== undefined) this.#linkEvents.delete(oldest);
    }
    return signed;
  }

  /** The payment_link.paid this gateway sent for the link, byte for byte (same event id). */
  linkEvent(linkId: string): SignedWebhook {
    const signed = this.#linkEvents.get(linkId);
    if (!signed) throw new Error(`sandbox: no payment_link.paid was sent for ${linkId}`);
    return signed;
  }

  /** Resolves when every webhook emitted so far has been delivered or given up (tests, shutdown). */
  whenIdle(): Promise<void> {
    return this.#deliveries.whenIdle();
  }
}
