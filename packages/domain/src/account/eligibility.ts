import { categoryBySlug } from '../catalogue/category-lookup';
import type { PlanTypeKey } from '../catalogue/plan-types';
import type { DateInput } from '../format/dates';
import { formatInr } from '../format/money';
import { istDay } from './plan-status';

/** Who sold the plan: our site, an online marketplace, or a retail partner's store. */
export type SalesChannel = 'website' | 'marketplace' | 'retailer';

/**
 * How long after buying the device the plan may be bought, in months; 0 = the same day, null = no
 * limit. Configurable because the published EW window changed over time (docs/product/activation.md#eligibility):
 * - extended warranty: website 9 (current T&C), marketplace 6 (marketplace listing), retailer 9
 *   (our choice: the current T&C; Croma's 11 is a competitor's);
 * - spills & drops, screen protection, total care: the same day as the device (docs/product/catalogue.md#categories-and-plan-types);
 * - AMC and home-care: any device age (docs/product/catalogue.md#categories-and-plan-types); insta-repair: not applicable.
 */
export const PURCHASE_WINDOW_MONTHS: Readonly<
  Record<PlanTypeKey, Readonly<Record<SalesChannel, number | null>>>
> = {
  'extended-warranty': { website: 9, marketplace: 6, retailer: 9 },
  'spills-and-drops': { website: 0, marketplace: 0, retailer: 0 },
  'screen-protection': { website: 0, marketplace: 0, retailer: 0 },
  'total-care': { website: 0, marketplace: 0, retailer: 0 },
  amc: { website: null, marketplace: null, retailer: null },
  'comprehensive-amc': { website: null, marketplace: null, retailer: null },
  homecare: { website: null, marketplace: null, retailer: null },
  'insta-repair': { website: null, marketplace: null, retailer: null },
};

/** docs/product/activation.md#eligibility: OEM warranty of at least 1 year for an EW; OEM + EW at most 5 years. */
export const EW_MIN_OEM_MONTHS = 12;
export const EW_TOTAL_CAP_MONTHS = 60;

/** The device prices a plan is sold for (docs/product/catalogue.md#plan-pricing), in paise; maxPaise null = no upper end. */
export interface PriceBand {
  minPaise: number;
  maxPaise: number | null;
}

export interface EligibilityInput {
  planType: PlanTypeKey;
  channel: SalesChannel;
  /** Category slugs the plan is sold for. */
  planCategories: readonly string[];
  priceBand: PriceBand | null;
  planTenureMonths: number;
  planPurchasedOn: DateInput;
  /** The device's category slug. */
  category: string;
  devicePricePaise: number;
  devicePurchasedOn: DateInput;
  manufacturerWarrantyMonths: number;
}

export type EligibilityCode =
  | 'DEVICE_PURCHASE_DATE_IN_FUTURE'
  | 'PLAN_BOUGHT_BEFORE_DEVICE'
  | 'PURCHASE_WINDOW_PASSED'
  | 'OEM_WARRANTY_TOO_SHORT'
  | 'WARRANTY_CAP_EXCEEDED'
  | 'EW_TENURE_NOT_ALLOWED'
  | 'PRICE_BAND_MISMATCH'
  | 'CATEGORY_MISMATCH';

export interface EligibilityProblem {
  code: EligibilityCode;
  message: string;
}

const DAY_MS = 86_400_000;

/** IST day number `months` calendar months after `day`, clamped to the month's last day (31 Jan + 1 → 28/29 Feb). */
export function addMonthsToDay(day: number, months: number): number {
  const d = new Date(day * DAY_MS);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return Math.floor(Date.UTC(y, m, Math.min(d.getUTCDate(), lastDay)) / DAY_MS);
}

const monthsText = (n: number): string => `${n} ${n === 1 ? 'month' : 'months'}`;
const yearsList = (years: readonly number[]): string => {
  if (years.length === 1) return `${years[0]} ${years[0] === 1 ? 'year' : 'years'}`;
  return `${years.slice(0, -1).join(', ')} or ${years[years.length - 1]} years`;
};

