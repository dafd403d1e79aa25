import { createHmac } from 'node:crypto';
import type { Db } from '@kavach/db';
import { systemClock, type Clock } from '../lib/clock';
import { createCoalescer } from './coalesce';
import type {
  CheckoutParams,
  CreateGatewayOrder,
  GatewayEvent,
  GatewayOrder,
  GatewayPayment,
  PaymentGateway,
} from './gateway';
import { GatewayError } from './gateway-error';
import { isValidOrderRequest, sameRequest } from './razorpay-orders';
import { parseRazorpayWebhook, type WebhookHeaders } from './razorpay-webhook';
import { createWebhookDeliveries, type EmitWebhook } from './sandbox-delivery';
import { sandboxEvent, signWebhook, type SandboxEventType, type SignedWebhook } from './sandbox-events';
import { recordSandboxPayment, type PayInput, type PayResult } from './sandbox-pay';
import * as payments from './sandbox-payment-store';
import * as store from './sandbox-store';
import { toGatewayOrderRow as toOrder, toGatewayPaymentRow as toPayment } from './sandbox-store';
import { checkoutSignature, verifyCheckout } from './signatures';

export type { EmitWebhook } from './sandbox-delivery';

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

  /** The hosted page's Pay button: records the payment, signs the result, emits the webhooks. */
  async pay(gatewayOrderId: string, input: PayInput): Promise<PayResult> {
    return recordSandboxPayment(this.#db, gatewayOrderId, input, this.#clock.now(), {
      sign: (orderId, paymentId) => checkoutSignature(orderId, paymentId, this.#keySecret),
      event: (type, written) => this.event(type, written),
      emit: (events) => this.#deliveries.deliver(events),
    });
  }

  /** Late capture of a `pending` (authorized) payment: payment.captured + order.paid (T8.9 tests). */
  async capture(paymentId: string): Promise<payments.CaptureWrite> {
    const result = await payments.capturePayment(this.#db, paymentId);
    if (result.kind === 'ok') {
      this.#deliveries.deliver([this.event('payment.captured', result), this.event('order.paid', result)]);
    }
    return result;
  }

  /** A signed Razorpay-shaped event, for tests that deliver it themselves (duplicates, replays). */
  event(
    type: SandboxEventType,
    w: { payment: store.SandboxPaymentRow; order: store.SandboxOrderRow; attempts: number },
  ): SignedWebhook {
    const body = sandboxEvent(type, w.payment, { row: w.order, attempts: w.attempts }, this.#clock.now());
    return signWebhook(body, this.#webhookSecret);
  }

  /** Resolves when every webhook emitted so far has been delivered or given up (tests, shutdown). */
  whenIdle(): Promise<void> {
    return this.#deliveries.whenIdle();
  }
}
