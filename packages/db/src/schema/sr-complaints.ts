import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { serviceRequests } from './service-requests';

/**
 * A customer's complaint about one of their service requests (decision 100): what it is about, in
 * their words, when the reply and the resolution are due, and the desk's reply. One complaint about
 * a request may wait for its reply at a time; `reference` is what the customer quotes.
 */
export const srComplaints = pgTable(
  'sr_complaints',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reference: text('reference').notNull().unique(),
    serviceRequestId: bigint('service_request_id', { mode: 'number' })
      .notNull()
      .references(() => serviceRequests.id),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    reasonCode: text('reason_code').notNull(),
    details: text('details').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    replyBy: timestamp('reply_by', { withTimezone: true }).notNull(),
    resolveBy: timestamp('resolve_by', { withTimezone: true }).notNull(),
    answer: text('answer'),
    /** The staff member's username. */
    answeredBy: text('answered_by'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sr_complaints_open_uq')
      .on(t.serviceRequestId)
      .where(sql`${t.status} = 'open'`),
    index('sr_complaints_request_idx').on(t.serviceRequestId, t.createdAt),
    // The desk's list of complaints waiting for a reply, soonest due first.
    index('sr_complaints_open_due_idx')
      .on(t.replyBy)
      .where(sql`${t.status} = 'open'`),
    index('sr_complaints_customer_idx').on(t.customerId),
    check('sr_complaints_status_ck', sql`${t.status} in ('open', 'answered')`),
    check(
      'sr_complaints_answer_ck',
      sql`(${t.status} = 'answered') = (${t.answer} is not null and ${t.answeredAt} is not null)`,
    ),
  ],
);
