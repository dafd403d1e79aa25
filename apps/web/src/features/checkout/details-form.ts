import type { Cart } from '@kavach/contracts';
import { isValidEmail, normaliseIndianMobile, requiredFieldErrors } from '@kavach/domain';
import type { DetailsBody } from './checkout-api';

/** The details form: contact fields and the address (docs/product/accounts.md#addresses Cart name, phone, email, address). */
export type DetailsField = 'name' | 'email' | 'phone' | 'address' | 'address2' | 'landmark' | 'pincode';
export type DetailsValues = Record<DetailsField, string>;
export type DetailsErrors = Partial<Record<DetailsField, string>>;

/** Form order, for focusing the first invalid field. */
export const DETAILS_FIELDS: readonly DetailsField[] = [
  'name',
  'email',
  'phone',
  'address',
  'address2',
  'landmark',
  'pincode',
];
const REQUIRED: readonly DetailsField[] = ['name', 'email', 'phone', 'address', 'pincode'];

const PIN = /^[1-9]\d{5}$/;

/** The 10 national digits of a stored `+91…` number. */
export const nationalDigits = (phone: string | null): string => (phone ?? '').replace(/^\+91/, '');

export function detailsFromCart(cart: Cart): DetailsValues {
  return {
    name: cart.name ?? '',
    email: cart.email ?? '',
    phone: nationalDigits(cart.phone),
    address: cart.address?.address ?? '',
    address2: cart.address?.address2 ?? '',
    landmark: cart.address?.landmark ?? '',
    pincode: cart.address?.pincode ?? cart.pincode ?? '',
  };
}

/** docs/product/accounts.md#input-rules 'Required field' first, then the shape of each filled field. */
export function validateDetails(v: DetailsValues): DetailsErrors {
  const errors: DetailsErrors = requiredFieldErrors(v, REQUIRED);
  if (!errors.email && !isValidEmail(v.email.trim())) errors.email = 'Enter a valid email address.';
  // The +91 allowlist rule the API applies (docs/product/security-tests.md#t4-10), so the form and the server agree.
  if (!errors.phone && normaliseIndianMobile(v.phone) === null)
    errors.phone = 'Enter a valid 10-digit Indian mobile number.';
  if (!errors.address && v.address.trim().length < 3) errors.address = 'Enter your house number and street.';
  if (!errors.pincode && !PIN.test(v.pincode)) errors.pincode = 'Enter a 6-digit PIN code.';
  return errors;
}

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

export function detailsBody(v: DetailsValues): DetailsBody {
  return {
    name: v.name.trim(),
    email: v.email.trim(),
    phone: v.phone,
    address: {
      address: v.address.trim(),
      address2: orNull(v.address2),
      landmark: orNull(v.landmark),
      pincode: v.pincode,
    },
  };
}

/** The API's `fields` keys (`address.pincode`, …) → our fields; unknown keys are dropped. */
const SERVER_FIELD: Readonly<Record<string, DetailsField>> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  address: 'address',
  'address.address': 'address',
  'address.address2': 'address2',
  'address.landmark': 'landmark',
  'address.pincode': 'pincode',
};

export function fieldErrorsFromServer(fields: Record<string, string> | undefined): DetailsErrors {
  const errors: DetailsErrors = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    const field = SERVER_FIELD[key];
    if (field) errors[field] ??= message;
  }
  return errors;
}
