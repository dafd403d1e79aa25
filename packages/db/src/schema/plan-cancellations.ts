import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customerPlans } from './customers';
import { orders } from './orders';

/**
 * A plan the customer cancelled for a full refund (decision 093): one row a plan, written in the
 * transaction that moved the plan to `cancelled` and queued the refund. `refund_paise` is what
 * the plan cost (its unit of the order line, after the discount); `gateway_payment_id` the payment
 * refunded (null for a plan that cost nothing); `refunded_at` set once the gateway took the refund.
 * Its id numbers the credit note (CN-PL-…).
 */
export const planCancellations = pgTable(
  'plan_cancellations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerPlanId: bigint('customer_plan_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => customerPlans.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    reasonCode: text('reason_code').notNull(),
    refundPaise: bigint('refund_paise', { mode: 'number' }).notNull(),
    gatewayPaymentId: text('gateway_payment_id'),
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('plan_cancellations_order_idx').on(t.orderId),
    check('plan_cancellations_refund_ck', sql`${t.refundPaise} >= 0`),
  ],
);
