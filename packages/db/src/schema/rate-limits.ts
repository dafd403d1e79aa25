import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counters of the per-address and per-route rate limits (decision 046), shared by every
 * API replica: one row per limit key (its SHA-256), incremented by one atomic upsert. A window
 * starts with the first hit after the previous one ended, as in @fastify/rate-limit's own stores.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  keyHash: text('key_hash').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
