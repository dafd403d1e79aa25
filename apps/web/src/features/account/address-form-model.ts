import type { AddressBody, CustomerAddress } from '@kavach/contracts';
import { requiredFieldErrors } from '@kavach/domain';

/** The address book form (POST /v3/customer/address, PATCH /v3/customer/address/{id}). */
export type AddressField = 'address' | 'address2' | 'landmark' | 'label' | 'pincode';
export type AddressValues = Record<AddressField, string>;
export type AddressErrors = Partial<Record<AddressField, string>>;

export const ADDRESS_FIELDS: readonly AddressField[] = [
  'address',
  'address2',
  'landmark',
  'pincode',
  'label',
];
export const ADDRESS_LABELS = ['Home', 'Work', 'Other'] as const;

const PIN = /^[1-9]\d{5}$/;

export const EMPTY_ADDRESS: AddressValues = {
  address: '',
  address2: '',
  landmark: '',
  label: 'Home',
  pincode: '',
};

export function addressValues(a: CustomerAddress): AddressValues {
  return {
    address: a.address,
    address2: a.address2,
    landmark: a.landmark,
    label: a.label,
    pincode: a.pincode,
  };
}

/** docs/product/cart.md#serviceability 'Required field' first, then the PIN code's shape (the API and the PIN directory check it again). */
export function validateAddress(v: AddressValues): AddressErrors {
  const errors: AddressErrors = requiredFieldErrors(v, ['address', 'pincode']);
  if (!errors.address && v.address.trim().length < 3) errors.address = 'Enter your house number and street.';
  if (!errors.pincode && !PIN.test(v.pincode)) errors.pincode = 'Enter a 6-digit PIN code.';
  return errors;
}

export function addressBody(v: AddressValues): AddressBody {
  return {
    address: v.address.trim(),
    address2: v.address2.trim(),
    landmark: v.landmark.trim(),
    label: v.label.trim(),
    pincode: v.pincode,
  };
}

/** The API's `fields` → our fields (unknown keys dropped; a PIN code the directory lacks → pincode). */
export function addressErrorsFromServer(
  code: string,
  message: string,
  fields?: Record<string, string>,
): AddressErrors | null {
  const errors: AddressErrors = {};
  for (const f of ADDRESS_FIELDS) if (fields?.[f]) errors[f] = fields[f];
  if (Object.keys(errors).length > 0) return errors;
  if (code.startsWith('PINCODE')) return { pincode: message };
  return null;
}

/** One line for a saved address: 'Flat 4, MG Road, Near the park, Mumbai, Maharashtra 400001'. */
export function addressLine(a: CustomerAddress): string {
  const place = [a.city, a.state].filter(Boolean).join(', ');
  return [a.address, a.address2, a.landmark, [place, a.pincode].filter(Boolean).join(' ')]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(', ');
}
