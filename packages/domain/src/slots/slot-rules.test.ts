import { describe, expect, it } from 'vitest';
import { SLOT_MAX_DAYS_AHEAD, allowsSameDay, slotAvailability } from './slot-rules';
import type { SlotAvailability, SlotKind, SlotQuery } from './slot-rules';

/** Monday 16 June 2025 at an IST wall-clock time. */
const ist = (time: string, date = '2025-06-16'): Date => new Date(`${date}T${time}:00+05:30`);

const dates = (r: SlotAvailability): string[] => (r.ok ? Object.keys(r.slots) : []);
const open = (r: SlotAvailability, date: string): boolean[] =>
  r.ok ? (r.slots[date] ?? []).map((s) => s.is_available) : [];
const run = (over: Partial<SlotQuery> & Pick<SlotQuery, 'now' | 'kind'>) => slotAvailability(over);

describe('slotAvailability: the default 7-day window at many clock times', () => {
  it.each<[SlotKind, string, string, string, number, boolean[]]>([
    // kind, IST time on Mon 16 June, first date, last date, dates listed, first date's slots
    ['amc', '00:00', '2025-06-16', '2025-06-22', 7, [true, true]],
    ['amc', '07:59', '2025-06-16', '2025-06-22', 7, [true, true]],
    ['amc', '08:00', '2025-06-16', '2025-06-22', 7, [false, true]],
    ['amc', '11:59', '2025-06-16', '2025-06-22', 7, [false, true]],
    ['amc', '12:00', '2025-06-17', '2025-06-23', 7, [true, true]],
    ['amc', '13:59', '2025-06-17', '2025-06-23', 7, [true, true]],
    ['amc', '14:00', '2025-06-17', '2025-06-23', 7, [true, true]],
    ['amc', '23:59', '2025-06-17', '2025-06-23', 7, [true, true]],
    ['insta-repair', '07:59', '2025-06-17', '2025-06-22', 6, [true, true]],
    ['insta-repair', '08:00', '2025-06-17', '2025-06-22', 6, [true, true]],
    ['insta-repair', '11:59', '2025-06-17', '2025-06-22', 6, [true, true]],
    ['insta-repair', '12:00', '2025-06-17', '2025-06-22', 6, [true, true]],
    ['insta-repair', '13:59', '2025-06-17', '2025-06-22', 6, [true, true]],
    ['insta-repair', '14:00', '2025-06-17', '2025-06-22', 6, [true, true]],
    ['insta-repair', '23:59', '2025-06-17', '2025-06-22', 6, [true, true]],
  ])(
    '§9 slots: %s at %s IST → %s … %s (%d dates), first date %j',
    (kind, time, first, last, count, firstOpen) => {
      const r = run({ now: ist(time), kind });
      const listed = dates(r);
      expect(listed).toHaveLength(count);
      expect(listed[0]).toBe(first);
      expect(listed.at(-1)).toBe(last);
      expect(open(r, first)).toEqual(firstOpen);
      for (const date of listed.slice(1)) expect(open(r, date)).toEqual([true, true]);
    },
  );

  it.each<[SlotKind, string, string]>([
    // 2025-06-16T20:00Z is 01:30 IST on Tuesday 17 June: "today" is the 17th.
    ['amc', '2025-06-17', '2025-06-23'],
    ['insta-repair', '2025-06-18', '2025-06-23'],
  ])('§9 slots: a UTC instant that is already the next day in IST (%s) → %s … %s', (kind, first, last) => {
    const r = run({ now: new Date('2025-06-16T20:00:00Z'), kind });
    expect(dates(r)[0]).toBe(first);
    expect(dates(r).at(-1)).toBe(last);
    if (kind === 'amc') expect(open(r, first)).toEqual([true, true]);
  });

  it('§9 slots: every date lists both labels, morning first', () => {
    const r = run({ now: ist('09:00'), kind: 'amc' });
    expect(r.ok && r.slots['2025-06-16']).toEqual([
      { slot_time: '10AM - 2PM', is_available: false },
      { slot_time: '2PM - 6PM', is_available: true },
    ]);
  });

  it('§9 slots: the window crosses month and year ends', () => {
    expect(dates(run({ now: ist('15:00', '2025-12-29'), kind: 'amc' }))).toEqual([
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-04',
      '2026-01-05',
    ]);
  });

  it('§9 slot date limits: maximum date T+6 for insta-repair, T+7 for AMC', () => {
    expect(SLOT_MAX_DAYS_AHEAD).toEqual({ 'insta-repair': 6, amc: 7 });
  });
});

