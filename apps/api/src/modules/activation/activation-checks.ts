import type { CustomerPlanRow, PlanCatalogueFacts } from '@kavach/db';
import {
  REQUIRED_FIELD_MESSAGE,
  checkEligibility,
  salesChannelOf,
  deviceFieldErrors,
  isValidEmail,
  normaliseIndianMobile,
  requiredDeviceFields,
  type ActivationDevice,
  type ActivationKind,
  type DeviceField,
  type EligibilityProblem,
  type PlanTypeKey,
} from '@kavach/domain';

export interface Personal {
  name: string;
  email: string;
  phone: string;
  pincode: string;
}

export interface CheckResult {
  fields: Record<string, string>;
  problems: EligibilityProblem[];
}

/**
 * Required device fields as the server enforces them: docs/product/activation.md#device-details's list for the kind, plus the purchase
 * date for protection plans, because the eligibility rules (purchase window, docs/product/activation.md#eligibility) and
 * the extended warranty's start (the day after the OEM warranty, counted from the invoice date)
 * cannot be worked out without it.
 */
export function requiredFieldsOf(
  kind: ActivationKind,
  category: string,
  categoryType: string | null,
): DeviceField[] {
  const fields = requiredDeviceFields(kind, category, categoryType);
  if (kind === 'protection' && !fields.includes('device_purchased_date'))
    fields.push('device_purchased_date');
  return fields;
}

/**
 * docs/product/activation.md#device-details field rules (Required field, IMEI + Luhn for phones, serial where configured, blocked brand,
 * purchase date, preferred start date) and, once the price, date and warranty are usable, the
 * eligibility rules (purchase window per plan type and channel, OEM ≥ 12 months and OEM + EW ≤ 60
 * for an extended warranty, tenure, price band of the plan's price row, category).
 */
export function deviceChecks(
  plan: CustomerPlanRow,
  kind: ActivationKind,
  device: ActivationDevice,
  facts: PlanCatalogueFacts | undefined,
  today: Date,
): CheckResult {
  const fields: Record<string, string> = { ...deviceFieldErrors(device, kind, today) };
  if (kind === 'protection' && device.device_purchased_date === null)
    fields.device_purchased_date ??= REQUIRED_FIELD_MESSAGE;
  const bought = device.device_purchased_date;
  const oem = device.manufacturer_warranty;
  const usable =
    bought !== null &&
    oem !== null &&
    !fields.device_purchased_date &&
    !fields.manufacturer_warranty &&
    !fields.device_price;
  if (!usable) return { fields, problems: [] };
  const banded = facts !== undefined && (facts.minDevicePricePaise > 0 || facts.maxDevicePricePaise !== null);
  const problems = checkEligibility(
    {
      planType: plan.planType as PlanTypeKey,
      channel: salesChannelOf(plan.channel),
      planCategories: plan.categorySlug ? [plan.categorySlug] : [],
      priceBand:
        banded && device.device_price !== null
          ? { minPaise: facts.minDevicePricePaise, maxPaise: facts.maxDevicePricePaise }
          : null,
      planTenureMonths: plan.tenureMonths,
      planPurchasedOn: plan.purchasedAt,
      category: device.category,
      devicePricePaise: device.device_price ?? 0,
      devicePurchasedOn: `${String(bought)}T12:00:00+05:30`,
      manufacturerWarrantyMonths: oem,
    },
    today,
  );
  return { fields, problems };
}

/** docs/product/activation.md#required-fields-by-plan Activation order customer, all required; the phone is kept as +91XXXXXXXXXX. */
export function personalChecks(p: Personal): { fields: Record<string, string>; normalised: Personal } {
  const fields: Record<string, string> = {};
  const phone = normaliseIndianMobile(p.phone);
  const email = p.email.trim().toLowerCase();
  if (!p.name.trim()) fields['personal.name'] = REQUIRED_FIELD_MESSAGE;
  if (!email) fields['personal.email'] = REQUIRED_FIELD_MESSAGE;
  else if (!isValidEmail(email)) fields['personal.email'] = 'Enter a valid email address';
  if (!p.phone.trim()) fields['personal.phone'] = REQUIRED_FIELD_MESSAGE;
  else if (!phone) fields['personal.phone'] = 'Enter a valid 10-digit mobile number';
  if (!p.pincode.trim()) fields['personal.pincode'] = REQUIRED_FIELD_MESSAGE;
  else if (!/^[1-9]\d{5}$/.test(p.pincode.trim())) fields['personal.pincode'] = 'Enter a 6-digit PIN code';
  const normalised = {
    name: p.name.trim(),
    email,
    phone: phone ?? p.phone.trim(),
    pincode: p.pincode.trim(),
  };
  return { fields, normalised };
}

export const samePersonal = (a: Personal, b: Personal): boolean =>
  a.name === b.name && a.email === b.email && a.phone === b.phone && a.pincode === b.pincode;
