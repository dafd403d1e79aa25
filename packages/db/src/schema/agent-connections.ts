import { bigint, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/**
 * Agent connections (decision 094): a signed-in customer about to call support allowed the contact
 * centre to see their account until `expires_at`. One row a customer, moved on by each tap
 * (`taps` counts them); the service desk lists the live ones, newest first.
 */
export const agentConnections = pgTable(
  'agent_connections',
  {
    customerId: bigint('customer_id', { mode: 'number' })
      .primaryKey()
      .references(() => customers.id),
    allowedAt: timestamp('allowed_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    taps: integer('taps').notNull().default(1),
  },
  (t) => [index('agent_connections_expires_idx').on(t.expiresAt)],
);
