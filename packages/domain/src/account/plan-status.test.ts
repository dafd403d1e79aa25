import { describe, expect, it } from 'vitest';
import {
  PLAN_STATUS_CODE,
  PLAN_STATUS_LABELS,
  activationInProgress,
  canTransitionRegistration,
  daysUntil,
  isPlanStatusLabel,
  labelOfCode,
  personalDetailsLocked,
  planStatusOn,
  showCongratulations,
} from './plan-status';
import type { PlanStatusInput, RegistrationState } from './plan-status';

/** 10 Mar 2026, 11:30 IST. */
const TODAY = new Date('2026-03-10T06:00:00Z');
const ist = (day: string, time = '12:00'): Date => new Date(`${day}T${time}:00+05:30`);

const registered: PlanStatusInput = {
  registration: 'registered',
  consumed: false,
  productType: 'extended-warranty',
  purchasedOn: ist('2025-01-05'),
  activationDeadline: ist('2025-02-05'),
  startsOn: ist('2026-01-01'),
  endsOn: ist('2026-12-31'),
  manufacturerWarrantyEndsOn: ist('2025-12-31'),
};

describe('§4 Plan statuses: labels and codes', () => {
  it('§4 Plan statuses: the 11 labels, verbatim', () => {
    expect(PLAN_STATUS_LABELS).toEqual([
      'Active',
      'NOT STARTED',
      'Activation Pending',
      'Unknown',
      'Under Brand Warranty',
      'Expired',
      'Registration Failed',
      'Inspection Pending',
      'Lapsed',
      'Cancelled',
      'Consumed',
    ]);
    expect(isPlanStatusLabel('NOT STARTED')).toBe(true);
    expect(isPlanStatusLabel('Not Started')).toBe(false);
  });

  it.each([
    [0, 'Unknown'],
    [1, 'Activation Pending'],
    [2, 'Active'],
    [3, 'Activation Pending'],
    [4, 'Inspection Pending'],
    [5, 'Under Brand Warranty'],
    [6, 'Registration Failed'],
    [7, 'NOT STARTED'],
    [8, 'Expired'],
    [9, 'Lapsed'],
    [10, 'Cancelled'],
    [11, 'Consumed'],
    [12, 'Unknown'],
    [-1, 'Unknown'],
  ])('§4 Plan statuses: code %i shows %s', (code, label) => {
    expect(labelOfCode(code)).toBe(label);
  });

  it('§4 Plan statuses: every label has a code', () => {
    const labels = Object.values(PLAN_STATUS_CODE).map(labelOfCode);
    expect(new Set(labels)).toEqual(new Set(PLAN_STATUS_LABELS));
  });

  it.each([
    [[], false],
    [[0, 1, 8, 9, 10, 11], false],
    [[2], true],
    [[5], true],
    [[7], true],
    [[6], true],
    [[4], true],
    [[3], true],
    [[1, 6], true],
  ])('§4 Plan statuses: codes %j lock personal details → %s', (codes, locked) => {
    expect(personalDetailsLocked(codes)).toBe(locked);
  });

  it.each([
    [[3], true],
    [[1, 3, 2], true],
    [[1, 2], false],
    [[], false],
  ])('§4 Plan statuses: codes %j mean activation in progress → %s', (codes, inProgress) => {
    expect(activationInProgress(codes)).toBe(inProgress);
  });

  it.each([
    [[2], true],
    [[5], true],
    [[7, 1], true],
    [[2, 3], false],
    [[3], false],
    [[1, 4, 6], false],
    [[], false],
  ])('§4 Plan statuses: codes %j show congratulations → %s', (codes, shown) => {
    expect(showCongratulations(codes)).toBe(shown);
  });
});

describe('§4 Plan statuses: registration transitions (conventions 4)', () => {
  it.each<[RegistrationState, RegistrationState, boolean]>([
    ['pending', 'in_progress', true],
    ['pending', 'registered', false],
    ['in_progress', 'registered', true],
    ['in_progress', 'inspection_pending', true],
    ['in_progress', 'failed', true],
    ['inspection_pending', 'registered', true],
    ['failed', 'in_progress', true],
    ['failed', 'registered', false],
    ['registered', 'pending', false],
    ['registered', 'cancelled', true],
    ['cancelled', 'pending', false],
  ])('%s → %s allowed: %s', (from, to, allowed) => {
    expect(canTransitionRegistration(from, to)).toBe(allowed);
  });
});

