import type { ProductTypeGroup } from '../catalogue/plan-types';
import type { DateInput } from '../format/dates';
import { istClock } from '../slots/ist-calendar';

/** docs/product/accounts.md#plan-statuses: the 11 labels an account plan card can show, spelt as the spec spells them. */
export const PLAN_STATUS_LABELS = [
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
] as const;

export type PlanStatusLabel = (typeof PLAN_STATUS_LABELS)[number];

export function isPlanStatusLabel(value: unknown): value is PlanStatusLabel {
  return typeof value === 'string' && (PLAN_STATUS_LABELS as readonly string[]).includes(value);
}

/**
 * docs/product/accounts.md#plan-statuses numeric plan status codes. The spec names only what some codes do ("2, 5, 7, 6, 4, 3 lock
 * personal details; 3 = activation in progress; 2, 5 or 7 without any 3 shows a congratulations
 * message"), not the whole mapping, so this is our mapping, chosen to fit those rules:
 * the codes that lock personal details (2, 3, 4, 5, 6, 7) are the ones where the details were
 * submitted for registration; 2 Active, 5 Under Brand Warranty and 7 NOT STARTED are the three
 * "registered" outcomes worth congratulating. 3 has no label of its own and shows as
 * 'Activation Pending' (the customer sees the plan still waiting, but may no longer edit).
 */
export const PLAN_STATUS_CODE = {
  UNKNOWN: 0,
  ACTIVATION_PENDING: 1,
  ACTIVE: 2,
  ACTIVATION_IN_PROGRESS: 3,
  INSPECTION_PENDING: 4,
  UNDER_BRAND_WARRANTY: 5,
  REGISTRATION_FAILED: 6,
  NOT_STARTED: 7,
  EXPIRED: 8,
  LAPSED: 9,
  CANCELLED: 10,
  CONSUMED: 11,
} as const;

export type PlanStatusCode = (typeof PLAN_STATUS_CODE)[keyof typeof PLAN_STATUS_CODE];

const LABEL_OF_CODE: Readonly<Record<PlanStatusCode, PlanStatusLabel>> = {
  0: 'Unknown',
  1: 'Activation Pending',
  2: 'Active',
  3: 'Activation Pending',
  4: 'Inspection Pending',
  5: 'Under Brand Warranty',
  6: 'Registration Failed',
  7: 'NOT STARTED',
  8: 'Expired',
  9: 'Lapsed',
  10: 'Cancelled',
  11: 'Consumed',
};

/** The label shown for a status code; a code outside the table shows as 'Unknown'. */
export function labelOfCode(code: number): PlanStatusLabel {
  return LABEL_OF_CODE[code as PlanStatusCode] ?? 'Unknown';
}

const LOCKING_CODES: readonly number[] = [2, 5, 7, 6, 4, 3];
const CONGRATULATED_CODES: readonly number[] = [2, 5, 7];

/** docs/product/cart.md#discount-codes: personal details can no longer be edited once any plan has one of codes 2, 5, 7, 6, 4, 3. */
export const personalDetailsLocked = (codes: readonly number[]): boolean =>
  codes.some((c) => LOCKING_CODES.includes(c));

/** docs/product/activation.md#sections-and-errors: code 3 means an activation was submitted and is being verified. */
export const activationInProgress = (codes: readonly number[]): boolean =>
  codes.includes(PLAN_STATUS_CODE.ACTIVATION_IN_PROGRESS);

/** docs/product/accounts.md#plan-statuses: congratulate when some plan is 2, 5 or 7 and none is still in progress (3). */
export const showCongratulations = (codes: readonly number[]): boolean =>
  codes.some((c) => CONGRATULATED_CODES.includes(c)) && !activationInProgress(codes);

/** Where a plan's registration (activation) stands; `consumed` is kept apart as a flag. */
export type RegistrationState =
  'pending' | 'in_progress' | 'registered' | 'inspection_pending' | 'failed' | 'cancelled';

