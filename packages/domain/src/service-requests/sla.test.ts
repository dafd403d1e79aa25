import { describe, expect, it } from 'vitest';
import {
  SERVICE_CALENDAR,
  WEEKDAY_CALENDAR,
  addWorkingDays,
  addWorkingMinutes,
  slaClockStart,
  slaDueAt,
  slaDueOnCalendar,
  slaStanding,
  slaTargetFor,
  withHolidays,
} from './sla';
import { holidayDaysOf, type Holiday } from '../calendar/holidays';
import { slaAfterMove } from './desk';
import { nextMilestone, SR_LIFECYCLES, SR_PROCESSES } from './sr-lifecycle';

// docs/product/service-requests.md#sla — IST wall times written as UTC+05:30.
const ist = (s: string) => new Date(`${s}+05:30`);

describe('working time (IST, working hours 09:00–18:00, holidays)', () => {
  it('4 working hours: within the day, across the evening, across Sunday', () => {
    expect(addWorkingMinutes(ist('2026-11-26T10:00:00'), 240, SERVICE_CALENDAR)).toEqual(
      ist('2026-11-26T14:00:00'),
    );
    expect(addWorkingMinutes(ist('2026-11-26T16:30:00'), 240, SERVICE_CALENDAR)).toEqual(
      ist('2026-11-27T11:30:00'),
    );
    // Raised on Saturday 28 Nov at 17:00: one hour on Saturday, Sunday off, three on Monday.
    expect(addWorkingMinutes(ist('2026-11-28T17:00:00'), 240, SERVICE_CALENDAR)).toEqual(
      ist('2026-11-30T12:00:00'),
    );
    // Raised at night: the clock starts when the team opens.
    expect(addWorkingMinutes(ist('2026-11-26T23:00:00'), 240, SERVICE_CALENDAR)).toEqual(
      ist('2026-11-27T13:00:00'),
    );
  });

  it('docs/product/service-requests.md#holiday-calendar: the holidays passed in do not count', () => {
    // 26 January 2027 is a Tuesday (Republic Day).
    const republicDay = withHolidays(SERVICE_CALENDAR, ['2027-01-26']);
    expect(addWorkingMinutes(ist('2027-01-25T17:00:00'), 120, republicDay)).toEqual(
      ist('2027-01-27T10:00:00'),
    );
    // Without a calendar nothing is a holiday: no date is built into the rule.
    expect(addWorkingMinutes(ist('2027-01-25T17:00:00'), 120, SERVICE_CALENDAR)).toEqual(
      ist('2027-01-26T10:00:00'),
    );
    const diwali = { ...SERVICE_CALENDAR, holidays: ['2026-11-09'] };
    expect(addWorkingDays(ist('2026-11-07T12:00:00'), 1, diwali)).toEqual(ist('2026-11-10T18:00:00'));
  });

  it('docs/product/service-requests.md#holiday-calendar: a city’s clock skips national and its own holidays, not another city’s', () => {
    const calendar: Holiday[] = [
      { day: '2027-05-01', name: 'Maharashtra Day', cityKey: 'mumbai' },
      { day: '2027-11-01', name: 'Kannada Rajyotsava', cityKey: 'bangalore' },
      { day: '2027-10-29', name: 'Diwali', cityKey: null },
    ];
    // Friday 30 April 2027, 17:00: 2 working hours. Saturday 1 May is Maharashtra Day in Mumbai only.
    const friday = ist('2027-04-30T17:00:00');
    const mumbai = withHolidays(SERVICE_CALENDAR, holidayDaysOf(calendar, 'mumbai'));
    const bangalore = withHolidays(SERVICE_CALENDAR, holidayDaysOf(calendar, 'bangalore'));
    expect(addWorkingMinutes(friday, 120, mumbai)).toEqual(ist('2027-05-03T10:00:00'));
    expect(addWorkingMinutes(friday, 120, bangalore)).toEqual(ist('2027-05-01T10:00:00'));
    // Thursday 28 October 2027 + 1 working day: Friday 29 (Diwali) is off everywhere.
    expect(addWorkingDays(ist('2027-10-28T12:00:00'), 1, bangalore)).toEqual(ist('2027-10-30T18:00:00'));
    expect(addWorkingDays(ist('2027-10-28T12:00:00'), 1, mumbai)).toEqual(ist('2027-10-30T18:00:00'));
  });

  it('working days: Monday–Saturday for the service team, Monday–Friday where a plan says so', () => {
    const friday = ist('2026-11-27T15:00:00');
    expect(addWorkingDays(friday, 2, SERVICE_CALENDAR)).toEqual(ist('2026-11-30T18:00:00'));
    expect(addWorkingDays(friday, 2, WEEKDAY_CALENDAR)).toEqual(ist('2026-12-01T18:00:00'));
  });
});

