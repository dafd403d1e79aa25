import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Transactional outbox: notifications are written in the same transaction as the fact; `status` follows OUTBOX_LIFECYCLE. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel').notNull(),
    topic: text('topic').notNull(),
    recipient: text('recipient').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_pending_idx').on(t.status, t.availableAt),
    // The messages sent to one phone or email, for the customer's copy of their data and for
    // erasing them with the account (decision 099).
    index('outbox_recipient_idx').on(sql`lower(${t.recipient})`, t.createdAt),
    check('outbox_status_ck', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
  ],
);
