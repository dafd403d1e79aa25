import { at, isoDay, istClock, weekdayOf } from './ist-calendar';

/** docs/product/cart.md#visit-slots slot labels, morning first. */
export const SLOT_LABELS = ['10AM - 2PM', '2PM - 6PM'] as const;
export type SlotLabel = (typeof SLOT_LABELS)[number];

/** docs/product/catalogue.md#formats-and-constants "a configured weekday is skipped (Sunday is 0; configured value 100, so effectively none)". */
export const NO_SKIPPED_WEEKDAY = 100;

/** docs/product/cart.md#visit-slots "default is 10AM - 2PM before 14:00, else 2PM - 6PM" (IST). */
export function defaultSlotLabel(now: Date): SlotLabel {
  return istClock(now).minuteOfDay < at(14) ? '10AM - 2PM' : '2PM - 6PM';
}

/** A weekday value outside 0–6 (the configured 100) skips nothing. */
export const isSkipped = (day: number, skippedWeekday: number): boolean => weekdayOf(day) === skippedWeekday;

/**
 * docs/product/cart.md#visit-slots "Default appointment for carry-in, at-home, mail-in and theft: next day 10AM - 2PM". The next
 * day is in IST; when it falls on the configured skipped weekday the appointment moves one more day.
 */
export function defaultAppointment(
  now: Date,
  skippedWeekday: number = NO_SKIPPED_WEEKDAY,
): { date: string; slot_time: SlotLabel } {
  let day = istClock(now).day + 1;
  if (isSkipped(day, skippedWeekday)) day += 1;
  return { date: isoDay(day), slot_time: '10AM - 2PM' };
}
