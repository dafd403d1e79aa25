import { SignUpBody } from '@kavach/contracts';
import { isValidEmail, normaliseIndianMobile, requiredFieldErrors } from '@kavach/domain';
import { contractErrors } from '../../lib/forms/contract-errors';

/** The sign-up form (POST /customers). */
export type RegistrationField = 'first_name' | 'last_name' | 'email' | 'phone' | 'password';
export type RegistrationValues = Record<RegistrationField, string>;
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

export const REGISTRATION_FIELDS: readonly RegistrationField[] = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'password',
];

/** docs/product/security-tests.md#t5-1: at least 8 characters, no composition rules (the API also refuses common passwords). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters. A short phrase is easy to remember.`;

export const EMPTY_REGISTRATION: RegistrationValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  password: '',
};

/**
 * docs/product/accounts.md#input-rules 'Required field' first, then the shape of each filled field, then the `SignUpBody`
 * contract the API checks the body with (the browser's resolver and the server action alike).
 */
export function validateRegistration(v: RegistrationValues): RegistrationErrors {
  const errors: RegistrationErrors = requiredFieldErrors(v, ['first_name', 'email', 'password']);
  if (!errors.email && !isValidEmail(v.email.trim().toLowerCase()))
    errors.email = 'Enter a valid email address.';
  if (v.phone.trim() && normaliseIndianMobile(v.phone) === null)
    errors.phone = 'Enter a valid 10-digit Indian mobile number.';
  if (!errors.password && [...v.password].length < PASSWORD_MIN_LENGTH)
    errors.password = `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  const contract = contractErrors(SignUpBody, registrationBody(v), []);
  for (const field of REGISTRATION_FIELDS) {
    const message = contract[field];
    if (!errors[field] && message) errors[field] = message;
  }
  return errors;
}

export function registrationBody(v: RegistrationValues): SignUpBody {
  return {
    first_name: v.first_name.trim(),
    last_name: v.last_name.trim(),
    email: v.email.trim(),
    ...(v.phone.trim() ? { phone: v.phone.trim() } : {}),
    password: v.password,
  };
}

/** The API's error → the field it is about (fields first, then the error code). */
export function registrationErrorsFromServer(
  code: string,
  message: string,
  fields: Record<string, string> | undefined,
): RegistrationErrors | null {
  const errors: RegistrationErrors = {};
  for (const f of REGISTRATION_FIELDS) if (fields?.[f]) errors[f] = fields[f];
  if (Object.keys(errors).length > 0) return errors;
  if (code.startsWith('PASSWORD_')) return { password: message };
  if (code === 'INVALID_EMAIL') return { email: message };
  if (code === 'INVALID_PHONE') return { phone: message };
  return null;
}