describe('slotAvailability: process types, skipped weekday, blocked dates, fallback', () => {
  it.each<[SlotQuery['processType'], string, boolean]>([
    [undefined, '09:00', true],
    ['at-home', '09:00', true],
    ['carry-in', '09:00', false],
    ['mail-in', '09:00', false],
    ['theft', '09:00', false],
    ['at-home', '12:00', false],
  ])('§9 earliest appointment: AMC %s at %s IST → same day %s', (processType, time, sameDay) => {
    const query = { now: ist(time), kind: 'amc' as const, ...(processType ? { processType } : {}) };
    expect(allowsSameDay(query)).toBe(sameDay);
    expect(dates(run(query))[0]).toBe(sameDay ? '2025-06-16' : '2025-06-17');
  });

  it('§9 earliest appointment: insta-repair is never same day', () => {
    expect(allowsSameDay({ now: ist('00:00'), kind: 'insta-repair', processType: 'at-home' })).toBe(false);
  });

  it.each([
    [0, ['2025-06-17', '2025-06-18', '2025-06-19', '2025-06-20', '2025-06-21', '2025-06-23']],
    [2, ['2025-06-18', '2025-06-19', '2025-06-20', '2025-06-21', '2025-06-22', '2025-06-23']],
    [100, ['2025-06-17', '2025-06-18', '2025-06-19', '2025-06-20', '2025-06-21', '2025-06-22', '2025-06-23']],
  ])(
    '§9 skipped weekday %d: its dates are left out and the window is not extended',
    (skippedWeekday, expected) => {
      expect(dates(run({ now: ist('15:00'), kind: 'amc', skippedWeekday }))).toEqual(expected);
    },
  );

  it('§9 skipped weekday: today is skipped too when it is that weekday', () => {
    expect(dates(run({ now: ist('07:00'), kind: 'amc', skippedWeekday: 1 }))[0]).toBe('2025-06-17');
  });

  it('§9 blocked dates are listed with both slots unavailable', () => {
    const r = run({ now: ist('15:00'), kind: 'insta-repair', blockedDates: ['2025-06-18', '2030-01-01'] });
    expect(open(r, '2025-06-18')).toEqual([false, false]);
    expect(open(r, '2025-06-17')).toEqual([true, true]);
    expect(dates(r)).toHaveLength(6);
  });

  it('§8 SLOT_NOT_FOUND when every date in the window is blocked', () => {
    const window = ['2025-06-17', '2025-06-18', '2025-06-19', '2025-06-20', '2025-06-21', '2025-06-22'];
    expect(run({ now: ist('15:00'), kind: 'insta-repair', blockedDates: window })).toEqual({
      ok: false,
      error_code: 'SLOT_NOT_FOUND',
      message: 'No appointment slots are available right now. Please try again later.',
    });
  });

  it("§8 SLOT_NOT_FOUND is not returned while today's afternoon slot is open", () => {
    const later = ['2025-06-17', '2025-06-18', '2025-06-19', '2025-06-20', '2025-06-21', '2025-06-22'];
    const r = run({ now: ist('11:00'), kind: 'amc', blockedDates: later });
    expect(r.ok).toBe(true);
    expect(open(r, '2025-06-16')).toEqual([false, true]);
  });

  it.each<[SlotKind, string, string, string]>([
    ['insta-repair', '15:00', '2025-06-17', '2025-07-16'],
    ['amc', '07:00', '2025-06-16', '2025-07-15'],
    ['amc', '15:00', '2025-06-17', '2025-07-16'],
  ])('§9 fallback 30 days: %s at %s IST → %s … %s, past the maximum date', (kind, time, first, last) => {
    const listed = dates(run({ now: ist(time), kind, days: 30 }));
    expect(listed).toHaveLength(30);
    expect([listed[0], listed.at(-1)]).toEqual([first, last]);
  });

  it('§9 fallback 30 days: skipped weekdays are still left out', () => {
    expect(dates(run({ now: ist('15:00'), kind: 'insta-repair', days: 30, skippedWeekday: 0 }))).toHaveLength(
      26,
    );
  });

  it('a shorter window is still cut at the maximum date', () => {
    expect(dates(run({ now: ist('15:00'), kind: 'insta-repair', days: 3 }))).toEqual([
      '2025-06-17',
      '2025-06-18',
      '2025-06-19',
    ]);
  });

  it.each([0, 31, 1.5, Number.NaN])('refuses days = %d', (days) => {
    expect(() => run({ now: ist('15:00'), kind: 'amc', days })).toThrow(RangeError);
  });
});
