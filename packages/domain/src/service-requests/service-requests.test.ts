import { describe, expect, it } from 'vitest';
import { canTransition } from '../lifecycle/lifecycle';
import {
  SR_LIFECYCLES,
  SR_MILESTONES,
  SR_PROCESSES,
  SR_STATES,
  SR_TERMINAL_STATES,
  nextMilestone,
  type SrState,
} from './sr-lifecycle';
import { NO_COPAY, SPILLS_AND_DROPS_COPAY, copayPaise, refundsPaidCopay, remainingCoverPaise } from './copay';
import { CUSTOMER_CANCEL_REASONS, customerCanCancel, isCustomerCancelReason } from './customer-cancel';
import { CUSTOMER_APPOINTMENT_CHANGES, rescheduleRefusal } from './customer-reschedule';
import { ratingWords, srRateable } from './rating';
import { ESTIMATE_DECLINED, estimateDecisionTarget } from './estimate-approval';
import { formatSrNumber, isSrNumber } from './sr-number';
import { reopenEligible, reopenProblem } from './reopen';

// docs/product/service-requests.md#lifecycle-and-milestones
describe('service-request lifecycles (one table per process)', () => {
  it.each(SR_PROCESSES)('%s: every target is a state of its own table, terminal states lead nowhere', (p) => {
    const lc = SR_LIFECYCLES[p];
    for (const [from, to] of Object.entries(lc.transitions) as [SrState, readonly SrState[]][]) {
      expect(SR_STATES).toContain(from);
      for (const t of to) expect(lc.states, `${p}: ${from} → ${t}`).toContain(t);
    }
    for (const t of SR_TERMINAL_STATES) expect(lc.transitions[t]).toEqual([]);
  });

  it.each(SR_PROCESSES)('%s: the milestones are a walk the table allows, from raised to closed', (p) => {
    const path = SR_MILESTONES[p];
    expect(path[0]).toBe('raised');
    expect(path.at(-1)).toBe('closed');
    for (let i = 1; i < path.length; i++)
      expect(canTransition(SR_LIFECYCLES[p], path[i - 1]!, path[i]!), `${path[i - 1]} → ${path[i]}`).toBe(
        true,
      );
  });

  it.each([
    ['pick_drop', 'raised', 'closed', false],
    ['pick_drop', 'confirmed', 'technician_assigned', false],
    ['onsite', 'confirmed', 'pickup_scheduled', false],
    ['onsite', 'diagnosis', 'no_issue_found', true],
    ['pick_drop', 'delivered', 'cancelled', false],
    ['theft', 'under_review', 'rejected', true],
    ['pick_drop', 'awaiting_copay', 'raised', true],
    ['pick_drop', 'awaiting_copay', 'expired', true],
    ['pick_drop', 'expired', 'raised', false],
    ['carry_in', 'closed', 'raised', false],
  ] as const)('%s: %s → %s is %s', (p, from, to, allowed) => {
    expect(canTransition(SR_LIFECYCLES[p], from, to)).toBe(allowed);
  });

  it('what comes next: on the path, off it, and nothing after a terminal state', () => {
    expect(nextMilestone('pick_drop', 'picked_up')).toBe('at_service_centre');
    expect(nextMilestone('pick_drop', 'under_review')).toBe('confirmed');
    expect(nextMilestone('onsite', 'awaiting_parts')).toBe('visit_scheduled');
    expect(nextMilestone('onsite', 'closed')).toBeNull();
    expect(nextMilestone('theft', 'rejected')).toBeNull();
  });
});

