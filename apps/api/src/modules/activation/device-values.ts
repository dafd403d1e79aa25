import type { ActivationDeviceValues } from '@kavach/contracts';
import type { ActivationDevice as StoredDevice, CartDeviceDetail } from '@kavach/db';
import type { ActivationDevice } from '@kavach/domain';

/** What the customer entered about a device (stored as the plan's `device` jsonb). */
export type DeviceValues = ActivationDeviceValues;

const KEYS = [
  'brand',
  'model',
  'serial',
  'device_name',
  'device_price',
  'device_purchased_date',
  'manufacturer_warranty',
  'manufacturer_warranty_custom',
  'device_condition',
  'preferred_plan_start_date',
] as const satisfies readonly (keyof DeviceValues & keyof StoredDevice)[];

/** Only known keys with a value, in a fixed order (so two equal forms compare equal). */
export function cleanValues(values: Partial<Record<(typeof KEYS)[number], unknown>>): DeviceValues {
  const out: Record<string, unknown> = {};
  for (const key of KEYS) {
    const v = values[key];
    if (v !== undefined && v !== null) out[key] = v;
  }
  return out as DeviceValues;
}

/**
 * The values the form starts from: the saved draft or activation, else what the cart knew about
 * the device (docs/product/activation.md#device-details Device detail keys: brand, model, serial, device name, price).
 */
export function startingValues(stored: StoredDevice, detail: CartDeviceDetail | undefined): DeviceValues {
  if (Object.keys(stored).length > 0) return cleanValues(stored);
  return cleanValues({
    brand: detail?.brand,
    model: detail?.model,
    serial: detail?.serial,
    device_name: detail?.device_name,
    device_price: detail?.device_price,
  });
}

/** A submitted form over the starting values: a field sent as '' is cleared. */
export const mergeValues = (start: DeviceValues, submitted: DeviceValues): DeviceValues =>
  cleanValues({ ...start, ...submitted });

export const sameValues = (a: DeviceValues, b: DeviceValues): boolean =>
  JSON.stringify(cleanValues(a)) === JSON.stringify(cleanValues(b));

const text = (v: string | undefined) => (v === undefined || v.trim() === '' ? null : v.trim());

/** The domain's view of a device: its category from the plan, '' and missing values as null. */
export function domainDevice(
  values: DeviceValues,
  category: string,
  categoryType: string | null,
): ActivationDevice {
  return {
    category,
    category_type: categoryType,
    brand: text(values.brand),
    model: text(values.model),
    serial: text(values.serial),
    device_name: text(values.device_name),
    device_price: values.device_price ?? null,
    device_purchased_date: text(values.device_purchased_date),
    manufacturer_warranty: values.manufacturer_warranty ?? null,
    manufacturer_warranty_custom: text(values.manufacturer_warranty_custom),
    device_condition: text(values.device_condition),
    preferred_plan_start_date: text(values.preferred_plan_start_date),
  };
}
