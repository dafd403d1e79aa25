/**
 * Slot availability (docs/product/cart.md#visit-slots slots; docs/product/cart.md#visit-slots Cart "The AMC process type triggers a slot availability
 * lookup"; docs/product/api.md#slots-and-addresses "Answer: map of date to timings with is_available"; docs/product/cart.md#visit-slots SLOT_NOT_FOUND; domain-facts
 * docs/product/cart.md#visit-slots Slots). All clock times are IST (UTC+05:30, fixed offset, see ist-calendar.ts).
 *
 * The statements, quoted from docs/product/cart.md#visit-slots:
 *   S1 "Earliest appointment: next day, or same day for annual maintenance before noon"
 *   S2 "Static dates: default 7 days; before 8:00 today both slots, before 12:00 only afternoon, after that none"
 *   S3 "Slot date limits: maximum date 6 and 7 days ahead, minimum T+3; fallback 30 days of slots"
 *   S4 "a configured weekday is skipped (Sunday is 0; configured value 100, so effectively none)"
 *   (docs/product/cart.md#visit-slots: "AMC can be booked for the same day if requested before noon")
 *
 * How they are combined here (T = today in IST):
 *   1. First day. AMC requested before 12:00 starts on T; everything else starts on T+1 (S1). Same
 *      day is for AMC visits only: kind 'amc' with process type 'at-home' or none. Carry-in, mail-in
 *      and theft are not technician visits, so they start on T+1 like the default appointment.
 *   2. Today's slots follow S2 (S1's "noon" and S2's "12:00" are the same cut-off): before 08:00 both
 *      slots; 08:00–11:59 only '2PM - 6PM' (the morning one is listed unavailable). S1's "same-day AMC:
 *      only the afternoon slot" is S2's 08:00–11:59 case; before 08:00 the more specific S2 wins,
 *      there being two hours to the 10:00 start.
 *   3. Window: `days` calendar days from the first day (S2 "default 7 days"), ending no later than
 *      the maximum date (S3): T+6 for insta-repair, T+7 for AMC. S3 does not say which number is
 *      whose; this assignment is the one our brief fixed and the one that keeps AMC's window whole
 *      (T..T+6 before noon, T+1..T+7 after), while insta-repair shows T+1..T+6. Swapping them is a
 *      one-line change to SLOT_MAX_DAYS_AHEAD.
 *   4. Fallback: a caller whose default window has no free slot asks again with `days: 30` (S3); a
 *      window longer than 7 days is the fallback and is not cut at the maximum date.
 *   5. S3's "minimum T+3" is NOT applied: it contradicts S1 for both kinds; we read it as the
 *      lower limit of a date picker in a flow the spec does not show.
 *   6. Skipped weekday (S4): dates on it are left out of the map; the window is not extended.
 *      Any value outside 0–6 (the configured 100) skips nothing.
 *   7. `blockedDates` (holidays, fully booked dates from the database) are listed with both slots
 *      unavailable. Every listed date carries both labels in SLOT_LABELS order.
 *   8. No available slot at all → SLOT_NOT_FOUND (docs/product/cart.md#visit-slots).
 */
import { at, isoDay, istClock } from './ist-calendar';
import { NO_SKIPPED_WEEKDAY, SLOT_LABELS, isSkipped } from './slot-labels';
import type { SlotLabel } from './slot-labels';

export type SlotKind = 'amc' | 'insta-repair';
export type ProcessType = 'carry-in' | 'at-home' | 'mail-in' | 'theft';

export interface SlotQuery {
  now: Date;
  kind: SlotKind;
  processType?: ProcessType;
  /** Sunday 0 … Saturday 6; 100 (the configured value) = none. */
  skippedWeekday?: number;
  /** Calendar days in the window: 7 by default, 30 for the fallback. */
  days?: number;
  /** `YYYY-MM-DD` dates with no capacity (holidays, fully booked). */
  blockedDates?: readonly string[];
}

export interface SlotTiming {
  slot_time: SlotLabel;
  is_available: boolean;
}

export type SlotAvailability =
  | { ok: true; slots: Record<string, SlotTiming[]> }
  | { ok: false; error_code: 'SLOT_NOT_FOUND'; message: string };

export const SLOT_WINDOW_DAYS = 7;
export const SLOT_FALLBACK_DAYS = 30;
/** Latest bookable day, counted from today (point 3 above). */
export const SLOT_MAX_DAYS_AHEAD: Readonly<Record<SlotKind, number>> = { 'insta-repair': 6, amc: 7 };

/** S2: which of today's slots can still be booked at this IST minute. */
function todaysOpenSlots(minuteOfDay: number): readonly boolean[] {
  if (minuteOfDay < at(8)) return [true, true];
  if (minuteOfDay < at(12)) return [false, true];
  return [false, false];
}

/** Whether a request at this moment may be served today (point 1 above). */
export function allowsSameDay(query: Pick<SlotQuery, 'now' | 'kind' | 'processType'>): boolean {
  const visit = query.processType === undefined || query.processType === 'at-home';
  return query.kind === 'amc' && visit && istClock(query.now).minuteOfDay < at(12);
}

/** The dates and slots a customer may pick; see the interpretation at the top of this file. */
export function slotAvailability(query: SlotQuery): SlotAvailability {
  const days = query.days ?? SLOT_WINDOW_DAYS;
  if (!Number.isInteger(days) || days < 1 || days > SLOT_FALLBACK_DAYS)
    throw new RangeError(`days must be an integer from 1 to ${SLOT_FALLBACK_DAYS}`);
  const skipped = query.skippedWeekday ?? NO_SKIPPED_WEEKDAY;
  const blocked = new Set(query.blockedDates ?? []);
  const { day: today, minuteOfDay } = istClock(query.now);

  const first = allowsSameDay(query) ? today : today + 1;
  const uncapped = first + days - 1;
  const last =
    days > SLOT_WINDOW_DAYS ? uncapped : Math.min(uncapped, today + SLOT_MAX_DAYS_AHEAD[query.kind]);

  const slots: Record<string, SlotTiming[]> = {};
  let anyAvailable = false;
  for (let day = first; day <= last; day += 1) {
    if (isSkipped(day, skipped)) continue;
    const date = isoDay(day);
    const open = blocked.has(date)
      ? [false, false]
      : day === today
        ? todaysOpenSlots(minuteOfDay)
        : [true, true];
    slots[date] = SLOT_LABELS.map((slot_time, i) => ({ slot_time, is_available: open[i] === true }));
    anyAvailable ||= open.includes(true);
  }
  return anyAvailable
    ? { ok: true, slots }
    : {
        ok: false,
        error_code: 'SLOT_NOT_FOUND',
        message: 'No appointment slots are available right now. Please try again later.',
      };
}
