import type { PlanTypeKey } from '../catalogue/plan-types';
import { formatDayMonthYear } from '../format/dates';
import type { DateInput } from '../format/dates';

/** docs/product/accounts.md#plan-statuses plan_tenure on the account card: 'DD MMM YYYY - DD MMM YYYY' in Asia/Kolkata. */
export function planTenureText(from: DateInput, to: DateInput): string {
  return `${formatDayMonthYear(from)} - ${formatDayMonthYear(to)}`;
}

/** Preventive maintenance visits per plan year, by plan type (docs/product/activation.md#eligibility, docs/product/service-requests.md#preventive-maintenance). */
export const PM_PER_YEAR: Readonly<Partial<Record<PlanTypeKey, number>>> = {
  'extended-warranty': 1,
  amc: 2,
  'comprehensive-amc': 2,
};

/**
 * Preventive maintenance visits a plan carries over its tenure: an extended warranty gives one per
 * EW year (a 2-year EW gives 2, docs/product/activation.md#eligibility); an AMC gives 2 per year (AC norm of 2 wet
 * services, promo "2 free preventive services", docs/product/service-requests.md#preventive-maintenance); other plans none. Counted over whole years;
 * a tenure under a year still counts as one year, so a 6-month AMC carries 2.
 */
export function preventiveMaintenanceCount(planTypeKey: PlanTypeKey, tenureMonths: number): number {
  const perYear = PM_PER_YEAR[planTypeKey] ?? 0;
  if (perYear === 0 || !Number.isFinite(tenureMonths) || tenureMonths <= 0) return 0;
  return perYear * Math.max(1, Math.floor(tenureMonths / 12));
}