function windowProblem(
  input: EligibilityInput,
  deviceDay: number,
  planDay: number,
): EligibilityProblem | null {
  const months = PURCHASE_WINDOW_MONTHS[input.planType][input.channel];
  if (months === null || planDay <= addMonthsToDay(deviceDay, months)) return null;
  const message =
    months === 0
      ? 'This plan must be bought on the same day as the device.'
      : `This plan must be bought within ${monthsText(months)} of buying the device.`;
  return { code: 'PURCHASE_WINDOW_PASSED', message };
}

function ewProblems(input: EligibilityInput): EligibilityProblem[] {
  const problems: EligibilityProblem[] = [];
  const oem = input.manufacturerWarrantyMonths;
  if (oem < EW_MIN_OEM_MONTHS) {
    problems.push({
      code: 'OEM_WARRANTY_TOO_SHORT',
      message: 'An extended warranty needs a manufacturer warranty of at least 12 months.',
    });
  }
  if (oem + input.planTenureMonths > EW_TOTAL_CAP_MONTHS) {
    problems.push({
      code: 'WARRANTY_CAP_EXCEEDED',
      message: `Manufacturer warranty and extended warranty together cannot exceed 5 years; this device can have up to ${monthsText(Math.max(0, EW_TOTAL_CAP_MONTHS - oem))} of extended warranty.`,
    });
  }
  const years = categoryBySlug(input.category)?.ewTenuresYears ?? [1, 2, 3, 4];
  if (!years.some((y) => y * 12 === input.planTenureMonths)) {
    problems.push({
      code: 'EW_TENURE_NOT_ALLOWED',
      message: `An extended warranty for this device is available for ${yearsList(years)} only.`,
    });
  }
  return problems;
}

function priceProblem(band: PriceBand | null, price: number): EligibilityProblem | null {
  if (!band || (price >= band.minPaise && (band.maxPaise === null || price <= band.maxPaise))) return null;
  const range =
    band.maxPaise === null
      ? `${formatInr(band.minPaise)} or more`
      : `${formatInr(band.minPaise)} to ${formatInr(band.maxPaise)}`;
  return { code: 'PRICE_BAND_MISMATCH', message: `This plan is for devices priced ${range}.` };
}

/**
 * docs/product/accounts.md#input-rules / docs/product/activation.md#eligibility: why a device cannot take a plan, one problem per broken rule (empty =
 * eligible). Dates compare as Asia/Kolkata calendar days; `today` is injected.
 */
export function checkEligibility(input: EligibilityInput, today: DateInput): EligibilityProblem[] {
  const problems: EligibilityProblem[] = [];
  if (input.planCategories.length > 0 && !input.planCategories.includes(input.category)) {
    problems.push({
      code: 'CATEGORY_MISMATCH',
      message: 'This plan is not available for this kind of device.',
    });
  }
  const deviceDay = istDay(input.devicePurchasedOn);
  const planDay = istDay(input.planPurchasedOn);
  const todayDay = istDay(today);
  if (deviceDay !== null && planDay !== null && todayDay !== null) {
    if (deviceDay > todayDay) {
      problems.push({
        code: 'DEVICE_PURCHASE_DATE_IN_FUTURE',
        message: 'The device purchase date cannot be in the future.',
      });
    } else if (planDay < deviceDay) {
      problems.push({
        code: 'PLAN_BOUGHT_BEFORE_DEVICE',
        message: 'The plan must be bought on or after the day the device was bought.',
      });
    } else {
      const late = windowProblem(input, deviceDay, planDay);
      if (late) problems.push(late);
    }
  }
  if (input.planType === 'extended-warranty') problems.push(...ewProblems(input));
  const price = priceProblem(input.priceBand, input.devicePricePaise);
  if (price) problems.push(price);
  return problems;
}
