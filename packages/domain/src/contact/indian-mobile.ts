/**
 * Indian mobile numbers only: the +91 allowlist against SMS pumping (docs/product/security-tests.md#t4-10).
 * Accepts `9876543210`, `+919876543210`, `09876543210`, `91 98765 43210` (spaces and hyphens are
 * ignored) and answers the E.164 form `+919876543210`. The number must start with 6–9; another
 * country code, a wrong length or any other character gives null.
 */
const INDIAN_MOBILE = /^(?:\+91|91|0)?([6-9]\d{9})$/;

/** Longer input is rejected before the pattern runs. */
export const PHONE_INPUT_MAX_LENGTH = 20;

export function normaliseIndianMobile(input: string): string | null {
  if (typeof input !== 'string' || input.length > PHONE_INPUT_MAX_LENGTH) return null;
  const match = INDIAN_MOBILE.exec(input.trim().replace(/[ -]/g, ''));
  return match ? `+91${match[1]}` : null;
}

/**
 * The ten national digits of a mobile number `normaliseIndianMobile` accepts (`9876543210` for
 * `+919876543210`), the form a service request keeps its contact phone in (create_ticket's
 * `customer_details.phone`); null for anything it does not accept.
 */
export function nationalMobile(input: string): string | null {
  return normaliseIndianMobile(input)?.slice(3) ?? null;
}
