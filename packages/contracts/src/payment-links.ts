import { z } from 'zod';
import { Paise } from './common';
import { OrderPlan } from './orders';
/** Our public link id: 256 random bits, base64url. */
export const PaymentLinkId = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This is not a payment link.');

export const SendLinkParams = z.object({ id: z.string().min(1).max(100) }).strict();
export const SendLinkBody = z.object({ application: z.string().max(40).optional() }).strict();

/** POST /v3/cart/send_link/{id}: the link created (or re-sent) for an agent's cart. */
export const SendLinkResponse = z.object({
  link_id: z.string(),
  url: z.string(),
  order_id: z.string(),
  amount: Paise,
  currency: z.literal('INR'),
  expires_at: z.string(),
  status: z.enum(['created', 'paid', 'expired', 'cancelled']),
  sent_to: z.object({ phone: z.string(), email: z.string() }).describe('masked'),
  resent: z.boolean(),
  message: z.string(),
});
export type SendLinkResponse = z.infer<typeof SendLinkResponse>;

/** GET /v3/order/payment_link_details/{id}: what the payment-link page shows. */
export const PaymentLinkDetails = z.object({
  link_id: z.string(),
  state: z.enum(['payable', 'paid', 'expired', 'cancelled']),
  message: z.string().nullable(),
  order_id: z.string(),
  amount: Paise,
  item_total: Paise,
  discount_total: Paise,
  currency: z.literal('INR'),
  expires_at: z.string(),
  customer_name: z.string().describe('first name only'),
  phone: z.string().describe('masked'),
  plans: z.array(OrderPlan),
  pay_url: z.string().nullable().describe("the gateway's hosted page, while payable"),
});
export type PaymentLinkDetails = z.infer<typeof PaymentLinkDetails>;

/** The gateway's callback query, posted by the payment-link page (security plan A18). */
export const PaymentLinkSuccessBody = z
  .object({
    link_id: PaymentLinkId,
    razorpay_payment_id: z.string().min(1).max(80),
    razorpay_payment_link_id: z.string().min(1).max(80),
    razorpay_payment_link_reference_id: z.string().min(1).max(80),
    razorpay_payment_link_status: z.string().min(1).max(40),
    razorpay_signature: z.string().min(1).max(256),
  })
  .strict();

export const PaymentLinkSuccessResponse = z.object({
  order_id: z.string(),
  status: z.string(),
  state: z.enum(['payable', 'paid', 'expired', 'cancelled']),
  message: z.string(),
});
export type PaymentLinkSuccessResponse = z.infer<typeof PaymentLinkSuccessResponse>;