describe('daysUntil: whole Asia/Kolkata calendar days', () => {
  it.each([
    ['the same IST day', ist('2026-03-10', '23:59'), 0],
    ['tomorrow just after midnight IST', ist('2026-03-11', '00:01'), 1],
    ['yesterday late evening', ist('2026-03-09', '23:59'), -1],
    ['18:29 UTC is still the same IST day', new Date('2026-03-10T18:29:00Z'), 0],
    ['18:30 UTC is the next IST day', new Date('2026-03-10T18:30:00Z'), 1],
    ['a plain ISO date', '2026-03-13', 3],
    ['across a year', '2027-03-10', 365],
  ])('%s', (_name, date, days) => {
    expect(daysUntil(date, TODAY)).toBe(days);
  });

  it('refuses an invalid date', () => {
    expect(() => daysUntil('not a date', TODAY)).toThrow(RangeError);
  });
});

describe('§4 Plan statuses: planStatusOn', () => {
  const cases: [string, Partial<PlanStatusInput>, number, string][] = [
    ['cancelled wins over everything', { registration: 'cancelled', consumed: true }, 10, 'Cancelled'],
    ['consumed (domain-facts §10)', { consumed: true }, 11, 'Consumed'],
    ['registration failed', { registration: 'failed' }, 6, 'Registration Failed'],
    ['inspection pending', { registration: 'inspection_pending' }, 4, 'Inspection Pending'],
    [
      'submitted: code 3, shown as Activation Pending',
      { registration: 'in_progress' },
      3,
      'Activation Pending',
    ],
    [
      'pending on the deadline day',
      { registration: 'pending', activationDeadline: ist('2026-03-10', '00:00') },
      1,
      'Activation Pending',
    ],
    [
      'pending the day after the deadline → Lapsed',
      { registration: 'pending', activationDeadline: ist('2026-03-09', '23:59') },
      9,
      'Lapsed',
    ],
    [
      'pending with no deadline',
      { registration: 'pending', activationDeadline: null },
      1,
      'Activation Pending',
    ],
    ['registered without a start date', { startsOn: null }, 0, 'Unknown'],
    ['registered without an end date', { endsOn: null }, 0, 'Unknown'],
    [
      'EW before its start while the OEM warranty runs (domain-facts §10)',
      { startsOn: ist('2026-06-01'), manufacturerWarrantyEndsOn: ist('2026-05-31') },
      5,
      'Under Brand Warranty',
    ],
    [
      'EW before its start, OEM warranty ends today',
      { startsOn: ist('2026-03-11'), manufacturerWarrantyEndsOn: ist('2026-03-10') },
      5,
      'Under Brand Warranty',
    ],
    [
      'EW before its start, OEM end unknown → NOT STARTED',
      { startsOn: ist('2026-06-01'), manufacturerWarrantyEndsOn: null },
      7,
      'NOT STARTED',
    ],
    [
      'EW before its start, OEM warranty already over → NOT STARTED',
      { startsOn: ist('2026-06-01'), manufacturerWarrantyEndsOn: ist('2026-03-09') },
      7,
      'NOT STARTED',
    ],
    [
      'a damage plan before its start → NOT STARTED',
      {
        productType: 'spills-and-drops',
        startsOn: ist('2026-03-11'),
        manufacturerWarrantyEndsOn: ist('2027-01-01'),
      },
      7,
      'NOT STARTED',
    ],
    ['starts today → Active', { startsOn: ist('2026-03-10', '23:00') }, 2, 'Active'],
    ['ends today → Active', { endsOn: ist('2026-03-10', '00:00') }, 2, 'Active'],
    ['ended yesterday → Expired', { endsOn: ist('2026-03-09', '23:59') }, 8, 'Expired'],
    ['mid-term → Active', {}, 2, 'Active'],
  ];
  it.each(cases)('§4 Plan statuses: %s', (_name, over, code, label) => {
    expect(planStatusOn({ ...registered, ...over }, TODAY)).toEqual({ code, label });
  });
});
