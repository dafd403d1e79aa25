import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One-time codes (docs/product/api.md#one-time-codes; docs/product/security-tests.md#one-time-code-rules and T4). Only an HMAC of the code is
 * stored. A code is bound to (target, purpose, session); `attemptsLeft` is decremented with an
 * atomic conditional UPDATE; a resend revokes the previous live code. Send throttles and the
 * lockout are counted from these rows (per target, per IP).
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Normalised phone (+91XXXXXXXXXX) or lower-cased email. */
    target: text('target').notNull(),
    channel: text('channel').notNull(),
    purpose: text('purpose').notNull(),
    sessionHash: text('session_hash').notNull(),
    ip: text('ip').notNull(),
    codeHmac: text('code_hmac').notNull(),
    attemptsLeft: integer('attempts_left').notNull().default(5),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('otp_codes_target_idx').on(t.target, t.createdAt),
    index('otp_codes_ip_idx').on(t.ip, t.createdAt),
    check('otp_codes_channel_ck', sql`${t.channel} in ('sms', 'voice', 'email')`),
    check('otp_codes_attempts_ck', sql`${t.attemptsLeft} >= 0`),
  ],
);
