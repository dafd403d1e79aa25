import { sql } from 'drizzle-orm';
import { bigserial, integer, pgTable, text, timestamp, index } from 'drizzle-orm/pg-core';

/** Write-to-us messages (POST /selfserve/create_incident_emailterminator). */
export const incidents = pgTable(
  'incidents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reference: text('reference').notNull().unique(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  // A verified account email's messages, for its copy of its data and its deletion (decision 099).
  (t) => [index('incidents_email_idx').on(sql`lower(${t.email})`, t.createdAt)],
);

/** Search keywords logged by POST /log-search-keyword. */
export const searchKeywords = pgTable(
  'search_keywords',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    keyword: text('keyword').notNull(),
    resultsCount: integer('results_count').notNull(),
    sessionPublicId: text('session_public_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('search_keywords_created_idx').on(t.createdAt)],
);
