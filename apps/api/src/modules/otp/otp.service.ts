import { checkOtpSend, OTP_RULES, otpCodeState, otpLockRefusal } from '@kavach/domain';
import {
  acceptOtpCode,
  enqueueOutbox,
  findLatestOtpCode,
  insertOtpCode,
  loadOtpDeadCodes,
  loadOtpSendHistory,
  lockOtpSend,
  markOtpCodeDead,
  revokeLiveOtpCodes,
  spendOtpAttempt,
  type Db,
  type OtpCodeRow,
} from '@kavach/db';
import type { Clock } from '../../lib/clock';
import { generateOtpCode, otpCodeHmac, otpCodeMatches } from './otp-code';
import { otpErrors } from './otp-errors';
import { otpMessage } from './otp-messages';

export type OtpChannel = 'sms' | 'voice' | 'email';
/** What a code proves; a code issued for one purpose never verifies another (docs/product/security-tests.md#t4-6). */
export const OTP_PURPOSE = {
  phone: 'verify_phone',
  email: 'verify_email',
  resetPassword: 'reset_password',
} as const;

export interface OtpDeps {
  db: Db;
  clock: Clock;
  config: { otpPepper: string };
}

export interface SendOtpInput {
  /** Normalised phone (+91…) or lower-cased email. */
  target: string;
  channel: OtpChannel;
  purpose: string;
  sessionHash: string;
  ip: string;
  /** A sentence the email carries before the code (an existing account's owner, issue 18 #8). */
  note?: string;
}

/**
 * Issues a code: in one transaction, serialised per IP and target, check the throttles and the
 * lockout, revoke the live code, store the HMAC and queue the message in the outbox.
 */
export async function sendOtp(deps: OtpDeps, input: SendOtpInput): Promise<void> {
  const now = deps.clock.now();
  const binding = { target: input.target, purpose: input.purpose };
  const code = generateOtpCode();
  await deps.db.transaction(async (tx) => {
    await lockOtpSend(tx, input.ip, input.target);
    const refusal = checkOtpSend(
      await loadOtpSendHistory(tx, { target: input.target, ip: input.ip, now }),
      now,
    );
    if (refusal) throw otpErrors.refused(refusal);
    await revokeLiveOtpCodes(tx, { ...binding, now });
    const id = await insertOtpCode(tx, {
      ...binding,
      channel: input.channel,
      sessionHash: input.sessionHash,
      ip: input.ip,
      codeHmac: otpCodeHmac(deps.config.otpPepper, binding, code),
      attemptsLeft: OTP_RULES.attemptsPerCode,
      expiresAt: new Date(now.getTime() + OTP_RULES.ttlMs),
      createdAt: now,
    });
    await enqueueOutbox(tx, {
      channel: input.channel,
      topic: 'otp',
      recipient: input.target,
      payload: otpMessage(input.channel, code, input.note),
      idempotencyKey: `otp:${id}`,
      availableAt: now,
      createdAt: now,
    });
  });
}

export interface VerifyOtpInput {
  target: string;
  purpose: string;
  sessionHash: string;
  code: string;
  /** Stored in the server session on success: the only proof later code trusts. */
  proves: { phone: string } | { email: string };
}

/** 429 for a dead code; the wait is until a new code may be requested. */
function exhausted(code: OtpCodeRow, now: Date) {
  const resendAt = code.createdAt.getTime() + OTP_RULES.resendCooldownMs;
  return otpErrors.exhausted(Math.max(1, Math.ceil((resendAt - now.getTime()) / 1000)));
}

function assertLive(code: OtpCodeRow, now: Date) {
  const state = otpCodeState(code, now);
  if (state === 'consumed' || state === 'revoked') throw otpErrors.notFound();
  if (state === 'expired') throw otpErrors.expired();
  if (state === 'exhausted') throw exhausted(code, now);
}

/**
 * Checks a guess against the newest code of (target, purpose, session). The attempt is spent with
 * one atomic conditional UPDATE before the comparison, so no more than 5 guesses are ever evaluated.
 */
export async function verifyOtp(deps: OtpDeps, input: VerifyOtpInput): Promise<void> {
  const now = deps.clock.now();
  const locked = otpLockRefusal(await loadOtpDeadCodes(deps.db, input.target, now), now);
  if (locked) throw otpErrors.refused(locked);
  const code = await findLatestOtpCode(deps.db, input);
  if (!code) throw otpErrors.notFound();
  assertLive(code, now);
  const spent = await spendOtpAttempt(deps.db, code.id, now);
  // Live a moment ago: concurrent guesses (or a concurrent success) took the last attempts.
  if (!spent) throw exhausted(code, now);
  const binding = { target: input.target, purpose: input.purpose };
  if (!otpCodeMatches(deps.config.otpPepper, binding, input.code, spent.codeHmac)) {
    if (spent.attemptsLeft === 0) await markOtpCodeDead(deps.db, code.id, now);
    throw otpErrors.invalid(spent.attemptsLeft);
  }
  const accepted = await acceptOtpCode(deps.db, {
    id: code.id,
    now,
    sessionHash: input.sessionHash,
    proves: input.proves,
  });
  if (!accepted) throw otpErrors.notFound();
}
