import { isValidEmail, normaliseIndianMobile } from '@kavach/domain';
import { otpErrors } from './otp-errors';

/** A phone as typed → +91XXXXXXXXXX, or 400 INVALID_PHONE. */
export function phoneOf(input: string): string {
  const phone = normaliseIndianMobile(input);
  if (!phone) throw otpErrors.invalidPhone();
  return phone;
}

/** An email as typed → trimmed and lower-cased, or 400 INVALID_EMAIL (docs/product/accounts.md#input-rules email rule). */
export function emailOf(input: string): string {
  const email = input.trim();
  if (!isValidEmail(email)) throw otpErrors.invalidEmail();
  return email.toLowerCase();
}
