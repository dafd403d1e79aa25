import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Server-side sessions. The cookie holds a 256-bit random id; only its SHA-256 is stored, so a
 * database read does not yield live session ids. `publicId` is a non-secret handle returned to
 * the browser as `session_id` (docs/product/api.md#session set_csrf) — it authenticates nothing.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    publicId: text('public_id').notNull().unique(),
    tabId: text('tab_id'),
    leadId: text('lead_id'),
    /** The signed-in customer's public id (issue 4), with the absolute end of that sign-in (docs/product/security-tests.md#t2-4). */
    customerId: text('customer_id'),
    customerExpiresAt: timestamp('customer_expires_at', { withTimezone: true }),
    verifiedPhone: text('verified_phone'),
    /** A staff sign-in on this session (agents, docs/product/staff.md#agents) and when it ends (absolute limit). */
    staffUserId: integer('staff_user_id'),
    staffExpiresAt: timestamp('staff_expires_at', { withTimezone: true }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expires_idx').on(t.expiresAt), index('sessions_customer_idx').on(t.customerId)],
);
