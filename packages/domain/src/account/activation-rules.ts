import type { PlanTypeKey } from '../catalogue/plan-types';
import { isValidImei } from '../device/imei';
import type { DateInput } from '../format/dates';
import { isEmptyValue, requiredFieldErrors } from '../text/required-fields';
import { daysUntil, istDay } from './plan-status';

/** docs/product/activation.md#device-details Device form field sets: which form the activation page shows, by who sold the plan. */
export type FormVariant = 'base' | 'marketplace' | 'retailer';

export type DeviceField =
  | 'brand'
  | 'model'
  | 'device_price'
  | 'device_purchased_date'
  | 'manufacturer_warranty'
  | 'device_condition'
  | 'serial'
  | 'device_name'
  | 'manufacturer_warranty_custom'
  | 'preferred_plan_start_date';

const BASE_FIELDS: readonly DeviceField[] = [
  'brand',
  'model',
  'device_price',
  'device_purchased_date',
  'manufacturer_warranty',
  'device_condition',
  'serial',
];

/** docs/product/activation.md#device-details Device form field sets, verbatim. */
export const FIELD_SETS: Readonly<Record<FormVariant, readonly DeviceField[]>> = {
  base: BASE_FIELDS,
  marketplace: [...BASE_FIELDS, 'device_name', 'manufacturer_warranty_custom'],
  retailer: [
    'preferred_plan_start_date',
    'brand',
    'device_purchased_date',
    'manufacturer_warranty',
    'device_name',
  ],
};

/** docs/product/activation.md#required-fields-by-plan: the two sets of activation requirements. */
export type ActivationKind = 'protection' | 'amc';

/**
 * Which requirements a plan type activates under. Protection plans (EW, spills & drops, screen,
 * total care) follow docs/product/activation.md#device-details "protection activation"; AMC types follow "AMC activation", and so do the
 * devices of a home-care plan (visit-based, like an AMC — our assumption). Insta-repair is a
 * one-off visit with nothing to activate (null).
 */
const KIND_OF: Readonly<Record<PlanTypeKey, ActivationKind | null>> = {
  'extended-warranty': 'protection',
  'spills-and-drops': 'protection',
  'screen-protection': 'protection',
  'total-care': 'protection',
  amc: 'amc',
  'comprehensive-amc': 'amc',
  homecare: 'amc',
  'insta-repair': null,
};

export const activationKindOf = (planType: PlanTypeKey): ActivationKind | null => KIND_OF[planType];

/** docs/product/activation.md#device-details required device fields per activation kind. */
export const REQUIRED_DEVICE_FIELDS: Readonly<Record<ActivationKind, readonly DeviceField[]>> = {
  protection: ['serial', 'model', 'device_price', 'brand', 'manufacturer_warranty', 'device_condition'],
  amc: ['device_name', 'brand', 'device_purchased_date', 'manufacturer_warranty'],
};

/** docs/product/activation.md#required-fields-by-plan document_type values. The spec gives only the numbers; docs/product/activation.md#eligibility reads them as below. */
export const DOCUMENT_TYPE = { INVOICE: 0, DEVICE_PHOTO: 1 } as const;
export type DocumentType = (typeof DOCUMENT_TYPE)[keyof typeof DOCUMENT_TYPE];

/** docs/product/activation.md#device-details: protection activation needs one invoice (0) and one device photo (1); AMC needs none. */
export const REQUIRED_DOCUMENT_TYPES: Readonly<Record<ActivationKind, readonly DocumentType[]>> = {
  protection: [DOCUMENT_TYPE.INVOICE, DOCUMENT_TYPE.DEVICE_PHOTO],
  amc: [],
};

/** docs/product/activation.md#device-details configured lists: categories (slugs) and category types whose devices must give a serial. */
export const SERIAL_REQUIRED_CATEGORIES: readonly string[] = [
  'mobile-phone',
  'tablet',
  'laptop',
  'desktop',
  'television',
  'digital-camera',
  'gaming-console',
  'smart-watch',
];
/** docs/product/activation.md#device-details mobile and tablet category types; their serial is the IMEI. */
export const SERIAL_REQUIRED_CATEGORY_TYPES: readonly string[] = [
  'iPhone',
  'iPad',
  'Android Phone',
  'Android Tablet',
];
/** Phone category types: their serial is the IMEI. Tablets give a serial (Wi-Fi tablets have no IMEI). */
export const IMEI_CATEGORY_TYPES: readonly string[] = ['iPhone', 'Android Phone'];

export const serialRequired = (category: string, categoryType?: string | null): boolean =>
  SERIAL_REQUIRED_CATEGORIES.includes(category) ||
  (categoryType != null && SERIAL_REQUIRED_CATEGORY_TYPES.includes(categoryType));

/** Phones: their serial must be the IMEI (docs/product/activation.md#device-details device identifier). */
export const IMEI_CATEGORIES: readonly string[] = ['mobile-phone'];
export const IMEI_MESSAGE = 'Enter the 15-digit IMEI number (dial *#06#)';

export const needsImei = (category: string, categoryType?: string | null): boolean =>
  IMEI_CATEGORIES.includes(category) || (categoryType != null && IMEI_CATEGORY_TYPES.includes(categoryType));

