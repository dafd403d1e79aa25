import { z } from 'zod';
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
import { createRazorpayClient, expectOk, isUnknownId } from './razorpay-client';
import { RazorpayCollection, toGatewayOrder, toGatewayPayment } from './razorpay-entities';
import {
  cancelRazorpayLink,
  createRazorpayLink,
  fetchRazorpayLink,
  fetchRazorpayLinkPayments,
} from './razorpay-links';
import {
  createRazorpayOrder,
  invalidResponse as invalid,
  isValidOrderRequest,
  sameRequest,
} from './razorpay-orders';
import { parseRazorpayWebhook, type WebhookHeaders } from './razorpay-webhook';
import { verifyCheckout, verifyPaymentLink } from './signatures';

export const RAZORPAY_API_URL = 'https://api.razorpay.com';
export const GATEWAY_TIMEOUT_MS = 5000;
/** Razorpay Standard Checkout (razorpay.com/docs/payments/payment-gateway/web-integration/standard). */
export const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

export interface RazorpayGatewayOptions {
  keyId: string;
  keySecret: string;
  /** One secret, or two during a rotation overlap (docs/product/security-tests.md#t8-13). */
  webhookSecrets: readonly string[];
  apiUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** The clock of the local checks (a link's expiry ahead); the system clock by default. */
  now?: () => Date;
}

const ORDER_ID = /^order_[A-Za-z0-9]{1,40}$/;
const PAYMENT_ID = /^pay_[A-Za-z0-9]{1,40}$/;
const RefundEntity = z.object({ id: z.string().min(1), entity: z.literal('refund') });

/**
 * Razorpay Orders API + Standard Checkout (razorpay.com/docs/api/orders, /api/refunds) and Payment
 * Links (razorpay-links.ts). Secrets sit in private fields, so logging or serialising the gateway
 * cannot print them.
 */
export class RazorpayGateway implements PaymentGateway {
  readonly name = 'razorpay' as const;
  readonly keyId: string;
  readonly #keySecret: string;
  readonly #webhookSecrets: readonly string[];
  readonly #timeoutMs: number;
  readonly #now: () => Date;
  readonly #client: ReturnType<typeof createRazorpayClient>;
  readonly #orders = createCoalescer<GatewayOrder>({ ttlMs: 10 * 60_000, max: 10_000 });
  /** Concurrent creates of one reference share a call; nothing is cached (a link's status moves). */
  readonly #links = createCoalescer<GatewayPaymentLink>({ ttlMs: 0, max: 10_000 });

