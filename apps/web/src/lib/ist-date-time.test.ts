import { describe, expect, it } from 'vitest';
import { formatIstDateTime } from './ist-date-time';

describe('formatIstDateTime', () => {
  it.each([
    ['2026-03-14T12:00:00.000Z', '14 Mar 2026, 5:30 pm IST'],
    ['2026-03-13T18:30:00.000Z', '14 Mar 2026, 12:00 am IST'],
    ['2026-12-31T06:35:00.000Z', '31 Dec 2026, 12:05 pm IST'],
    ['2026-01-01T03:04:00.000Z', '1 Jan 2026, 8:34 am IST'],
  ])('%s → %s (UTC + 5:30, whatever the machine’s zone)', (iso, text) => {
    expect(formatIstDateTime(iso)).toBe(text);
  });

  it('an unreadable date gives an empty string, not "Invalid Date"', () => {
    expect(formatIstDateTime('not a date')).toBe('');
  });
});
