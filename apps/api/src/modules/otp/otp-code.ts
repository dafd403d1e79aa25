import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** 6 digits from the CSPRNG, uniform over 000000–999999 (docs/product/security-tests.md#t4-8). */
export function generateOtpCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

export interface OtpBinding {
  target: string;
  purpose: string;
}

/**
 * What is stored instead of the code: HMAC-SHA256 under a pepper derived from the session secret,
 * over the code and what it is bound to. A database read alone cannot recover or replay a code.
 */
export function otpCodeHmac(pepper: string, binding: OtpBinding, code: string): string {
  return createHmac('sha256', pepper)
    .update(`otp:v1:${binding.purpose}:${binding.target}:${code}`)
    .digest('hex');
}

/** Constant-time comparison of a guess with the stored HMAC. */
export function otpCodeMatches(
  pepper: string,
  binding: OtpBinding,
  guess: string,
  storedHmac: string,
): boolean {
  const expected = Buffer.from(storedHmac, 'hex');
  const actual = Buffer.from(otpCodeHmac(pepper, binding, guess), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
