import { z } from 'zod';
import { Paise } from './common';

/** POST /v3/order/checkout answer: our order and what the browser needs to open the gateway. */
export const CheckoutResponse = z.object({
  order_id: z.string(),
  status: z.string(),
  amount: Paise,
  currency: z.literal('INR'),
  gateway: z.literal('razorpay'),
  key_id: z.string(),
  gateway_order_id: z.string(),
  checkout_script: z
    .string()
    .describe("Razorpay Checkout's script, or the Razorpay emulator's stand-in (a path on the web origin)"),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;

export const CheckoutBody = z
  .object({
    application: z.string().max(40).optional(),
    /** Pay after the visit (issue 18 §3): only for carts whose docs/product/checkout.md#pay-after-the-visit rule allows it (`pay_later_allowed`). */
    pay_later: z.boolean().optional(),
  })
  .strict();

/** A booked visit of an order: the line's title and its slot (docs/product/cart.md#visit-slots labels). */
export const OrderVisit = z.object({ title: z.string(), date: z.string(), time: z.string() });
export type OrderVisit = z.infer<typeof OrderVisit>;

/** POST /v3/order/checkout answer with `pay_later`: the order is confirmed, the slot booked, nothing to pay yet. */
export const PayLaterCheckoutResponse = z.object({
  order_id: z.string(),
  status: z.literal('visit_booked'),
  amount: Paise,
  currency: z.literal('INR'),
  payment: z.literal('after_visit'),
  visits: z.array(OrderVisit),
  message: z.string(),
});
export type PayLaterCheckoutResponse = z.infer<typeof PayLaterCheckoutResponse>;

/** Razorpay Checkout's handler fields, posted back by our page. */
export const OrderSuccessBody = z
  .object({
    razorpay_order_id: z.string().min(1).max(80),
    razorpay_payment_id: z.string().min(1).max(80),
    razorpay_signature: z.string().min(1).max(200),
  })
  .strict();

export const OrderFailureBody = z
  .object({
    razorpay_order_id: z.string().min(1).max(80),
    error: z
      .object({
        code: z.string().max(80).optional(),
        description: z.string().max(500).optional(),
        reason: z.string().max(200).optional(),
        metadata: z
          .object({ order_id: z.string().max(80).optional(), payment_id: z.string().max(80).optional() })
          .optional(),
      })
      .optional(),
  })
  .strict();

export const OrderPlan = z.object({
  sku: z.string(),
  title: z.string(),
  plan_type: z.string(),
  category: z.string().nullable(),
  duration: z.number().int(),
  unit_price: Paise,
  quantity: z.number().int(),
  discount_amount: Paise,
});
export type OrderPlan = z.infer<typeof OrderPlan>;

/** docs/product/checkout.md#orders-and-payments Order (the summary of one order, for its owner only). */
export const OrderSummary = z.object({
  id: z.string(),
  order_id: z.string(),
  status: z.string(),
  amount: Paise,
  item_total: Paise,
  discount_total: Paise,
  currency: z.literal('INR'),
  email: z.string(),
  phone: z.string(),
  name: z.string(),
  plans: z.array(OrderPlan),
  product_type: z.string().nullable(),
  channel: z.string(),
  invoices: z.array(z.object({ type: z.literal('invoice'), url: z.string() })),
  token: z.string().nullable().describe('activation token, once paid'),
  payment_date: z.string().nullable(),
  phone_verified: z.boolean(),
  /** Booked visits (AMC, insta-repair lines with a slot). */
  visits: z.array(OrderVisit),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

export const OrderResultResponse = z.object({
  order_id: z.string(),
  status: z.string(),
  activation_token: z.string().nullable(),
  message: z.string(),
});
export type OrderResultResponse = z.infer<typeof OrderResultResponse>;
