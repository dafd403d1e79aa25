import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox payment gateway's own state (apps/api/src/payments/sandbox.ts): the development and
 * test stand-in for Razorpay's orders and payments, with Razorpay's statuses and id shapes
 * (`order_SBX…`, `pay_SBX…`). Amounts in paise. Not read by the order module: it sees these rows
 * only through the PaymentGateway interface, as it would see Razorpay.
 */
export const sandboxGatewayOrders = pgTable(
  'sandbox_gateway_orders',
  {
    id: text('id').primaryKey(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    receipt: text('receipt').notNull(),
    status: text('status').notNull().default('created'),
    /** One gateway order per key, across processes (docs/product/security-tests.md#t8-8). */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('sandbox_gateway_orders_amount_ck', sql`${t.amount} > 0`),
    check('sandbox_gateway_orders_status_ck', sql`${t.status} in ('created', 'attempted', 'paid')`),
  ],
);

export const sandboxGatewayPayments = pgTable(
  'sandbox_gateway_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => sandboxGatewayOrders.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    method: text('method').notNull(),
    errorCode: text('error_code'),
    errorDescription: text('error_description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sandbox_gateway_payments_order_idx').on(t.orderId, t.createdAt),
    check(
      'sandbox_gateway_payments_status_ck',
      sql`${t.status} in ('created', 'authorized', 'captured', 'refunded', 'failed')`,
    ),
    check('sandbox_gateway_payments_method_ck', sql`${t.method} in ('upi', 'card', 'netbanking')`),
  ],
);

/**
 * The sandbox's payment links (Razorpay Payment Links: `plink_SBX…`, a reference id unique per
 * merchant, an expiry, a callback URL). Each link pays through a sandbox order created with it.
 */
export const sandboxGatewayLinks = pgTable(
  'sandbox_gateway_links',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => sandboxGatewayOrders.id),
    referenceId: text('reference_id').notNull().unique(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    customer: jsonb('customer').$type<{ name: string; contact: string; email: string }>().notNull(),
    callbackUrl: text('callback_url').notNull(),
    status: text('status').notNull().default('created'),
    expireBy: timestamp('expire_by', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'sandbox_gateway_links_status_ck',
      sql`${t.status} in ('created', 'partially_paid', 'paid', 'expired', 'cancelled')`,
    ),
  ],
);