// docs/product/service-requests.md#co-pay (domain facts §5 worked examples)
describe('co-pay: max(₹599, 5 % of the device price) for spills and drops, ₹0 for extended warranty', () => {
  it.each([
    [8_000_00, 599_00],
    [11_980_00, 599_00],
    [20_000_00, 1_000_00],
    [80_000_00, 4_000_00],
    [12_345_67, 618_00],
  ])('device ₹%d paise → co-pay %d paise', (price, copay) => {
    expect(copayPaise(SPILLS_AND_DROPS_COPAY, price)).toBe(copay);
  });
  it('extended warranty and fixed rules', () => {
    expect(copayPaise(NO_COPAY, 50_000_00)).toBe(0);
    expect(copayPaise({ kind: 'fixed', paise: 2_500_00 }, 90_000_00)).toBe(2_500_00);
    expect(() => copayPaise(SPILLS_AND_DROPS_COPAY, -1)).toThrow(RangeError);
  });
  it('remaining cover falls with each approved repair and never below zero', () => {
    expect(remainingCoverPaise(30_000_00, [4_000_00, 6_000_00])).toBe(20_000_00);
    expect(remainingCoverPaise(30_000_00, [40_000_00])).toBe(0);
    expect(remainingCoverPaise(null, [1_00])).toBeNull();
  });
});

// docs/product/service-requests.md#today: six digits, a dash, six digits
describe('decision 085: a paid co-pay goes back when its request ends without a repair', () => {
  it('is refunded when the request is rejected or cancelled, kept when it is closed or ends otherwise', () => {
    const refunded = SR_STATES.filter(refundsPaidCopay);
    expect(refunded).toEqual(['rejected', 'cancelled']);
    for (const kept of ['closed', 'no_issue_found', 'expired', 'confirmed', 'repair_in_progress'])
      expect(refundsPaidCopay(kept)).toBe(false);
  });
});

describe('decision 086: what a customer may cancel from the tracker', () => {
  it('before anyone sets out: every state whose table allows cancelled, except an estimate awaiting approval', () => {
    expect(SR_PROCESSES.filter((p) => customerCanCancel(p, 'raised'))).toEqual([...SR_PROCESSES]);
    expect(SR_STATES.filter((s) => customerCanCancel('onsite', s))).toEqual([
      'awaiting_copay',
      'raised',
      'under_review',
      'documents_requested',
      'confirmed',
      'technician_assigned',
      'visit_scheduled',
    ]);
    expect(customerCanCancel('pick_drop', 'pickup_scheduled')).toBe(true);
    for (const [process, state] of [
      ['pick_drop', 'picked_up'],
      ['pick_drop', 'awaiting_approval'],
      ['carry_in', 'at_service_centre'],
      ['onsite', 'technician_on_the_way'],
      ['replacement', 'store_informed'],
      ['onsite', 'cancelled'],
      ['onsite', 'closed'],
      ['teleport', 'raised'],
    ] as const)
      expect(customerCanCancel(process, state), `${process} ${state}`).toBe(false);
  });

  it('reasons are a closed list', () => {
    expect(Object.keys(CUSTOMER_CANCEL_REASONS)).toContain('RAISED_BY_MISTAKE');
    expect(isCustomerCancelReason('OTHER')).toBe(true);
    expect(isCustomerCancelReason('toString')).toBe(false);
  });
});

describe('service-request numbers', () => {
  it('the IST date raised and the day’s sequence', () => {
    expect(formatSrNumber(new Date('2025-04-12T05:00:00Z'), 1234)).toBe('250412-001234');
    // 20:00 UTC on 11 April is already 12 April in India.
    expect(formatSrNumber(new Date('2025-04-11T20:00:00Z'), 1)).toBe('250412-000001');
    expect(() => formatSrNumber(new Date(), 0)).toThrow(RangeError);
    expect(isSrNumber('250412-001234')).toBe(true);
    expect(isSrNumber('250412001234')).toBe(false);
    expect(isSrNumber('25041-2001234')).toBe(false);
  });
});

