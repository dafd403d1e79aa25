import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customerPlans, customers } from './customers';

/**
 * A plan handed to a new owner (decision 097): the owner names the buyer's mobile number; the
 * buyer, signed in with that number, accepts within the deadline and the plan moves to their
 * account. One transfer a plan may wait at a time. `publicId` is the random handle the buyer
 * accepts by; `toCustomerId` is set on acceptance.
 */
export const planTransfers = pgTable(
  'plan_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    publicId: text('public_id').notNull().unique(),
    customerPlanId: bigint('customer_plan_id', { mode: 'number' })
      .notNull()
      .references(() => customerPlans.id),
    fromCustomerId: bigint('from_customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    /** +91XXXXXXXXXX. */
    toPhone: text('to_phone').notNull(),
    toCustomerId: bigint('to_customer_id', { mode: 'number' }).references(() => customers.id),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('plan_transfers_pending_uq')
      .on(t.customerPlanId)
      .where(sql`${t.status} = 'pending'`),
    index('plan_transfers_to_phone_idx')
      .on(t.toPhone)
      .where(sql`${t.status} = 'pending'`),
    check('plan_transfers_status_ck', sql`${t.status} in ('pending', 'accepted', 'cancelled')`),
  ],
);
