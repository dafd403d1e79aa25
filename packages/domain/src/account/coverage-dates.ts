import type { PlanTypeKey } from '../catalogue/plan-types';
import { addMonthsToDay } from './eligibility';
import { istDay } from './plan-status';

/** An IST calendar day number as its ISO date (YYYY-MM-DD). */
export const isoOfDay = (day: number): string => new Date(day * 86_400_000).toISOString().slice(0, 10);

/** The IST calendar day of a Date or ISO date; throws on an invalid one (inputs are validated first). */
function dayOf(input: Date | string): number {
  const day = istDay(typeof input === 'string' ? `${input}T12:00:00+05:30` : input);
  if (day === null) throw new RangeError('invalid date');
  return day;
}

export interface CoverageInput {
  planType: PlanTypeKey;
  tenureMonths: number;
  planPurchasedAt: Date;
  /** ISO day; required for an extended warranty. */
  devicePurchasedOn: string | null;
  manufacturerWarrantyMonths: number | null;
  /** ISO day the customer asked the plan to start on (AMC-like plans only). */
  preferredStartOn: string | null;
  today: Date;
}

export interface CoverageDates {
  startsOn: string;
  endsOn: string;
  manufacturerWarrantyEndsOn: string | null;
}

/**
 * When an activated plan covers the device (docs/product/catalogue.md#categories-and-plan-types; issue brief), as IST calendar days:
 * - extended warranty: the day after the manufacturer warranty ends (OEM warranty runs from the
 *   device purchase date for its months, docs/product/catalogue.md#categories-and-plan-types) for the plan's tenure;
 * - spills & drops, screen protection, total care: from the plan purchase date for the tenure;
 * - AMC, comprehensive AMC, home care: from the preferred start date if given, else the day of
 *   activation, for the tenure.
 * A tenure of N months ends the day before the same date N months later.
 */
export function coverageDates(input: CoverageInput): CoverageDates {
  const oemMonths = input.manufacturerWarrantyMonths;
  const deviceDay = input.devicePurchasedOn ? dayOf(input.devicePurchasedOn) : null;
  const oemEnd = deviceDay !== null && oemMonths !== null ? addMonthsToDay(deviceDay, oemMonths) - 1 : null;
  let start: number;
  switch (input.planType) {
    case 'extended-warranty':
      if (oemEnd === null) throw new RangeError('an extended warranty needs the purchase date and warranty');
      start = oemEnd + 1;
      break;
    case 'spills-and-drops':
    case 'screen-protection':
    case 'total-care':
      start = dayOf(input.planPurchasedAt);
      break;
    default:
      start = input.preferredStartOn ? dayOf(input.preferredStartOn) : dayOf(input.today);
  }
  return {
    startsOn: isoOfDay(start),
    endsOn: isoOfDay(addMonthsToDay(start, Math.max(1, input.tenureMonths)) - 1),
    manufacturerWarrantyEndsOn: oemEnd === null ? null : isoOfDay(oemEnd),
  };
}

/**
 * Plan types that run from the day they are paid, with no device to activate (an insta-repair
 * visit, a home-care bundle of the address): registered at purchase. Every other plan waits for
 * its activation.
 */
export const ACTIVATED_AT_PURCHASE: readonly PlanTypeKey[] = ['insta-repair', 'homecare'];
/** Days after purchase to activate a plan; afterwards an unactivated plan is Lapsed (docs/product/accounts.md#plan-statuses). */
export const ACTIVATION_WINDOW_DAYS = 30;

/** The last day a plan bought on `purchasedAt` may still be activated (IST calendar day). */
export const activationDeadlineOf = (purchasedAt: Date): string =>
  isoOfDay(dayOf(purchasedAt) + ACTIVATION_WINDOW_DAYS);
