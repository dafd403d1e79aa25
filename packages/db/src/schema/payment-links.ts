import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { staffUsers } from './staff';

/**
 * Payment links of agent-assisted carts (issue 3 §4). `token` is the public id in the link we send
 * (`/payment-link/{token}`, 256 random bits); `referenceId` is the order reference given to the
 * gateway as `reference_id` (unique per order, docs/product/security-tests.md#t8-12); `gatewayLinkId` is the gateway's link id
 * (`plink_…`), stored at creation and used to verify the callback signature. One link per order.
 */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    token: text('token').notNull().unique(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => orders.id),
    cartId: bigint('cart_id', { mode: 'number' }).notNull(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => staffUsers.id),
    gateway: text('gateway').notNull(),
    referenceId: text('reference_id').notNull().unique(),
    gatewayLinkId: text('gateway_link_id').unique(),
    gatewayUrl: text('gateway_url'),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('created'),
    sentTo: jsonb('sent_to').$type<{ phone: string; email: string }>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /** Reconciliation's claim on an expired link (decision 046), as on orders. */
    reconcileLeaseUntil: timestamp('reconcile_lease_until', { withTimezone: true }),
  },
  (t) => [
    index('payment_links_cart_idx').on(t.cartId),
    index('payment_links_open_idx').on(t.status, t.expiresAt),
    check('payment_links_status_ck', sql`${t.status} in ('created', 'paid', 'expired', 'cancelled')`),
    check('payment_links_amount_ck', sql`${t.amountPaise} > 0`),
  ],
);