// docs/product/service-requests.md#lifecycle-and-milestones: reopen within 90 days, with a reason
describe('reopen', () => {
  const closedAt = new Date('2026-01-01T10:00:00Z');
  const closed = { status: 'closed' as const, closedAt };
  it('within 90 days of closure only, and only a closed request', () => {
    expect(reopenEligible(closed, new Date('2026-03-31T10:00:00Z'))).toBe(true);
    expect(reopenEligible(closed, new Date('2026-04-01T10:00:01Z'))).toBe(false);
    expect(reopenEligible({ status: 'rejected', closedAt }, new Date('2026-01-02T00:00:00Z'))).toBe(false);
  });
  it('needs a known reason, and a comment for "other"', () => {
    const now = new Date('2026-01-10T00:00:00Z');
    expect(reopenProblem(closed, { reason: 'not_fixed', comment: null }, now)).toBeNull();
    expect(reopenProblem(closed, { reason: undefined, comment: 'x' }, now)).toBe('REASON_REQUIRED');
    expect(reopenProblem(closed, { reason: 'toString', comment: 'x' }, now)).toBe('REASON_REQUIRED');
    expect(reopenProblem(closed, { reason: 'other', comment: '  ' }, now)).toBe('COMMENT_REQUIRED');
    expect(
      reopenProblem({ status: 'delivered', closedAt: null }, { reason: 'other', comment: 'x' }, now),
    ).toBe('NOT_REOPENABLE');
  });
});

describe('decision 088: when a customer may change the appointment from the tracker', () => {
  it('while the appointment is ahead and the request is real: pickup, carry-in and visits', () => {
    expect(SR_STATES.filter((s) => rescheduleRefusal('onsite', s, 0) === null)).toEqual([
      'raised',
      'under_review',
      'documents_requested',
      'confirmed',
      'technician_assigned',
      'visit_scheduled',
    ]);
    expect(rescheduleRefusal('pick_drop', 'pickup_scheduled', 0)).toBeNull();
    expect(rescheduleRefusal('carry_in', 'confirmed', 1)).toBeNull();
    for (const [process, state] of [
      ['onsite', 'awaiting_copay'],
      ['pick_drop', 'picked_up'],
      ['carry_in', 'at_service_centre'],
      ['onsite', 'technician_on_the_way'],
      ['onsite', 'cancelled'],
      ['replacement', 'confirmed'],
      ['theft', 'raised'],
      ['teleport', 'raised'],
    ] as const)
      expect(rescheduleRefusal(process, state, 0), `${process} ${state}`).toBe('SR_NOT_RESCHEDULABLE');
  });

  it(`at most ${CUSTOMER_APPOINTMENT_CHANGES} changes online; past the point, the state decides first`, () => {
    expect(CUSTOMER_APPOINTMENT_CHANGES).toBe(2);
    expect(rescheduleRefusal('onsite', 'visit_scheduled', 1)).toBeNull();
    expect(rescheduleRefusal('onsite', 'visit_scheduled', 2)).toBe('RESCHEDULE_LIMIT');
    expect(rescheduleRefusal('onsite', 'diagnosis', 2)).toBe('SR_NOT_RESCHEDULABLE');
  });
});

describe('decision 089: when the customer may rate a request’s service', () => {
  it('once the work is done', () => {
    expect(SR_STATES.filter(srRateable)).toEqual(['feedback', 'closed', 'no_issue_found']);
    for (const ended of ['rejected', 'cancelled', 'expired', 'repaired', 'visit_scheduled'])
      expect(srRateable(ended), ended).toBe(false);
    expect(ratingWords(4)).toBe('4 out of 5');
  });
});

describe('decision 090: the customer approves or declines an estimate that awaits them', () => {
  it('approve starts the repair, decline cancels; only from awaiting approval, in the processes that have it', () => {
    for (const process of ['pick_drop', 'carry_in'] as const) {
      expect(estimateDecisionTarget(process, 'awaiting_approval', 'approve')).toBe('repair_in_progress');
      expect(estimateDecisionTarget(process, 'awaiting_approval', 'decline')).toBe('cancelled');
    }
    for (const [process, state] of [
      ['pick_drop', 'estimate_shared'],
      ['pick_drop', 'repair_in_progress'],
      ['onsite', 'awaiting_approval'],
      ['teleport', 'awaiting_approval'],
    ] as const)
      expect(estimateDecisionTarget(process, state, 'approve'), `${process} ${state}`).toBeNull();
    expect(ESTIMATE_DECLINED).toBe('You declined the repair estimate.');
  });
});
