import { IST_OFFSET_MINUTES, at, isoDay, istClock, weekdayOf } from '../slots/ist-calendar';
import type { SrProcess, SrState } from './sr-lifecycle';

/**
 * SLA clocks of service requests (docs/product/service-requests.md#sla): a target per milestone and
 * process, counted in working hours, working days or plain hours on a working calendar (IST).
 */

/** When the service team works. "Working days" differ by plan (Mon–Fri or Mon–Sat, domain facts §4). */
export interface WorkingCalendar {
  /** Weekdays worked, Sunday 0 … Saturday 6. */
  weekdays: readonly number[];
  /** Opening and closing, minutes since IST midnight. */
  opensAt: number;
  closesAt: number;
  /**
   * Days off as `YYYY-MM-DD` (IST): the holiday calendar of the request's city
   * (docs/product/service-requests.md#holiday-calendar), passed in by the caller (`withHolidays`).
   */
  holidays: readonly string[];
}

/** Monday–Saturday, 09:00–18:00 IST: the service team's week (no holidays until given some). */
export const SERVICE_CALENDAR: WorkingCalendar = {
  weekdays: [1, 2, 3, 4, 5, 6],
  opensAt: at(9),
  closesAt: at(18),
  holidays: [],
};

/** Monday–Friday, 09:00–18:00 IST: plans whose terms count Monday–Friday (spills and drops). */
export const WEEKDAY_CALENDAR: WorkingCalendar = { ...SERVICE_CALENDAR, weekdays: [1, 2, 3, 4, 5] };

/** `calendar` with these days off (a city's holidays, `holidayDaysOf`). */
export const withHolidays = (calendar: WorkingCalendar, holidays: readonly string[]): WorkingCalendar => ({
  ...calendar,
  holidays,
});

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export function isWorkingDay(day: number, calendar: WorkingCalendar): boolean {
  if (!calendar.weekdays.includes(weekdayOf(day))) return false;
  return !calendar.holidays.includes(isoDay(day));
}

/** The instant of minute `minute` of IST day `day`. */
const instant = (day: number, minute: number): Date =>
  new Date(day * DAY_MS + (minute - IST_OFFSET_MINUTES) * MINUTE_MS);

/** `start` plus `minutes` of working time (time outside working hours does not count). */
export function addWorkingMinutes(start: Date, minutes: number, calendar: WorkingCalendar): Date {
  let { day, minuteOfDay } = istClock(start);
  let left = minutes;
  for (let guard = 0; guard < 3_660; guard++) {
    if (isWorkingDay(day, calendar)) {
      const from = Math.max(minuteOfDay, calendar.opensAt);
      const open = Math.max(0, calendar.closesAt - from);
      if (left <= open && from < calendar.closesAt) return instant(day, from + left);
      left -= open;
    }
    day += 1;
    minuteOfDay = 0;
  }
  throw new RangeError('no working time within ten years');
}

/**
 * By the close of the `days`-th working day after the day of `start` (the start day does not
 * count): a request confirmed on a Friday with "2 working days" is due at Monday's close on a
 * Monday–Saturday calendar and at Tuesday's close on a Monday–Friday one.
 */
export function addWorkingDays(start: Date, days: number, calendar: WorkingCalendar): Date {
  let { day } = istClock(start);
  let left = days;
  for (let guard = 0; guard < 3_660 && left > 0; guard++) {
    day += 1;
    if (isWorkingDay(day, calendar)) left -= 1;
  }
  if (left > 0) throw new RangeError('no working days within ten years');
  return instant(day, calendar.closesAt);
}

export type SlaSpan = { workingHours: number } | { workingDays: number } | { hours: number };

/** One SLA target: once a request enters `from`, it should reach one of `until` within `within`. */
export interface SlaTarget {
  process: SrProcess;
  from: SrState;
  until: readonly SrState[];
  within: SlaSpan;
  /** For staff: what the clock measures. */
  name: string;
}

const ALL: readonly SrProcess[] = ['pick_drop', 'carry_in', 'onsite', 'replacement', 'theft'];

/**
 * The SLA table (issue 20 §2): confirmation, the desk's review, visit or pickup, estimate, repair.
 * The review's figure is ours (decision 077; neither the spec nor the domain facts give one): a
 * request the rules could not approve is decided — confirmed, rejected, or documents asked for —
 * by the close of the next working day; waiting for the customer's documents, no clock runs.
 */
