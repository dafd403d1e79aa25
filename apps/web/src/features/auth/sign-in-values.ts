import { CustomerLoginBody } from '@kavach/contracts';
import { REQUIRED_FIELD_MESSAGE, normaliseIndianMobile, stripDisallowed } from '@kavach/domain';
import { contractErrors } from '../../lib/forms/contract-errors';
import type { FieldMessages } from '../../lib/forms/contract-errors';
import { formText } from '@/lib/forms/posted';

/*
 * The two sign-in forms of /login (POST /customers/login), checked the same in the browser (the
 * react-hook-form resolver) and by the server actions that take them before the scripts run
 * (decision 054): docs/product/accounts.md#input-rules 'Required field' first, then the contract.
 */

/** Email or mobile number + password. */
export const PASSWORD_SIGN_IN_FIELDS = ['username', 'password'] as const;
export type PasswordSignInField = (typeof PASSWORD_SIGN_IN_FIELDS)[number];
export type PasswordSignInValues = Record<PasswordSignInField, string>;

const [PasswordLoginBody, PhoneLoginBody] = CustomerLoginBody.options;

/** The body of POST /customers/login: the username trimmed, the password as typed. */
export const passwordSignInBody = (v: PasswordSignInValues): PasswordSignInValues => ({
  username: (v.username ?? '').trim(),
  password: v.password ?? '',
});

export function passwordSignInErrors(v: PasswordSignInValues): FieldMessages {
  const body = passwordSignInBody(v);
  const errors = contractErrors(PasswordLoginBody, body, ['username']);
  // A password is empty only when nothing was typed (spaces are characters of it).
  if (!body.password) errors.password = REQUIRED_FIELD_MESSAGE;
  return errors;
}

/** The mobile number a sign-in code goes to. */
export const INVALID_MOBILE_MESSAGE = 'Enter a valid 10-digit Indian mobile number.';
/** The code field's own check (before the API is asked). */
export const CODE_FORMAT_MESSAGE = 'Enter the 6-digit OTP.';

/** What the phone field keeps of what was typed: digits, '+', spaces and '-', 14 at most. */
export const phoneInput = (value: string) => value.replace(/[^\d+ -]/g, '').slice(0, 14);

/** 'Required field', else a number that is not an Indian mobile number; undefined when fine. */
export function phoneError(phone: string): string | undefined {
  if (!phone.trim()) return REQUIRED_FIELD_MESSAGE;
  return normaliseIndianMobile(phone) ? undefined : INVALID_MOBILE_MESSAGE;
}

/** The code is six digits (the contract's `otp`); the message is the form's own. */
export const codeError = (phone: string, otp: string): string | undefined =>
  PhoneLoginBody.safeParse({ phone, otp }).success ? undefined : CODE_FORMAT_MESSAGE;

/** A form field's text as posted, with < and > stripped (the browser strips them as typed). */
export const postedText = (form: FormData, name: string): string => stripDisallowed(formText(form, name));
