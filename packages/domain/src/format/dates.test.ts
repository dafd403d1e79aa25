import { describe, expect, it } from 'vitest';
import {
  formatDateTimeShort,
  formatDayMonthCommaYear,
  formatAppointment,
  formatDayMonthYear,
  formatSlotDay,
  ordinal,
} from './dates';

describe('date formats (Asia/Kolkata)', () => {
  it.each([
    ['2024-03-05T09:00:00Z', '05 Mar, 2024'],
    ['2024-09-30T00:00:00Z', '30 Sep, 2024'],
    ['2024-12-31T18:29:00Z', '31 Dec, 2024'],
    ['2024-12-31T18:30:00Z', '01 Jan, 2025'],
  ])("§9 'DD MMM, YYYY': %s → %s", (iso, expected) => {
    expect(formatDayMonthCommaYear(iso)).toBe(expected);
  });

  it.each([
    ['2024-03-05T09:00:00Z', '05 Mar 2024'],
    ['2024-09-05', '05 Sep 2024'],
    [Date.UTC(2023, 5, 15, 20, 0), '16 Jun 2023'],
  ])("§9 'DD MMM YYYY': %s → %s", (input, expected) => {
    expect(formatDayMonthYear(input)).toBe(expected);
  });

  it.each([
    ['2024-03-05T09:00:00Z', 'Tue, 5th Mar 24 - 02:30PM'],
    ['2024-03-05T18:30:00Z', 'Wed, 6th Mar 24 - 12:00AM'],
    ['2024-03-06T06:30:00Z', 'Wed, 6th Mar 24 - 12:00PM'],
    ['2024-06-01T03:35:00Z', 'Sat, 1st Jun 24 - 09:05AM'],
    ['2024-06-22T12:00:00Z', 'Sat, 22nd Jun 24 - 05:30PM'],
    ['2005-07-12T23:29:00Z', 'Wed, 13th Jul 05 - 04:59AM'],
  ])("§9 'ddd, Do MMM YY - hh:mmA': %s → %s", (iso, expected) => {
    expect(formatDateTimeShort(new Date(iso))).toBe(expected);
  });

  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [31, '31st'],
  ])("§9 'Do' ordinal: %d → %s", (n, expected) => {
    expect(ordinal(n)).toBe(expected);
  });

  it.each([['not a date'], [Number.NaN], [new Date('x')]])(
    '§9 dates: an invalid date (%s) formats as empty',
    (bad) => {
      expect(formatDayMonthYear(bad)).toBe('');
      expect(formatDayMonthCommaYear(bad)).toBe('');
      expect(formatDateTimeShort(bad)).toBe('');
    },
  );
});

describe('formatSlotDay: an appointment day as the slot chips and messages show it', () => {
  it.each([
    ['2026-03-05', 'Thu, 5 Mar'],
    ['2026-12-09', 'Wed, 9 Dec'],
    ['2027-01-01', 'Fri, 1 Jan'],
  ])('%s → %s', (day, label) => expect(formatSlotDay(day)).toBe(label));
  it('leaves what is not a day as it is', () => expect(formatSlotDay('soon')).toBe('soon'));
});

describe('formatAppointment: a day and its window, as the tracker, the desk and the messages say it', () => {
  it('day then window', () =>
    expect(formatAppointment('2026-12-09', '2PM - 6PM')).toBe('Wed, 9 Dec, 2PM - 6PM'));
});