  constructor(options: RazorpayGatewayOptions) {
    this.keyId = options.keyId;
    this.#keySecret = options.keySecret;
    this.#webhookSecrets = options.webhookSecrets.filter(Boolean);
    this.#timeoutMs = options.timeoutMs ?? GATEWAY_TIMEOUT_MS;
    this.#now = options.now ?? (() => new Date());
    this.#client = createRazorpayClient({
      apiUrl: options.apiUrl ?? RAZORPAY_API_URL,
      keyId: options.keyId,
      keySecret: options.keySecret,
      timeoutMs: this.#timeoutMs,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  }

  /** docs/product/security-tests.md#t8-8 / docs/product/security-tests.md#t8-11: concurrent calls with one key share one attempt; see createRazorpayOrder. */
  createOrder(input: CreateGatewayOrder): Promise<GatewayOrder> {
    if (!isValidOrderRequest(input)) {
      return Promise.reject(
        new GatewayError('Invalid gateway order request', false, null, 'INVALID_REQUEST'),
      );
    }
    return this.#orders
      .run(input.idempotencyKey, () => createRazorpayOrder(this.#client, input, this.#timeoutMs))
      .then((order) => sameRequest(order, input));
  }

  async fetchOrder(gatewayOrderId: string): Promise<GatewayOrder | null> {
    if (!ORDER_ID.test(gatewayOrderId)) return null;
    const answer = await this.#client.request({ method: 'GET', path: `/v1/orders/${gatewayOrderId}` });
    if (isUnknownId(answer)) return null;
    const order = toGatewayOrder(expectOk(answer, 'fetch order'));
    if (!order) throw invalid('fetch order');
    return order;
  }

  async fetchOrderPayments(gatewayOrderId: string): Promise<GatewayPayment[]> {
    if (!ORDER_ID.test(gatewayOrderId)) return [];
    const answer = await this.#client.request({
      method: 'GET',
      path: `/v1/orders/${gatewayOrderId}/payments`,
    });
    if (isUnknownId(answer)) return [];
    const list = RazorpayCollection.safeParse(expectOk(answer, 'fetch payments'));
    if (!list.success) throw invalid('fetch payments');
    return list.data.items.map((item) => {
      const payment = toGatewayPayment(item, gatewayOrderId);
      if (!payment) throw invalid('fetch payments');
      return payment;
    });
  }

  verifyCheckoutSignature(storedOrderId: string, paymentId: string, signature: string): boolean {
    return verifyCheckout(storedOrderId, paymentId, signature, this.#keySecret);
  }

  parseWebhook(rawBody: Buffer, headers: WebhookHeaders): GatewayEvent | null {
    return parseRazorpayWebhook(rawBody, headers, this.#webhookSecrets);
  }

  checkoutParams(order: GatewayOrder): CheckoutParams {
    return {
      gateway: 'razorpay',
      keyId: this.keyId,
      gatewayOrderId: order.id,
      amountPaise: order.amountPaise,
      currency: order.currency,
      checkoutScript: CHECKOUT_SCRIPT,
    };
  }

  /**
   * docs/product/security-tests.md#t8-12: one link per reference id, even across retries after a timeout (createRazorpayLink).
   * Checked locally first, like Razorpay: ≥ ₹1, INR, reference ≤ 40 characters, expiry ≥ 15
   * minutes ahead (INVALID_REQUEST, no call made).
   */
  createPaymentLink(input: CreatePaymentLink): Promise<GatewayPaymentLink> {
    if (!isValidLinkRequest(input, this.#now())) return Promise.reject(invalidLinkRequest());
    return this.#links
      .run(input.referenceId, () => createRazorpayLink(this.#client, input))
      .then((link) => sameLink(link, input));
  }

  fetchPaymentLink(linkId: string): Promise<GatewayPaymentLink | null> {
    return fetchRazorpayLink(this.#client, linkId);
  }

  fetchPaymentLinkPayments(linkId: string): Promise<GatewayPayment[]> {
    return fetchRazorpayLinkPayments(this.#client, linkId);
  }

  cancelPaymentLink(linkId: string): Promise<GatewayPaymentLink | null> {
    return cancelRazorpayLink(this.#client, linkId);
  }

  verifyPaymentLinkSignature(
    stored: { linkId: string; referenceId: string },
    cb: PaymentLinkCallback,
  ): boolean {
    return verifyPaymentLink(stored, cb, this.#keySecret);
  }

  /**
   * A normal refund; `X-Refund-Idempotency` (razorpay.com/docs/api/refunds/normal-refunds-idempotent:
   * at least 10 letters, digits, hyphens or underscores) makes a repeated call safe — keyed by the
   * payment and amount, or by the payment and `part` when a payment is refunded in parts (decision 093).
   */
  async refund(paymentId: string, amountPaise: number, part?: string): Promise<void> {
    if (!PAYMENT_ID.test(paymentId) || !Number.isInteger(amountPaise) || amountPaise <= 0) {
      throw new GatewayError('Invalid refund request', false, null, 'INVALID_REQUEST');
    }
    const answer = await this.#client.request({
      method: 'POST',
      path: `/v1/payments/${paymentId}/refund`,
      body: { amount: amountPaise, speed: 'normal' },
      headers: { 'x-refund-idempotency': `refund_${paymentId}_${part ?? amountPaise}` },
    });
    if (!RefundEntity.safeParse(expectOk(answer, 'refund')).success) throw invalid('refund');
  }
}
