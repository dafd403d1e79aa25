import { describe, expect, it } from 'vitest';
import { at, isoDay, istClock, weekdayOf } from './ist-calendar';

describe('IST calendar (fixed UTC+05:30)', () => {
  it.each([
    ['2025-06-15T00:00:00Z', '2025-06-15', at(5, 30)],
    ['2025-06-15T18:29:59Z', '2025-06-15', at(23, 59)],
    ['2025-06-15T18:30:00Z', '2025-06-16', 0],
    ['2025-06-14T20:00:00Z', '2025-06-15', at(1, 30)],
    ['2024-12-31T18:30:00Z', '2025-01-01', 0],
    ['2024-02-28T19:00:00Z', '2024-02-29', at(0, 30)],
    ['1969-12-31T20:00:00Z', '1970-01-01', at(1, 30)],
  ])('§9 slot times are IST: %s is %s, minute %d', (iso, date, minute) => {
    const clock = istClock(new Date(iso));
    expect(isoDay(clock.day)).toBe(date);
    expect(clock.minuteOfDay).toBe(minute);
  });

  it.each([
    ['2025-06-15', 0],
    ['2025-06-16', 1],
    ['2025-06-21', 6],
    ['1970-01-01', 4],
    ['1969-12-28', 0],
  ])('§9 weekday (Sunday is 0): %s → %d', (date, weekday) => {
    const day = Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
    expect(weekdayOf(day)).toBe(weekday);
  });

  it('refuses an invalid date', () => {
    expect(() => istClock(new Date('nope'))).toThrow(RangeError);
  });
});
