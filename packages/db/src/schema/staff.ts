import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Staff accounts (docs/product/staff.md#agents: the agent profile holds username, permissions and teams). An agent is a
 * staff user with the permission `website|web_pages|link_generation`; agent status comes only from
 * a staff sign-in on the server session (security plan H5), never from a cart's channel or a cookie.
 * Passwords are argon2id hashes (PHC strings).
 */
export const staffUsers = pgTable('staff_users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  displayName: text('display_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  permissions: text('permissions')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  teams: text('teams')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Every agent write (docs/product/security-tests.md#t6-5): who, for which customer, what, and the state before and
 * after. Written in the same transaction as the change it records.
 */
export const agentAudit = pgTable(
  'agent_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => staffUsers.id),
    /** The customer the agent acts for: the cart's phone when known. */
    customerId: text('customer_id'),
    action: text('action').notNull(),
    cartId: bigint('cart_id', { mode: 'number' }),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('agent_audit_agent_idx').on(t.agentId, t.createdAt)],
);
