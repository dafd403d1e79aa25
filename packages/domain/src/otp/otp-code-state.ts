/** The stored facts of one code that decide whether a guess may still be evaluated. */
export interface OtpCodeFacts {
  attemptsLeft: number;
  expiresAt: Date;
  consumedAt: Date | null;
  revokedAt: Date | null;
}

/**
 * live: a guess may be evaluated. consumed: already accepted once (single use). exhausted: killed by
 * wrong guesses. revoked: replaced by a resend. expired: past its 10-minute lifetime.
 */
export type OtpCodeState = 'live' | 'consumed' | 'exhausted' | 'revoked' | 'expired';

export function otpCodeState(code: OtpCodeFacts, now: Date): OtpCodeState {
  if (code.consumedAt) return 'consumed';
  if (code.attemptsLeft <= 0) return 'exhausted';
  if (code.revokedAt) return 'revoked';
  if (code.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'live';
}
