/**
 * The payment gateway seen by the order module (issue 3 §3): Razorpay (Orders API, Standard
 * Checkout, Payment Links). One implementation, RazorpayGateway, run against Razorpay or — with no
 * account configured — against the in-process Razorpay emulator (decision 053). The checkout
 * result is signed `HMAC_SHA256(order_id + "|" + payment_id, key_secret)`; webhooks over the raw body.
 */
export type GatewayName = 'razorpay';

export interface CreateGatewayOrder {
  amountPaise: number;
  currency: 'INR';
  /** Our order reference (Razorpay `receipt`, ≤ 40 chars). */
  receipt: string;
  notes: Record<string, string>;
  /** Same key → same gateway order (a double-clicked Pay creates one order, docs/product/security-tests.md#t8-8). */
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
  /** The gateway's payment link (`payload.payment_link.entity.id`) when the event is about one. */
  linkId: string | null;
}

/**
 * A payment link (issue 3 §4; Razorpay Payment Links, razorpay.com/docs/api/payments/payment-links).
 * The gateway hosts the page the customer pays on (SAQ A: fully outsourced); we send our own link
 * to a page that shows the cart and leads there.
 */
export interface CreatePaymentLink {
  amountPaise: number;
  currency: 'INR';
  /** Our order reference, unique per order (docs/product/security-tests.md#t8-12); also the idempotency key of the call. */
  referenceId: string;
  description: string;
  customer: { name: string; contact: string; email: string };
  expireBy: Date;
  /** Absolute URL the gateway sends the customer back to, with the signed result in the query. */
  callbackUrl: string;
}

export type PaymentLinkStatus = 'created' | 'partially_paid' | 'paid' | 'expired' | 'cancelled';

export interface GatewayPaymentLink {
  id: string;
  /** The gateway's hosted page for this link (the emulator's: a path on our web origin). */
  shortUrl: string;
  amountPaise: number;
  amountPaidPaise: number;
  currency: string;
  referenceId: string;
  status: PaymentLinkStatus;
  expireBy: Date;
}

/** The query the gateway adds to the callback URL after a link payment. */
export interface PaymentLinkCallback {
  paymentId: string;
  linkId: string;
  referenceId: string;
  status: string;
  signature: string;
}

/** What the browser needs to open the gateway's checkout for an order. */
export interface CheckoutParams {
  gateway: GatewayName;
  keyId: string;
  gatewayOrderId: string;
  amountPaise: number;
  currency: string;
  /** The Checkout script the browser loads: Razorpay's, or the emulator's stand-in (decision 053). */
  checkoutScript: string;
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
   * back): constant-time compare of HMAC(orderId|paymentId). docs/product/security-tests.md#t8-1.
   */
  verifyCheckoutSignature(storedOrderId: string, paymentId: string, signature: string): boolean;
  /** Webhook check over the raw bytes; null when the signature or the shape is wrong (docs/product/security-tests.md#t8-2). */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): GatewayEvent | null;
  checkoutParams(order: GatewayOrder): CheckoutParams;
  /** Creates a link; a second call with the same referenceId returns the first link (no duplicate). */
  createPaymentLink(input: CreatePaymentLink): Promise<GatewayPaymentLink>;
  fetchPaymentLink(linkId: string): Promise<GatewayPaymentLink | null>;
  /** Every payment made through the link (with the gateway order each belongs to). */
  fetchPaymentLinkPayments(linkId: string): Promise<GatewayPayment[]>;
  /** Cancels an unpaid link; a link that is already paid, expired or cancelled is returned as it is. */
  cancelPaymentLink(linkId: string): Promise<GatewayPaymentLink | null>;
  /**
   * The callback check (security plan A18) against the STORED link id and reference id:
   * constant-time compare of HMAC(key_secret, link_id|reference_id|status|payment_id).
   */
  verifyPaymentLinkSignature(
    stored: { linkId: string; referenceId: string },
    cb: PaymentLinkCallback,
  ): boolean;
  /** Queues a refund at the gateway (late or duplicate payments, docs/product/security-tests.md#t8-9). */
  /**
   * `part` names one of several partial refunds of a payment (a cancelled plan of a several-plan
   * order, decision 093): the gateway's idempotency key is then the payment and the part, so two
   * parts of the same amount are two refunds, and a retry of one is still one.
   */
  refund(paymentId: string, amountPaise: number, part?: string): Promise<void>;
}
