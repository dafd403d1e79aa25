import { describe, expect, it } from 'vitest';
import { SLOT_LABELS, defaultAppointment, defaultSlotLabel } from './slot-labels';

/** 2025-06-16 is a Monday. */
const ist = (time: string, date = '2025-06-16'): Date => new Date(`${date}T${time}:00+05:30`);

describe('slot labels', () => {
  it('§9 slots: labels are 10AM - 2PM and 2PM - 6PM, morning first', () => {
    expect(SLOT_LABELS).toEqual(['10AM - 2PM', '2PM - 6PM']);
  });

  it.each([
    ['00:00', '10AM - 2PM'],
    ['07:59', '10AM - 2PM'],
    ['08:00', '10AM - 2PM'],
    ['11:59', '10AM - 2PM'],
    ['12:00', '10AM - 2PM'],
    ['13:59', '10AM - 2PM'],
    ['14:00', '2PM - 6PM'],
    ['23:59', '2PM - 6PM'],
  ])('§9 slots: default label at %s IST is %s', (time, label) => {
    expect(defaultSlotLabel(ist(time))).toBe(label);
  });

  it('§9 slots: the default label reads the IST clock, not UTC (08:45 UTC = 14:15 IST)', () => {
    expect(defaultSlotLabel(new Date('2025-06-16T08:45:00Z'))).toBe('2PM - 6PM');
  });
});

describe('defaultAppointment', () => {
  it.each([
    ['07:59', '2025-06-16', '2025-06-17'],
    ['12:00', '2025-06-16', '2025-06-17'],
    ['23:59', '2025-06-16', '2025-06-17'],
    ['00:00', '2025-06-30', '2025-07-01'],
    ['10:00', '2025-12-31', '2026-01-01'],
  ])('§9 default appointment: %s IST on %s → next day %s, 10AM - 2PM', (time, date, expected) => {
    expect(defaultAppointment(ist(time, date))).toEqual({ date: expected, slot_time: '10AM - 2PM' });
  });

  it('§9 default appointment: a UTC instant already on the next IST day counts from the IST day', () => {
    // 2025-06-16T20:00Z is 01:30 IST on Tuesday 17 June.
    expect(defaultAppointment(new Date('2025-06-16T20:00:00Z'))).toEqual({
      date: '2025-06-18',
      slot_time: '10AM - 2PM',
    });
  });

  it('§9 skipped weekday: a next day on the skipped weekday moves to the day after', () => {
    // Saturday 21 June → next day is Sunday (0), skipped → Monday 23 June.
    expect(defaultAppointment(ist('10:00', '2025-06-21'), 0).date).toBe('2025-06-23');
    expect(defaultAppointment(ist('10:00', '2025-06-21'), 100).date).toBe('2025-06-22');
  });
});