/**
 * Registration lifecycle as a transition table (conventions 4). The spec does not show plan status
 * transitions (docs/product/accounts.md#plan-statuses), so this is our reading: a pending plan is submitted (in_progress); verification
 * registers it, asks for an inspection or fails; a failed registration may be submitted again.
 * Any plan not yet cancelled may be cancelled (refund, docs/product/activation.md#eligibility). Lapsing, expiry and
 * consumption are not transitions: they follow from dates and the `consumed` flag (planStatusOn).
 */
export const REGISTRATION_TRANSITIONS: Readonly<Record<RegistrationState, readonly RegistrationState[]>> = {
  pending: ['in_progress', 'cancelled'],
  in_progress: ['registered', 'inspection_pending', 'failed', 'cancelled'],
  inspection_pending: ['registered', 'failed', 'cancelled'],
  failed: ['in_progress', 'cancelled'],
  registered: ['cancelled'],
  cancelled: [],
};

export function canTransitionRegistration(from: RegistrationState, to: RegistrationState): boolean {
  return REGISTRATION_TRANSITIONS[from].includes(to);
}

/** IST calendar day (days since 1970-01-01) of a date, or null for an invalid one. */
export function istDay(input: DateInput): number | null {
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : istClock(date).day;
}

/**
 * Whole Asia/Kolkata calendar days from `today` to `date`: 0 on the same IST day, 1 for tomorrow,
 * negative for a past day. Times of day do not matter (23:59 → 00:01 next day is 1 day).
 */
export function daysUntil(date: DateInput, today: DateInput): number {
  const to = istDay(date);
  const from = istDay(today);
  if (to === null || from === null) throw new RangeError('daysUntil needs valid dates');
  return to - from;
}

export interface PlanStatusInput {
  registration: RegistrationState;
  consumed: boolean;
  productType: ProductTypeGroup;
  purchasedOn: Date;
  /** Last day an unregistered plan may still be activated; after it the plan is Lapsed. */
  activationDeadline: Date | null;
  startsOn: Date | null;
  endsOn: Date | null;
  manufacturerWarrantyEndsOn: Date | null;
}

export interface PlanStatus {
  code: PlanStatusCode;
  label: PlanStatusLabel;
}

const status = (code: PlanStatusCode): PlanStatus => ({ code, label: LABEL_OF_CODE[code] });

/**
 * docs/product/accounts.md#plan-statuses / docs/product/accounts.md#plan-statuses: a plan's status on `today`, comparing Asia/Kolkata calendar days.
 * First match wins: cancelled, consumed, registration failed, inspection pending, in progress,
 * pending (Lapsed after the activation deadline), then for a registered plan the dates: before the
 * start an extended warranty still inside the manufacturer warranty is Under Brand Warranty
 * (EW starts the day after OEM expiry, docs/product/catalogue.md#categories-and-plan-types), anything else NOT STARTED; start ≤ today ≤
 * end Active; after the end Expired. A registered plan without both dates is Unknown.
 */
export function planStatusOn(plan: PlanStatusInput, today: Date): PlanStatus {
  const C = PLAN_STATUS_CODE;
  if (plan.registration === 'cancelled') return status(C.CANCELLED);
  if (plan.consumed) return status(C.CONSUMED);
  switch (plan.registration) {
    case 'failed':
      return status(C.REGISTRATION_FAILED);
    case 'inspection_pending':
      return status(C.INSPECTION_PENDING);
    case 'in_progress':
      return status(C.ACTIVATION_IN_PROGRESS);
    case 'pending':
      return plan.activationDeadline && daysUntil(plan.activationDeadline, today) < 0
        ? status(C.LAPSED)
        : status(C.ACTIVATION_PENDING);
    default:
  }
  if (!plan.startsOn || !plan.endsOn) return status(C.UNKNOWN);
  if (daysUntil(plan.startsOn, today) > 0) {
    const oem = plan.manufacturerWarrantyEndsOn;
    const underOem = oem !== null && daysUntil(oem, today) >= 0;
    return plan.productType === 'extended-warranty' && underOem
      ? status(C.UNDER_BRAND_WARRANTY)
      : status(C.NOT_STARTED);
  }
  return daysUntil(plan.endsOn, today) >= 0 ? status(C.ACTIVE) : status(C.EXPIRED);
}
