import { formatDayMonthYear } from '../format/dates';
import type { DateInput } from '../format/dates';
import type { PlanBanner, PlanCardInput } from './plan-card';
import { daysUntil } from './plan-status';
import type { PlanStatusLabel } from './plan-status';

/** docs/product/accounts.md#plan-banner expiry warning: 3 days or fewer. */
export const EXPIRY_WARNING_DAYS = 3;

/** "1 day", "3 days" (the spec's 'N day(s)' rendered in plain English; "0 days" on the last day). */
const dayCount = (n: number): string => `${n} ${n === 1 ? 'day' : 'days'}`;

/** Insta-repair statuses that are over: these show their own banner, not 'Repair in Progress'. */
const FINISHED: readonly PlanStatusLabel[] = [
  'Expired',
  'Lapsed',
  'Cancelled',
  'Consumed',
  'Registration Failed',
];

/**
 * docs/product/accounts.md#plan-banner. 'Repair in Progress' has no colour in the spec: orange (work under way, like
 * 'Action Required'); it applies to an insta-repair plan that is not finished. 'Plan starts in N days'
 * says "1 day" for one day, like the expiry banner.
 */
export function banner(
  card: Pick<PlanCardInput, 'plan_status' | 'product_type' | 'plan_start_date' | 'plan_end_date'>,
  today: DateInput,
): PlanBanner {
  const status = card.plan_status;
  if (card.product_type === 'insta-repair' && !FINISHED.includes(status)) {
    return { tone: 'orange', text: 'Repair in Progress' };
  }
  switch (status) {
    case 'Active': {
      if (card.plan_end_date === null) return { tone: 'green', text: 'Plan Active' };
      const left = Math.max(0, daysUntil(card.plan_end_date, today));
      return left <= EXPIRY_WARNING_DAYS
        ? { tone: 'red', text: `Expiring in ${dayCount(left)}` }
        : { tone: 'green', text: 'Plan Active' };
    }
    case 'Under Brand Warranty':
      return { tone: 'grey', text: 'Plan not active' };
    case 'NOT STARTED': {
      if (card.plan_start_date === null) return { tone: 'blue', text: status };
      const until = Math.max(0, daysUntil(card.plan_start_date, today));
      return { tone: 'blue', text: `Plan starts in ${dayCount(until)}` };
    }
    case 'Activation Pending':
    case 'Unknown':
      return { tone: 'orange', text: 'Action Required' };
    case 'Expired':
      return card.plan_end_date === null
        ? { tone: 'grey', text: status }
        : { tone: 'grey', text: `Plan expired on ${formatDayMonthYear(card.plan_end_date)}` };
    case 'Registration Failed':
      return { tone: 'red', text: status };
    case 'Inspection Pending':
      return { tone: 'orange', text: status };
    case 'Lapsed':
    case 'Cancelled':
    case 'Consumed':
      return { tone: 'grey', text: status };
  }
}
