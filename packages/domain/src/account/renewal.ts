import type { PlanTypeKey } from '../catalogue/plan-types';
import { formatDayMonthYear } from '../format/dates';
import { isoOfDay } from './coverage-dates';
import { addMonthsToDay } from './eligibility';
import { istDay } from './plan-status';

/**
 * Renewing a plan for another term (docs/product/accounts.md#renewing-a-plan, decision 091).
 *
 * Only the yearly service contracts renew: an AMC, a comprehensive AMC and a home-care bundle.
 * An extended warranty is capped by the device's age and a damage plan is bought with the device
 * (docs/product/catalogue.md#categories-and-plan-types), so those are bought anew, not renewed.
 */
export const RENEWABLE_PLAN_TYPES: readonly PlanTypeKey[] = ['amc', 'comprehensive-amc', 'homecare'];
/** Renewal opens this many days before the plan ends … */
export const RENEWAL_OPENS_DAYS_BEFORE = 30;
/** … and stays open this many days after it ended (a grace period; later, the plan is bought anew). */
export const RENEWAL_GRACE_DAYS = 30;

export interface RenewalInput {
  planType: string;
  /** The plan's registration state (customer_plans.registration). */
  registration: string;
  isValid: boolean;
  consumed: boolean;
  /** ISO day the plan's cover ends, or null before it was activated. */
  endsOn: string | null;
  tenureMonths: number;
  /** The first day of the renewal already bought for this plan (ISO), or null when none was. */
  renewedFrom: string | null;
  today: Date;
}

export type RenewalRefusalCode =
  'PLAN_NOT_RENEWABLE' | 'RENEWAL_NOT_OPEN' | 'RENEWAL_CLOSED' | 'PLAN_ALREADY_RENEWED';

export type Renewal =
  | {
      ok: true;
      /** ISO days the new term covers: from the day after the plan ends (today if it has ended). */
      startsOn: string;
      endsOn: string;
      /** The last day it may be renewed (ISO). */
      lastDay: string;
    }
  | { ok: false; error_code: RenewalRefusalCode; message: string; status: 409; startsOn?: string };

const dayOfIso = (iso: string): number => istDay(`${iso}T12:00:00+05:30`)!;

/** The term a renewal bought on `today` covers: it starts the day after `endsOn`, or today if later. */
export function renewalTerm(
  endsOn: string,
  tenureMonths: number,
  today: Date,
): { startsOn: string; endsOn: string } {
  const start = Math.max(dayOfIso(endsOn) + 1, istDay(today)!);
  return {
    startsOn: isoOfDay(start),
    endsOn: isoOfDay(addMonthsToDay(start, Math.max(1, tenureMonths)) - 1),
  };
}

/**
 * The term a paid renewal covers, after the plan's end and every term already bought for it: should
 * two orders have renewed one plan (two tabs, both paid), the second term follows the first, so
 * every payment buys the cover it paid for. `ends`: ISO end days (nulls ignored), at least one.
 */
export function renewalTermAfter(
  ends: readonly (string | null)[],
  tenureMonths: number,
  today: Date,
): { startsOn: string; endsOn: string } {
  const last = ends
    .filter((d): d is string => d !== null)
    .sort()
    .at(-1);
  if (!last) throw new RangeError('a renewal needs the end of the plan it renews');
  return renewalTerm(last, tenureMonths, today);
}

/**
 * Whether a plan may be renewed today, and the term a renewal would cover (a customer plan row is
 * an input as it is: its fields have these names). Refused: a plan type
 * that does not renew, a plan never activated, cancelled, consumed or invalid; before the window
 * opens (30 days before the end) or after the grace (30 days after); a plan already renewed.
 */
export function renewalOf(input: RenewalInput): Renewal {
  const notRenewable = {
    ok: false,
    status: 409,
    error_code: 'PLAN_NOT_RENEWABLE',
    message: 'This plan cannot be renewed. Choose a new plan for your device.',
  } as const;
  if (!RENEWABLE_PLAN_TYPES.includes(input.planType as PlanTypeKey)) return notRenewable;
  if (input.registration !== 'registered' || !input.isValid || input.consumed || !input.endsOn)
    return notRenewable;
  if (input.renewedFrom !== null) {
    const next = input.renewedFrom;
    return {
      ok: false,
      status: 409,
      error_code: 'PLAN_ALREADY_RENEWED',
      message: `This plan is already renewed. Its next term starts on ${formatDayMonthYear(next)}.`,
      startsOn: next,
    };
  }
  const today = istDay(input.today)!;
  const end = dayOfIso(input.endsOn);
  const opens = end - RENEWAL_OPENS_DAYS_BEFORE;
  if (today < opens)
    return {
      ok: false,
      status: 409,
      error_code: 'RENEWAL_NOT_OPEN',
      message: `You can renew this plan from ${formatDayMonthYear(isoOfDay(opens))}.`,
    };
  const lastDay = end + RENEWAL_GRACE_DAYS;
  if (today > lastDay)
    return {
      ok: false,
      status: 409,
      error_code: 'RENEWAL_CLOSED',
      message: `This plan ended on ${formatDayMonthYear(input.endsOn)}, more than ${RENEWAL_GRACE_DAYS} days ago. Choose a new plan for your device.`,
    };
  return {
    ok: true,
    ...renewalTerm(input.endsOn, input.tenureMonths, input.today),
    lastDay: isoOfDay(lastDay),
  };
}

/**
 * Reminders to renew (decision 091): one 30 days before the end, one 7 days before. A plan that
 * enters the window late gets only the one due then (never both at once).
 */
export const RENEWAL_REMINDERS = [
  { kind: '7_days', daysBefore: 7 },
  { kind: '30_days', daysBefore: 30 },
] as const;
export type RenewalReminderKind = (typeof RENEWAL_REMINDERS)[number]['kind'];

/** The reminder due today for a plan ending `endsOn` (ISO), or null (ended, or not yet near). */
export function renewalReminderDue(endsOn: string, today: Date): RenewalReminderKind | null {
  const left = dayOfIso(endsOn) - istDay(today)!;
  if (left < 0) return null;
  return RENEWAL_REMINDERS.find((r) => left <= r.daysBefore)?.kind ?? null;
}

/** The reminder's words: the plan, the device, the end date and where to renew. */
export function renewalReminderText(input: {
  planName: string;
  device: string | null;
  endsOn: string;
  url: string;
}): string {
  const what = input.device ? `${input.planName} for your ${input.device}` : input.planName;
  return `Your ${what} ends on ${formatDayMonthYear(input.endsOn)}. Renew it now to stay covered: ${input.url}`;
}
