import { isEmptyValue } from '../text/required-fields';
import { REQUIRED_DOCUMENT_TYPES, deviceFormFields, requiredDeviceFields } from './activation-rules';
import type {
  ActivationDevice,
  ActivationKind,
  DeviceField,
  DocumentType,
  FormVariant,
} from './activation-rules';

/** docs/product/activation.md#required-fields-by-plan Activation order customer fields, all required. */
export type PersonalField = 'name' | 'email' | 'phone' | 'pincode';
export const PERSONAL_FIELDS: readonly PersonalField[] = ['name', 'email', 'phone', 'pincode'];
export type ActivationPersonal = Partial<Record<PersonalField, string | null>>;

/** Names of the required uploads (document_type 0 and 1). */
export type UploadName = 'invoice' | 'device_photo';
const UPLOAD_NAME: Readonly<Record<DocumentType, UploadName>> = { 0: 'invoice', 1: 'device_photo' };

export interface ActivationDocument {
  document_type: number;
}

export interface SectionState<F extends string> {
  /** docs/product/activation.md#sections-and-errors: the section collapses only when complete. */
  complete: boolean;
  missing: F[];
}

export interface ActivationSections {
  device: SectionState<DeviceField>;
  personal: SectionState<PersonalField>;
  uploads: SectionState<UploadName>;
}

const section = <F extends string>(missing: F[]): SectionState<F> => ({
  complete: missing.length === 0,
  missing,
});

/**
 * docs/product/activation.md#sections-and-errors Activation sections: each of device details, personal details and uploads is complete (and
 * collapses) only when every required item is present. Device: the required fields of the kind
 * (docs/product/activation.md#device-details) that the variant's form shows — deviceFormFields always shows them. Personal: name, email,
 * phone, pincode. Uploads: one document of each required type (protection: 0 and 1; AMC: none).
 * Presence only: field-level validity is deviceFieldErrors' job.
 */
export function activationSections(
  device: ActivationDevice,
  personal: ActivationPersonal,
  documents: readonly ActivationDocument[],
  planKind: ActivationKind,
  variant: FormVariant,
): ActivationSections {
  const shown = deviceFormFields(planKind, variant, device.category, device.category_type);
  const required = requiredDeviceFields(planKind, device.category, device.category_type).filter((f) =>
    shown.includes(f),
  );
  const deviceValues = device as unknown as Record<string, unknown>;
  const deviceMissing = required.filter((f) => isEmptyValue(deviceValues[f]));
  const personalMissing = PERSONAL_FIELDS.filter((f) => isEmptyValue(personal[f]));
  const uploadsMissing = REQUIRED_DOCUMENT_TYPES[planKind]
    .filter((t) => !documents.some((d) => d.document_type === t))
    .map((t) => UPLOAD_NAME[t]);
  return {
    device: section(deviceMissing),
    personal: section(personalMissing),
    uploads: section(uploadsMissing),
  };
}
