/**
 * India Standard Time by a fixed offset (UTC+05:30; India has no DST), so slot rules need no time
 * zone database. Calendar days are counted as whole days since 1970-01-01 (an IST "day number"),
 * which makes "tomorrow" plain arithmetic.
 */
export const IST_OFFSET_MINUTES = 5 * 60 + 30;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export interface IstClock {
  /** IST calendar day as days since 1970-01-01. */
  day: number;
  /** Minutes since IST midnight, 0–1439. */
  minuteOfDay: number;
}

/** The IST wall clock at `now`. */
export function istClock(now: Date): IstClock {
  const t = now.getTime();
  if (Number.isNaN(t)) throw new RangeError('now must be a valid date');
  const shifted = t + IST_OFFSET_MINUTES * MINUTE_MS;
  const day = Math.floor(shifted / DAY_MS);
  return { day, minuteOfDay: Math.floor((shifted - day * DAY_MS) / MINUTE_MS) };
}

/** `HH:MM` on the 24-hour clock → minutes since midnight (for readable cut-offs). */
export const at = (hour: number, minute = 0): number => hour * 60 + minute;

/** Day number → `YYYY-MM-DD`. */
export const isoDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Day number → weekday, Sunday 0 … Saturday 6 (1970-01-01 was a Thursday). */
export const weekdayOf = (day: number): number => (((day + 4) % 7) + 7) % 7;
