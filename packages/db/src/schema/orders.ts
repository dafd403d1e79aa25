import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CartAddress, CartDeviceDetail, CartSlot } from './cart';
import { carts } from './cart';
import { coupons } from './coupons';

/**
 * Orders (docs/product/checkout.md#orders-and-payments Order). `orderRef` is the public id (random, not derivable from `id`).
 * `idempotencyKey` = cart id + cart version: checking out the same cart state twice gives the same
 * order (docs/product/security-tests.md#t8-8). At most one paid order per cart (partial unique index, docs/product/security-tests.md#t10-3). Amounts are integer
 * paise, copied from the catalogue at checkout. `status` follows the domain's ORDER_LIFECYCLE and
 * changes only through `transition()` (src/lifecycle, decision 052); the CHECK lists its states.
 */
export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderRef: text('order_ref').notNull().unique(),
    cartId: bigint('cart_id', { mode: 'number' })
      .notNull()
      .references(() => carts.id),
    cartVersion: integer('cart_version').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    ownerSessionHash: text('owner_session_hash').notNull(),
    /** The customer account the order belongs to (issue 4): the signed-in customer at checkout, else the account of the order's phone, made when the order is paid. */
    customerId: bigint('customer_id', { mode: 'number' }),
    status: text('status').notNull(),
    channel: text('channel').notNull(),
    city: text('city'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: jsonb('address').$type<CartAddress>().notNull(),
    itemTotalPaise: bigint('item_total_paise', { mode: 'number' }).notNull(),
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('INR'),
    couponId: integer('coupon_id').references(() => coupons.id),
    gateway: text('gateway').notNull(),
    gatewayOrderId: text('gateway_order_id').unique(),
    activationToken: text('activation_token').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Reconciliation's claim (decision 046): another replica's job skips the order until then. */
    reconcileLeaseUntil: timestamp('reconcile_lease_until', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_one_paid_per_cart_uq')
      .on(t.cartId)
      .where(sql`${t.status} = 'paid'`),
    index('orders_pending_idx').on(t.status, t.updatedAt),
    index('orders_owner_idx').on(t.ownerSessionHash),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    check(
      'orders_amount_ck',
      sql`${t.amountPaise} >= 0 and ${t.amountPaise} = ${t.itemTotalPaise} - ${t.discountPaise}`,
    ),
    check('orders_currency_ck', sql`${t.currency} = 'INR'`),
    check(
      'orders_status_ck',
      sql`${t.status} in ('created', 'payment_pending', 'payment_failed', 'visit_booked', 'payment_due', 'paid', 'cancelled', 'expired')`,
    ),
  ],
);

/** Order lines: a frozen copy of the cart lines and their catalogue prices at checkout. */
export const orderItems = pgTable(
  'order_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    planId: integer('plan_id').notNull(),
    planPriceId: integer('plan_price_id').notNull(),
    sku: text('sku').notNull(),
    title: text('title').notNull(),
    planType: text('plan_type').notNull(),
    categorySlug: text('category_slug'),
    tenureMonths: integer('tenure_months').notNull(),
    unitPricePaise: bigint('unit_price_paise', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull(),
    deviceDetail: jsonb('device_detail').$type<CartDeviceDetail>().notNull(),
    slot: jsonb('slot').$type<CartSlot>(),
    /** The customer's plan this line renews (decision 091). */
    renewsPlanId: bigint('renews_plan_id', { mode: 'number' }),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/**
 * Reminders of a visit booked with an order (decision 103): one per order line and slot, written in
 * the transaction that queues the messages; the sweep claims lines with `SKIP LOCKED`.
 */
export const orderVisitReminders = pgTable(
  'order_visit_reminders',
  {
    orderItemId: bigint('order_item_id', { mode: 'number' })
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    visitDate: text('visit_date').notNull(),
    visitTime: text('visit_time').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'order_visit_reminders_pk', columns: [t.orderItemId, t.visitDate, t.visitTime] }),
  ],
);

/** Gateway payments of an order; a gateway payment id is recorded once (docs/product/security-tests.md#t8-3); `status` follows PAYMENT_LIFECYCLE. */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    gateway: text('gateway').notNull(),
    gatewayOrderId: text('gateway_order_id').notNull(),
    gatewayPaymentId: text('gateway_payment_id').notNull().unique(),
    status: text('status').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    method: text('method'),
    errorCode: text('error_code'),
    errorDescription: text('error_description'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    check(
      'payments_status_ck',
      sql`${t.status} in ('created', 'authorized', 'captured', 'failed', 'refund_queued', 'refunded')`,
    ),
  ],
);

/** Webhook deliveries seen, by event id, inserted in the same transaction as their effect (docs/product/security-tests.md#t8-3). */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  gateway: text('gateway').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

/** Reconciliation breaks: payments that do not match an order (amount, late, duplicate …). */
export const reconciliationBreaks = pgTable('reconciliation_breaks', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  orderId: bigint('order_id', { mode: 'number' }),
  gatewayPaymentId: text('gateway_payment_id'),
  details: jsonb('details').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
});
