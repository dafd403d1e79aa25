import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { OTP_HISTORY_MS, type OtpSendHistory } from '@kavach/domain';
import type { Db } from '../client';
import { otpCodes, sessions } from '../schema';
import type { DbOrTx } from './tx';

export type OtpCodeRow = typeof otpCodes.$inferSelect;
const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

/**
 * Serialises sends to one target and from one IP until the transaction ends, so the throttles
 * cannot be raced. Always IP first, then target: one lock order, no deadlock.
 */
export async function lockOtpSend(tx: DbOrTx, ip: string, target: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:ip:${ip}`}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:target:${target}`}))`);
}

/** Times of the target's codes that died of wrong guesses since its last successful verify. */
export async function loadOtpDeadCodes(db: DbOrTx, target: string, now: Date): Promise<Date[]> {
  const lastSuccess = sql`coalesce((select max(${otpCodes.consumedAt}) from ${otpCodes} where ${otpCodes.target} = ${target}), '-infinity'::timestamptz)`;
  const rows = await db
    .select({ at: otpCodes.revokedAt })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.target, target),
        eq(otpCodes.attemptsLeft, 0),
        isNull(otpCodes.consumedAt),
        gt(otpCodes.revokedAt, ago(now, OTP_HISTORY_MS.deadCodes)),
        sql`${otpCodes.revokedAt} > ${lastSuccess}`,
      ),
    );
  return rows.flatMap((r) => (r.at ? [r.at] : []));
}

/** What `checkOtpSend` needs: sends to the target (24 h), from the IP (1 h), and dead codes. */
export async function loadOtpSendHistory(
  db: DbOrTx,
  input: { target: string; ip: string; now: Date },
): Promise<OtpSendHistory> {
  const sent = (where: ReturnType<typeof and>) =>
    db
      .select({ at: otpCodes.createdAt })
      .from(otpCodes)
      .where(where)
      .then((rows) => rows.map((r) => r.at));
  const [targetSends, ipSends, deadCodes] = [
    await sent(
      and(eq(otpCodes.target, input.target), gt(otpCodes.createdAt, ago(input.now, OTP_HISTORY_MS.target))),
    ),
    await sent(and(eq(otpCodes.ip, input.ip), gt(otpCodes.createdAt, ago(input.now, OTP_HISTORY_MS.ip)))),
    await loadOtpDeadCodes(db, input.target, input.now),
  ];
  return { targetSends, ipSends, deadCodes };
}

/** A resend replaces every live code of the target for that purpose (only the latest is valid). */
export async function revokeLiveOtpCodes(tx: DbOrTx, input: { target: string; purpose: string; now: Date }) {
  await tx
    .update(otpCodes)
    .set({ revokedAt: input.now })
    .where(
      and(
        eq(otpCodes.target, input.target),
        eq(otpCodes.purpose, input.purpose),
        isNull(otpCodes.consumedAt),
        isNull(otpCodes.revokedAt),
      ),
    );
}

export async function insertOtpCode(tx: DbOrTx, row: typeof otpCodes.$inferInsert): Promise<number> {
  const [inserted] = await tx.insert(otpCodes).values(row).returning({ id: otpCodes.id });
  return inserted!.id;
}

/** The newest code issued for (target, purpose) in this session, whatever its state. */
export async function findLatestOtpCode(
  db: DbOrTx,
  key: { target: string; purpose: string; sessionHash: string },
): Promise<OtpCodeRow | null> {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.target, key.target),
        eq(otpCodes.purpose, key.purpose),
        eq(otpCodes.sessionHash, key.sessionHash),
      ),
    )
    .orderBy(desc(otpCodes.id))
    .limit(1);
  return row ?? null;
}

/**
 * Spends one attempt atomically: only a live code with attempts left is decremented, so concurrent
 * guesses can never evaluate more than 5 times. Null when nothing was spent.
 */
export async function spendOtpAttempt(
  db: DbOrTx,
  id: number,
  now: Date,
): Promise<{ attemptsLeft: number; codeHmac: string } | null> {
  const [row] = await db
    .update(otpCodes)
    .set({ attemptsLeft: sql`${otpCodes.attemptsLeft} - 1` })
    .where(
      and(
        eq(otpCodes.id, id),
        gt(otpCodes.attemptsLeft, 0),
        isNull(otpCodes.consumedAt),
        isNull(otpCodes.revokedAt),
        gt(otpCodes.expiresAt, now),
      ),
    )
    .returning({ attemptsLeft: otpCodes.attemptsLeft, codeHmac: otpCodes.codeHmac });
  return row ?? null;
}

/** Records when a code died of its last wrong guess (the lockout counts these). */
export async function markOtpCodeDead(db: DbOrTx, id: number, now: Date) {
  await db
    .update(otpCodes)
    .set({ revokedAt: now })
    .where(and(eq(otpCodes.id, id), eq(otpCodes.attemptsLeft, 0), isNull(otpCodes.consumedAt)));
}

/**
 * Accepts a code once (single use) and records what it proved in the server session: the verified
 * phone column, or `verified_email` in the session data. False if the code was used or replaced.
 */
export async function acceptOtpCode(
  db: Db,
  input: { id: number; now: Date; sessionHash: string; proves: { phone: string } | { email: string } },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const consumed = await tx
      .update(otpCodes)
      .set({ consumedAt: input.now })
      .where(and(eq(otpCodes.id, input.id), isNull(otpCodes.consumedAt), isNull(otpCodes.revokedAt)))
      .returning({ id: otpCodes.id });
    if (consumed.length === 0) return false;
    const proves = input.proves;
    await tx
      .update(sessions)
      .set(
        'phone' in proves
          ? { verifiedPhone: proves.phone }
          : { data: sql`${sessions.data} || jsonb_build_object('verified_email', ${proves.email}::text)` },
      )
      .where(eq(sessions.idHash, input.sessionHash));
    return true;
  });
}
