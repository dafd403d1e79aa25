/**
 * The payment gateway seen by the order module (issue 3 §3). Two implementations: `sandbox`
 * (default, in-process, with a hosted payment page in the web app) and `razorpay` (Orders API,
 * Standard Checkout). Both sign the checkout result as Razorpay does:
 * `HMAC_SHA256(order_id + "|" + payment_id, key_secret)`, and both sign webhooks over the raw body.
 */
export type GatewayName = 'sandbox' | 'razorpay';

export interface CreateGatewayOrder {
  amountPaise: number;
  currency: 'INR';
  /** Our order reference (Razorpay `receipt`, ≤ 40 chars). */
  receipt: string;
  notes: Record<string, string>;
  /** Same key → same gateway order (a double-clicked Pay creates one order, T8.8). */
  idempotencyKey: string;
}

export interface GatewayOrder {
  id: string;
  amountPaise: number;
  currency: string;
  status: 'created' | 'attempted' | 'paid';
  receipt: string;
}

export type GatewayPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export interface GatewayPayment {
  id: string;
  orderId: string;
  amountPaise: number;
  currency: string;
  status: GatewayPaymentStatus;
  method: string | null;
  errorCode: string | null;
  errorDescription: string | null;
  createdAt: Date;
}

/** A verified webhook delivery. `eventId` is the delivery's unique id (x-razorpay-event-id). */
export interface GatewayEvent {
  eventId: string;
  /** payment.authorized | payment.captured | payment.failed | order.paid | payment_link.paid | … */
  type: string;
  orderId: string | null;
  payment: GatewayPayment | null;
}

/** What the browser needs to open the gateway's checkout for an order. */
export interface CheckoutParams {
  gateway: GatewayName;
  keyId: string;
  gatewayOrderId: string;
  amountPaise: number;
  currency: string;
  /** Sandbox only: the hosted payment page path on our web origin. */
  paymentPagePath: string | null;
}

export interface PaymentGateway {
  readonly name: GatewayName;
  /** Public key id (safe to send to the browser). */
  readonly keyId: string;
  createOrder(input: CreateGatewayOrder): Promise<GatewayOrder>;
  fetchOrder(gatewayOrderId: string): Promise<GatewayOrder | null>;
  fetchOrderPayments(gatewayOrderId: string): Promise<GatewayPayment[]>;
  /**
   * Checkout callback check against the STORED gateway order id (never the one the browser sends
   * back): constant-time compare of HMAC(orderId|paymentId). T8.1.
   */
  verifyCheckoutSignature(storedOrderId: string, paymentId: string, signature: string): boolean;
  /** Webhook check over the raw bytes; null when the signature or the shape is wrong (T8.2). */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): GatewayEvent | null;
  checkoutParams(order: GatewayOrder): CheckoutParams;
  /** Queues a refund at the gateway (late or duplicate payments, T8.9). */
  refund(paymentId: string, amountPaise: number): Promise<void>;
}
