import { describe, expect, it } from 'vitest';
import { otpCodeState, type OtpCodeFacts } from './otp-code-state';

const now = new Date('2026-11-21T10:00:00Z');
const at = (s: number) => new Date(now.getTime() + s * 1000);
const live: OtpCodeFacts = { attemptsLeft: 5, expiresAt: at(600), consumedAt: null, revokedAt: null };

describe('otpCodeState', () => {
  it.each([
    ['a fresh code is live', live, 'live'],
    ['one second before expiry is live', { ...live, expiresAt: at(1) }, 'live'],
    ['at the expiry instant it is expired', { ...live, expiresAt: now }, 'expired'],
    ['an accepted code is consumed (single use)', { ...live, consumedAt: at(-5) }, 'consumed'],
    ['0 attempts left is exhausted', { ...live, attemptsLeft: 0 }, 'exhausted'],
    [
      'exhausted wins over revoked (it died of wrong guesses)',
      { ...live, attemptsLeft: 0, revokedAt: at(-1) },
      'exhausted',
    ],
    ['a code replaced by a resend is revoked', { ...live, revokedAt: at(-1) }, 'revoked'],
    ['revoked wins over expired', { ...live, revokedAt: at(-1), expiresAt: at(-1) }, 'revoked'],
  ] as const)('%s', (_rule, code, expected) => {
    expect(otpCodeState(code, now)).toBe(expected);
  });
});