export const SLA_TARGETS: readonly SlaTarget[] = [
  ...ALL.map((process) => ({
    process,
    from: 'raised' as const,
    until: ['confirmed', 'under_review'] as const,
    within: { workingHours: 4 },
    name: 'Confirmation',
  })),
  ...ALL.map((process) => ({
    process,
    from: 'under_review' as const,
    until: ['confirmed', 'documents_requested', 'rejected'] as const,
    within: { workingDays: 1 },
    name: 'Review',
  })),
  {
    process: 'pick_drop',
    from: 'confirmed',
    until: ['picked_up'],
    within: { workingDays: 2 },
    name: 'Pickup',
  },
  {
    process: 'onsite',
    from: 'confirmed',
    until: ['technician_on_the_way', 'diagnosis'],
    within: { workingDays: 2 },
    name: 'Visit',
  },
  {
    process: 'pick_drop',
    from: 'picked_up',
    until: ['estimate_shared', 'no_issue_found'],
    within: { hours: 48 },
    name: 'Estimate',
  },
  {
    process: 'carry_in',
    from: 'at_service_centre',
    until: ['estimate_shared', 'no_issue_found'],
    within: { hours: 48 },
    name: 'Estimate',
  },
  ...(['pick_drop', 'carry_in'] as const).map((process) => ({
    process,
    from: 'repair_in_progress' as const,
    until: ['repaired'] as const,
    within: { workingDays: 7 },
    name: 'Repair',
  })),
  {
    process: 'onsite',
    from: 'awaiting_parts',
    until: ['repaired'],
    within: { workingDays: 7 },
    name: 'Repair',
  },
  ...(['replacement', 'theft'] as const).map((process) => ({
    process,
    from: 'confirmed' as const,
    until: ['replacement_delivered'] as const,
    within: { workingDays: 7 },
    name: 'Replacement',
  })),
];

/** The SLA target that starts when a request of `process` enters `state`, if any. */
export const slaTargetFor = (process: SrProcess, state: SrState): SlaTarget | undefined =>
  SLA_TARGETS.find((t) => t.process === process && t.from === state);

/** When a clock started at `start` is due. */
export function slaDueAt(start: Date, span: SlaSpan, calendar: WorkingCalendar): Date {
  if ('workingHours' in span) return addWorkingMinutes(start, span.workingHours * 60, calendar);
  if ('workingDays' in span) return addWorkingDays(start, span.workingDays, calendar);
  return new Date(start.getTime() + span.hours * 3_600_000);
}

/** One move of a request's history as the SLA clock reads it: when, and into which state. */
export interface SlaMove {
  at: Date;
  to: string;
}

/**
 * When the clock running now started (docs/product/service-requests.md#holiday-calendar): the last
 * move into a state that starts a clock of `process`. A move that carries the running clock on (a
 * technician assigned after the confirmation) does not restart it. Null when no move started one.
 */
export function slaClockStart(
  process: SrProcess,
  moves: readonly SlaMove[],
): { at: Date; target: SlaTarget } | null {
  for (let i = moves.length - 1; i >= 0; i--) {
    const move = moves[i]!;
    const target = slaTargetFor(process, move.to as SrState);
    if (target) return { at: move.at, target };
  }
  return null;
}

/**
 * The running clock's due time counted again on `calendar` — after a holiday was added or removed
 * since it started (decision 081). `runningDue` null: no clock runs, none is made. A clock whose
 * start is not in `moves` keeps its due time.
 */
export function slaDueOnCalendar(
  process: SrProcess,
  runningDue: Date | null,
  moves: readonly SlaMove[],
  calendar: WorkingCalendar,
): Date | null {
  if (!runningDue) return null;
  const start = slaClockStart(process, moves);
  return start ? slaDueAt(start.at, start.target.within, calendar) : runningDue;
}

/** What the customer reads about the next milestone: on time with its date, or honestly late. */
export type SlaStanding = { late: false; dueAt: Date } | { late: true; dueAt: Date; lateByMinutes: number };

export function slaStanding(dueAt: Date, now: Date): SlaStanding {
  const late = now.getTime() - dueAt.getTime();
  return late > 0
    ? { late: true, dueAt, lateByMinutes: Math.ceil(late / MINUTE_MS) }
    : { late: false, dueAt };
}