/** Required device fields for a kind of plan and a device: docs/product/activation.md#device-details list, plus serial where configured. */
export function requiredDeviceFields(
  kind: ActivationKind,
  category: string,
  categoryType?: string | null,
): DeviceField[] {
  const fields = [...REQUIRED_DEVICE_FIELDS[kind]];
  if (serialRequired(category, categoryType) && !fields.includes('serial')) fields.push('serial');
  return fields;
}

/**
 * Fields the device form shows: the docs/product/activation.md#device-details set of the variant, then any required field the set lacks
 * (a retailer-sold protection plan still needs serial, model, price and condition — a required
 * field the customer cannot see could never be filled).
 */
export function deviceFormFields(
  kind: ActivationKind,
  variant: FormVariant,
  category: string,
  categoryType?: string | null,
): DeviceField[] {
  const shown = [...FIELD_SETS[variant]];
  for (const f of requiredDeviceFields(kind, category, categoryType)) if (!shown.includes(f)) shown.push(f);
  return shown;
}

/**
 * docs/product/activation.md#device-details blocked brands per category slug; '*' applies to every category. An action-camera brand is
 * blocked for digital cameras (its cameras are sold with their own plans).
 */
export const BLOCKED_BRANDS: Readonly<Record<string, readonly string[]>> = {
  'digital-camera': ['GoPro'],
  '*': [],
};

/** docs/product/activation.md#device-details: the blocked brand named in the device's brand or model text (case-insensitive), or null. */
export function blockedBrand(category: string, brand: string | null, model: string | null): string | null {
  const text = `${brand ?? ''} ${model ?? ''}`.toLowerCase();
  const blocked = [...(BLOCKED_BRANDS[category] ?? []), ...(BLOCKED_BRANDS['*'] ?? [])];
  return blocked.find((b) => text.includes(b.toLowerCase())) ?? null;
}

/** docs/product/activation.md#eligibility preferred start date limit and the docs/product/activation.md#eligibility two-day allowance in its check. */
export const PREFERRED_START_LIMIT_DAYS = 60;
export const PREFERRED_START_BUFFER_DAYS = 2;

/** docs/product/accounts.md#input-rules: exceeded when (days from today to the date) + 2 is more than 60. */
export const isPreferredStartDateExceeded = (date: DateInput, today: DateInput): boolean =>
  daysUntil(date, today) + PREFERRED_START_BUFFER_DAYS > PREFERRED_START_LIMIT_DAYS;

/** The preferred plan start date's message: not in the past, and within the docs/product/activation.md#eligibility limit. */
export function preferredStartDateError(date: DateInput, today: DateInput): string | null {
  if (istDay(date) === null) return 'Enter a valid date';
  if (daysUntil(date, today) < 0) return 'The plan start date cannot be in the past';
  return isPreferredStartDateExceeded(date, today)
    ? `The plan must start within ${PREFERRED_START_LIMIT_DAYS} days`
    : null;
}

/** One device on the docs/product/activation.md#required-fields-by-plan Activation order (money in paise, warranty in months). */
export interface ActivationDevice {
  category: string;
  category_type?: string | null;
  brand: string | null;
  model: string | null;
  serial: string | null;
  device_name: string | null;
  device_price: number | null;
  device_purchased_date: DateInput | null;
  manufacturer_warranty: number | null;
  manufacturer_warranty_custom?: string | null;
  device_condition: string | null;
  preferred_plan_start_date?: DateInput | null;
}

/**
 * docs/product/activation.md#device-details field-level checks of one device, as {field: message}: 'Required field' for an empty required
 * field; then, on fields that have a value, the IMEI rule for phones and tablets, a blocked brand,
 * a future purchase date, a non-positive price or warranty, and the preferred start date rule.
 */
export function deviceFieldErrors(
  device: ActivationDevice,
  kind: ActivationKind,
  today: DateInput,
): Partial<Record<DeviceField, string>> {
  const required = requiredDeviceFields(kind, device.category, device.category_type);
  const errors: Partial<Record<DeviceField, string>> = requiredFieldErrors(device, required);
  const serial = device.serial?.trim() ?? '';
  if (serial && needsImei(device.category, device.category_type) && !isValidImei(serial)) {
    errors.serial = IMEI_MESSAGE;
  }
  const blocked = blockedBrand(device.category, device.brand, device.model);
  if (blocked && !errors.brand) errors.brand = `${blocked} devices cannot be covered by this plan`;
  const bought = device.device_purchased_date;
  if (!isEmptyValue(bought) && bought != null) {
    if (istDay(bought) === null) errors.device_purchased_date = 'Enter a valid date';
    else if (daysUntil(bought, today) > 0)
      errors.device_purchased_date = 'The purchase date cannot be in the future';
  }
  if (device.device_price !== null && !(Number.isInteger(device.device_price) && device.device_price > 0)) {
    errors.device_price = 'Enter the device price';
  }
  const oem = device.manufacturer_warranty;
  if (oem !== null && !(Number.isInteger(oem) && oem >= 0))
    errors.manufacturer_warranty = 'Enter the warranty in months';
  const start = device.preferred_plan_start_date;
  if (start != null && !isEmptyValue(start)) {
    const message = preferredStartDateError(start, today);
    if (message) errors.preferred_plan_start_date = message;
  }
  return errors;
}
