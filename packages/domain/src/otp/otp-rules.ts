const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** One-time-code limits (docs/product/security-tests.md#one-time-code-rules "Proposed for us"; docs/product/security-tests.md#t4-1–docs/product/security-tests.md#t4-5). */
export const OTP_RULES = {
  digits: 6,
  ttlMs: 10 * MINUTE,
  attemptsPerCode: 5,
  resendCooldownMs: 30 * SECOND,
  perTarget10Min: { max: 5, windowMs: 10 * MINUTE },
  perTargetDay: { max: 10, windowMs: 24 * HOUR },
  perIpHour: { max: 20, windowMs: HOUR },
  /** 3 codes killed by wrong guesses (15 failures) within an hour lock the target for an hour. */
  lockout: { deadCodes: 3, windowMs: HOUR, durationMs: HOUR },
} as const;

/** How far back the send history must reach for `checkOtpSend`. */
export const OTP_HISTORY_MS = {
  target: OTP_RULES.perTargetDay.windowMs,
  ip: OTP_RULES.perIpHour.windowMs,
  deadCodes: OTP_RULES.lockout.windowMs + OTP_RULES.lockout.durationMs,
} as const;

export interface OtpSendHistory {
  /** When each code was sent to the target (at least the last 24 h). */
  targetSends: readonly Date[];
  /** When each code was sent from the client's IP (at least the last hour). */
  ipSends: readonly Date[];
  /** When each of the target's codes died of wrong guesses, since its last successful verify. */
  deadCodes: readonly Date[];
}

export type OtpRefusalReason = 'locked' | 'too_soon' | 'rate_limited';
export interface OtpRefusal {
  reason: OtpRefusalReason;
  retryAfterSeconds: number;
}

const secondsUntil = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / SECOND));
const ascending = (dates: readonly Date[]) => dates.map((d) => d.getTime()).sort((a, b) => a - b);

/** End of the lockout, or null: any 3 dead codes within an hour lock the target for an hour. */
export function otpLockedUntil(deadCodes: readonly Date[], now: Date): Date | null {
  const { deadCodes: n, windowMs, durationMs } = OTP_RULES.lockout;
  const times = ascending(deadCodes);
  let until = -Infinity;
  for (let i = n - 1; i < times.length; i++) {
    const last = times[i] as number;
    if (last - (times[i - n + 1] as number) <= windowMs) until = Math.max(until, last + durationMs);
  }
  return until > now.getTime() ? new Date(until) : null;
}

/** The refusal while the target is locked out (verify and send alike), or null. */
export function otpLockRefusal(deadCodes: readonly Date[], now: Date): OtpRefusal | null {
  const lockedUntil = otpLockedUntil(deadCodes, now);
  return lockedUntil
    ? { reason: 'locked', retryAfterSeconds: secondsUntil(lockedUntil.getTime(), now) }
    : null;
}

/** When a sliding-window limit frees up again, or null when another event is allowed now. */
function windowRetryAt(events: readonly Date[], max: number, windowMs: number, now: Date): number | null {
  const inWindow = ascending(events).filter((t) => t > now.getTime() - windowMs);
  if (inWindow.length < max) return null;
  return (inWindow[inWindow.length - max] as number) + windowMs;
}

/** Whether another code may be sent now: lockout first, then the 30 s cooldown, then the limits. */
export function checkOtpSend(history: OtpSendHistory, now: Date): OtpRefusal | null {
  const locked = otpLockRefusal(history.deadCodes, now);
  if (locked) return locked;
  const last = Math.max(-Infinity, ...history.targetSends.map((d) => d.getTime()));
  if (now.getTime() - last < OTP_RULES.resendCooldownMs) {
    return { reason: 'too_soon', retryAfterSeconds: secondsUntil(last + OTP_RULES.resendCooldownMs, now) };
  }
  const limits = [
    windowRetryAt(history.targetSends, OTP_RULES.perTarget10Min.max, OTP_RULES.perTarget10Min.windowMs, now),
    windowRetryAt(history.targetSends, OTP_RULES.perTargetDay.max, OTP_RULES.perTargetDay.windowMs, now),
    windowRetryAt(history.ipSends, OTP_RULES.perIpHour.max, OTP_RULES.perIpHour.windowMs, now),
  ].filter((t): t is number => t !== null);
  if (limits.length === 0) return null;
  return { reason: 'rate_limited', retryAfterSeconds: secondsUntil(Math.max(...limits), now) };
}