describe('SLA targets (issue 20 §2)', () => {
  it('confirmation within 4 working hours, pickup within 2 working days, estimate within 48 h, repair within 7 working days', () => {
    const t = ist('2026-11-26T10:00:00');
    expect(slaDueAt(t, slaTargetFor('pick_drop', 'raised')!.within, SERVICE_CALENDAR)).toEqual(
      ist('2026-11-26T14:00:00'),
    );
    expect(slaDueAt(t, slaTargetFor('pick_drop', 'confirmed')!.within, SERVICE_CALENDAR)).toEqual(
      ist('2026-11-28T18:00:00'),
    );
    expect(slaDueAt(t, slaTargetFor('pick_drop', 'picked_up')!.within, SERVICE_CALENDAR)).toEqual(
      ist('2026-11-28T10:00:00'),
    );
    expect(slaDueAt(t, slaTargetFor('carry_in', 'repair_in_progress')!.within, SERVICE_CALENDAR)).toEqual(
      ist('2026-12-04T18:00:00'),
    );
    expect(slaTargetFor('pick_drop', 'delivered')).toBeUndefined();
  });

  it('every target starts and ends in states its process has', () => {
    for (const process of ['pick_drop', 'carry_in', 'onsite', 'replacement', 'theft'] as const)
      for (const state of SR_LIFECYCLES[process].states) {
        const target = slaTargetFor(process, state);
        if (!target) continue;
        for (const end of target.until) expect(SR_LIFECYCLES[process].states).toContain(end);
      }
  });

  it('the customer reads "expected by" until it is due, then an honest "running late"', () => {
    const due = ist('2026-11-26T14:00:00');
    expect(slaStanding(due, ist('2026-11-26T13:59:00'))).toEqual({ late: false, dueAt: due });
    expect(slaStanding(due, ist('2026-11-26T15:30:00'))).toEqual({
      late: true,
      dueAt: due,
      lateByMinutes: 90,
    });
  });
});

describe('docs/product/service-requests.md#sla the desk’s review: decided by the close of the next working day (decision 077)', () => {
  it('every process: under review starts a 1-working-day clock, named Review', () => {
    for (const process of SR_PROCESSES) {
      const t = slaTargetFor(process, 'under_review');
      expect(t, process).toMatchObject({
        name: 'Review',
        within: { workingDays: 1 },
        until: ['confirmed', 'documents_requested', 'rejected'],
      });
      // The customer reads it as the next milestone, "Confirmed", expected by its due time.
      expect(nextMilestone(process, 'under_review')).toBe('confirmed');
    }
  });

  it('due at the next working day’s close: Friday → Saturday (Mon–Sat), Saturday → Monday, the eve of a holiday → after it', () => {
    expect(slaAfterMove('pick_drop', 'under_review', ist('2026-11-27T15:00:00'), null)).toEqual(
      ist('2026-11-28T18:00:00'),
    );
    expect(slaAfterMove('onsite', 'under_review', ist('2026-11-28T11:00:00'), null)).toEqual(
      ist('2026-11-30T18:00:00'),
    );
    // Monday 25 January 2027, the eve of Republic Day (in the calendar passed in — no date is built
    // into the rule, decision 078): due Wednesday's close; without that holiday, Tuesday's.
    const republicDay = withHolidays(SERVICE_CALENDAR, ['2027-01-26']);
    expect(slaAfterMove('theft', 'under_review', ist('2027-01-25T10:00:00'), null, republicDay)).toEqual(
      ist('2027-01-27T18:00:00'),
    );
    expect(slaAfterMove('theft', 'under_review', ist('2027-01-25T10:00:00'), null)).toEqual(
      ist('2027-01-26T18:00:00'),
    );
  });

  it('the clock stops when the desk decides or asks for documents (the customer owes them), and restarts when they come back', () => {
    const due = ist('2026-11-28T18:00:00');
    const at = ist('2026-11-28T10:00:00');
    expect(slaAfterMove('pick_drop', 'documents_requested', at, due)).toBeNull();
    expect(slaAfterMove('pick_drop', 'rejected', at, due)).toBeNull();
    // Approved: the pickup's own clock starts.
    expect(slaAfterMove('pick_drop', 'confirmed', at, due)).toEqual(ist('2026-12-01T18:00:00'));
    // Documents sent on Monday morning: a new review, due Tuesday's close.
    expect(slaAfterMove('pick_drop', 'under_review', ist('2026-11-30T09:30:00'), null)).toEqual(
      ist('2026-12-01T18:00:00'),
    );
  });
});

describe('decision 081: a holiday added or removed moves the running clock (docs/product/service-requests.md#holiday-calendar)', () => {
  // A pick & drop request confirmed on Friday 4 Dec 2026 at 15:00: pickup within 2 working days.
  const moves = [
    { at: ist('2026-12-04T10:00:00'), to: 'raised' },
    { at: ist('2026-12-04T15:00:00'), to: 'confirmed' },
  ];
  const due = slaDueAt(ist('2026-12-04T15:00:00'), { workingDays: 2 }, SERVICE_CALENDAR);

  it('starts the clock at the last move into a state with a target, not at a move that carries it on', () => {
    expect(slaClockStart('pick_drop', moves)).toMatchObject({ at: ist('2026-12-04T15:00:00') });
    expect(slaClockStart('pick_drop', moves)?.target.name).toBe('Pickup');
    const onsite = [...moves, { at: ist('2026-12-04T16:00:00'), to: 'technician_assigned' }];
    expect(slaClockStart('onsite', onsite)).toMatchObject({ at: ist('2026-12-04T15:00:00') });
    expect(slaClockStart('onsite', [])).toBeNull();
  });

  it('a holiday inside the window pushes the due time a working day on; removing it brings it back', () => {
    expect(due).toEqual(ist('2026-12-07T18:00:00')); // Saturday and Monday are the two working days
    const mondayOff = withHolidays(SERVICE_CALENDAR, ['2026-12-07']);
    const later = slaDueOnCalendar('pick_drop', due, moves, mondayOff);
    expect(later).toEqual(ist('2026-12-08T18:00:00'));
    expect(slaDueOnCalendar('pick_drop', later, moves, SERVICE_CALENDAR)).toEqual(due);
  });

  it('a holiday outside the window changes nothing; no running clock stays none', () => {
    const after = withHolidays(SERVICE_CALENDAR, ['2026-12-10']);
    expect(slaDueOnCalendar('pick_drop', due, moves, after)).toEqual(due);
    expect(
      slaDueOnCalendar('pick_drop', null, moves, withHolidays(SERVICE_CALENDAR, ['2026-12-07'])),
    ).toBeNull();
  });
});
