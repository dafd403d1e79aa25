import { z } from 'zod';
import type { GatewayOrder, GatewayPayment } from './gateway';

/*
 * Razorpay's order and payment entities as documented (razorpay.com/docs/api/orders/entity,
 * /api/orders/fetch-payments, /webhooks/payments): amounts in currency subunits (paise for INR),
 * `created_at` in Unix seconds. Only the fields we use are read; the rest are dropped (API10: what
 * the gateway sends is parsed, never trusted as a whole).
 */
const Id = z.string().min(1).max(80);
const Amount = z.number().int().nonnegative();
const Currency = z.string().length(3);
const Nullable = z.string().nullable().optional();

export const RazorpayOrderEntity = z.object({
  id: Id,
  amount: Amount,
  currency: Currency,
  receipt: z.string().max(40).nullable().optional(),
  status: z.enum(['created', 'attempted', 'paid']),
});

export const RazorpayPaymentEntity = z.object({
  id: Id,
  amount: Amount,
  currency: Currency,
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  order_id: Nullable,
  method: Nullable,
  error_code: Nullable,
  error_description: Nullable,
  created_at: z.number().int().nonnegative(),
});

export const RazorpayCollection = z.object({ entity: z.literal('collection'), items: z.array(z.unknown()) });

export function toGatewayOrder(raw: unknown): GatewayOrder | null {
  const parsed = RazorpayOrderEntity.safeParse(raw);
  if (!parsed.success) return null;
  const o = parsed.data;
  return {
    id: o.id,
    amountPaise: o.amount,
    currency: o.currency,
    status: o.status,
    receipt: o.receipt ?? '',
  };
}

/** `orderId` falls back to the event's order entity when the payment lacks `order_id`. */
export function toGatewayPayment(raw: unknown, fallbackOrderId: string | null = null): GatewayPayment | null {
  const parsed = RazorpayPaymentEntity.safeParse(raw);
  if (!parsed.success) return null;
  const p = parsed.data;
  const orderId = p.order_id || fallbackOrderId;
  if (!orderId) return null;
  return {
    id: p.id,
    orderId,
    amountPaise: p.amount,
    currency: p.currency,
    status: p.status,
    method: p.method || null,
    // Razorpay sends "" as well as null for "no error" on some methods.
    errorCode: p.error_code || null,
    errorDescription: p.error_description || null,
    createdAt: new Date(p.created_at * 1000),
  };
}
