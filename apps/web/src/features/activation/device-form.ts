import type { ActivationDeviceValues, ActivationDeviceView } from '@kavach/contracts';
import {
  PREFERRED_START_BUFFER_DAYS,
  PREFERRED_START_LIMIT_DAYS,
  REQUIRED_FIELD_MESSAGE,
  needsImei,
} from '@kavach/domain';

/**
 * The device form of one plan on the activation page (docs/product/activation.md#device-details Device form field sets, docs/product/activation.md#device-details): how each of
 * the API's `fields` is labelled and typed, the values as typed (strings), the body sent back, and
 * the checks made before sending — 'Required field' and values that cannot be read. Everything
 * else (IMEI + Luhn, blocked brands, dates, eligibility) is the server's to judge.
 */
export type DeviceForm = Record<string, string>;
export type FieldErrors = Record<string, string>;

export type FieldKind = 'text' | 'date' | 'select' | 'number';

export interface FieldSpec {
  label: string;
  kind: FieldKind;
  hint?: string;
  inputMode?: 'numeric' | 'decimal' | 'text';
  maxLength?: number;
  options?: readonly string[];
  /** Date fields: the earliest and latest day the picker offers (YYYY-MM-DD). */
  min?: string;
  max?: string;
}

/** docs/product/activation.md#device-details device condition: the choices offered (a saved value outside them is kept as an option). */
export const DEVICE_CONDITIONS = ['New', 'Working', 'Refurbished'] as const;

/** docs/product/activation.md#eligibility: the preferred start date is too late when (days from today) + 2 > 60, so 58 days at most. */
export const PREFERRED_START_MAX_DAYS = PREFERRED_START_LIMIT_DAYS - PREFERRED_START_BUFFER_DAYS;

export const PRICE_MESSAGE = 'Enter the device price';
export const WARRANTY_MESSAGE = 'Enter the warranty in months';

/** An ISO day plus `days` (calendar arithmetic in UTC, so no time zone can shift it). */
export function addDays(isoDay: string, days: number): string {
  const d = new Date(`${isoDay}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** How a field of this device is shown; `today` is the ISO day in India. */
export function fieldSpec(field: string, category: string | null, today: string): FieldSpec {
  switch (field) {
    case 'brand':
      return { label: 'Brand', kind: 'text', maxLength: 60 };
    case 'model':
      return { label: 'Model', kind: 'text', maxLength: 80 };
    case 'device_price':
      return {
        label: 'Device price (₹)',
        kind: 'number',
        inputMode: 'decimal',
        maxLength: 12,
        hint: 'As on the invoice',
      };
    case 'device_purchased_date':
      return { label: 'Purchase date', kind: 'date', max: today };
    case 'manufacturer_warranty':
      return {
        label: 'Manufacturer warranty (months)',
        kind: 'number',
        inputMode: 'numeric',
        maxLength: 3,
        hint: 'For example 12',
      };
    case 'manufacturer_warranty_custom':
      return {
        label: 'Other manufacturer warranty',
        kind: 'text',
        maxLength: 60,
        hint: 'Only if it is not a number of months',
      };
    case 'device_condition':
      return { label: 'Device condition', kind: 'select', options: DEVICE_CONDITIONS };
    case 'serial':
      return category !== null && needsImei(category)
        ? {
            label: 'IMEI number',
            kind: 'text',
            inputMode: 'numeric',
            maxLength: 40,
            hint: 'Dial *#06# to see it',
          }
        : { label: 'Serial number', kind: 'text', maxLength: 40, hint: 'On the device’s label or its box' };
    case 'device_name':
      return { label: 'Device name', kind: 'text', maxLength: 80, hint: 'For example: Bedroom AC' };
    case 'preferred_plan_start_date':
      return {
        label: 'Preferred plan start date',
        kind: 'date',
        min: today,
        max: addDays(today, PREFERRED_START_MAX_DAYS),
        hint: `Within the next ${PREFERRED_START_MAX_DAYS} days`,
      };
    default:
      return {
        label: field.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()),
        kind: 'text',
        maxLength: 80,
      };
  }
}

/** Paise as the rupees a person types: 2000000 → '20000', 1999950 → '19999.50'. */
export function rupeesText(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}

/** '20,000' or '₹ 19999.5' → paise; null when it is not an amount. */
export function parseRupees(text: string): number | null {
  const t = text.replace(/[₹,\s]/g, '');
  // eslint-disable-next-line security/detect-unsafe-regex -- linear: bounded counts {1,10} and {1,2}, anchored
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t) * 100);
}

/** Whole months, 0–120 (the contract's limit); null otherwise. */
export function parseMonths(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,3}$/.test(t)) return null;
  const n = Number(t);
  return n <= 120 ? n : null;
}

/** The form's starting strings: the saved draft (or activation) of every shown field. */
export function formOf(device: Pick<ActivationDeviceView, 'fields' | 'values'>): DeviceForm {
  const form: DeviceForm = {};
  const values = device.values as Record<string, string | number | undefined>;
  for (const f of device.fields) {
    const v = values[f];
    if (v === undefined || v === null) form[f] = '';
    else if (f === 'device_price' && typeof v === 'number') form[f] = rupeesText(v);
    else form[f] = String(v);
  }
  return form;
}

/** docs/product/accounts.md#input-rules 'Required field' for empty required fields, then amounts and months that cannot be read. */
export function checkForm(
  form: DeviceForm,
  fields: readonly string[],
  required: readonly string[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const f of fields) {
    const v = (form[f] ?? '').trim();
    if (v === '') {
      if (required.includes(f)) errors[f] = REQUIRED_FIELD_MESSAGE;
    } else if (f === 'device_price' && parseRupees(v) === null) errors[f] = PRICE_MESSAGE;
    else if (f === 'manufacturer_warranty' && parseMonths(v) === null) errors[f] = WARRANTY_MESSAGE;
  }
  return errors;
}

/**
 * The `device` of POST /v3/activation/{osid}: every shown field, text trimmed ('' clears it on the
 * server); an empty or unreadable number is left out (checkForm reports it first).
 */
export function deviceBody(form: DeviceForm, fields: readonly string[]): ActivationDeviceValues {
  const body: Record<string, string | number> = {};
  for (const f of fields) {
    const v = (form[f] ?? '').trim();
    if (f === 'device_price' || f === 'manufacturer_warranty') {
      const n = f === 'device_price' ? parseRupees(v) : parseMonths(v);
      if (n !== null) body[f] = n;
    } else body[f] = v;
  }
  return body as ActivationDeviceValues;
}

/** The collapsed section's summary: 'Samsung Galaxy S24 · IMEI 4901…' (or the device name). */
export function deviceSummary(form: DeviceForm, category: string | null): string {
  const name =
    [form.brand, form.model]
      .map((s) => s?.trim())
      .filter(Boolean)
      .join(' ') ||
    form.device_name?.trim() ||
    '';
  const serial = form.serial?.trim();
  const id = serial ? `${category !== null && needsImei(category) ? 'IMEI' : 'Serial'} ${serial}` : '';
  return [name, id].filter(Boolean).join(' · ');
}
