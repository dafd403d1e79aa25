import type { ActivationOrderResponse, ActivationPersonal } from '@kavach/contracts';
import { PERSONAL_FIELDS, requiredFieldErrors } from '@kavach/domain';
import type { PersonalField } from '@kavach/domain';
import { displayPhone } from '../../lib/phone-display';

/**
 * docs/product/activation.md#required-fields-by-plan Activation order customer (name, email, phone, PIN code) as the activation page edits it. All
 * four are required; their shape (email, mobile number, PIN code) is checked by the server, whose
 * messages come back keyed `personal.<field>`.
 */
export type PersonalForm = Record<PersonalField, string>;

export const PERSONAL_LABELS: Readonly<Record<PersonalField, string>> = {
  name: 'Full name',
  email: 'Email',
  phone: 'Mobile number',
  pincode: 'PIN code',
};

export const personalKey = (field: PersonalField) => `personal.${field}`;

/** The order's customer as the form starts: the phone as its 10 national digits. */
export function personalOf(customer: ActivationOrderResponse['customer']): PersonalForm {
  return {
    name: customer.name,
    email: customer.email,
    phone: customer.phone.replace(/^\+91/, ''),
    pincode: customer.pincode,
  };
}

/** 'Required field' for each empty field, keyed as the server keys them (`personal.name`). */
export function checkPersonal(form: PersonalForm): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(requiredFieldErrors(form, PERSONAL_FIELDS)))
    errors[personalKey(field as PersonalField)] = message;
  return errors;
}

export const personalBody = (form: PersonalForm): ActivationPersonal => ({
  name: form.name.trim(),
  email: form.email.trim(),
  phone: form.phone.trim(),
  pincode: form.pincode.trim(),
});

/** The collapsed section's summary line. */
export const personalSummary = (form: PersonalForm): string =>
  [form.name, form.email, displayPhone(form.phone.trim()), form.pincode]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' · ');
