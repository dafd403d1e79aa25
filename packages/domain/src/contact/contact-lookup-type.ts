import { isValidEmail } from '../text/email';

export type ContactLookupType = 'email' | 'sr' | 'mobile';

/** Service request number: six digits, dash, six digits (docs/product/accounts.md#input-rules). */
export const SR_NUMBER_PATTERN = /^\d{6}-\d{6}$/;

/** docs/product/accounts.md#input-rules contact lookup type: email pattern → email; `dddddd-dddddd` → service request; else mobile. */
export function contactLookupType(value: string): ContactLookupType {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (isValidEmail(trimmed)) return 'email';
  if (SR_NUMBER_PATTERN.test(trimmed)) return 'sr';
  return 'mobile';
}
