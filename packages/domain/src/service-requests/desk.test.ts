import { describe, expect, it } from 'vitest';
import { deskMoves, deskSla, isCustomerVisible, slaAfterMove, SLA_AT_RISK_MS } from './desk';
import { SR_LIFECYCLES, SR_PROCESSES, SR_STATES } from './sr-lifecycle';

describe('service desk moves (issue 20 §4)', () => {
  it('T16.5 the desk offers exactly the table’s moves from each state, less the system’s (raised, expired)', () => {
    for (const process of SR_PROCESSES)
      for (const from of SR_STATES) {
        const table = SR_LIFECYCLES[process].transitions[from] ?? [];
        const moves = deskMoves(process, from).map((m) => m.to);
        expect(moves).toEqual(table.filter((to) => to !== 'raised' && to !== 'expired'));
      }
  });

  it('labels: approve, reject, request documents (once, issue 20 §4), assign technician, close', () => {
    expect(deskMoves('onsite', 'under_review').map((m) => m.label)).toEqual([
      'Approve',
      'Request documents',
      'Reject',
      'Cancel request',
    ]);
    expect(
      deskMoves('onsite', 'under_review', { documentsAlreadyRequested: true }).map((m) => m.label),
    ).toEqual(['Approve', 'Reject', 'Cancel request']);
    expect(deskMoves('onsite', 'confirmed')[0]).toEqual({
      action: 'assign_technician',
      label: 'Assign technician',
      to: 'technician_assigned',
    });
    expect(deskMoves('onsite', 'technician_assigned')[1]!.action).toBe('reschedule');
    expect(deskMoves('pick_drop', 'delivered')).toEqual([{ action: 'close', label: 'Close', to: 'closed' }]);
  });

  it('customer-visible states: the milestones, the terminal ones and what asks something of the customer; not the internal review', () => {
    expect(isCustomerVisible('onsite', 'technician_assigned')).toBe(true);
    expect(isCustomerVisible('onsite', 'documents_requested')).toBe(true);
    expect(isCustomerVisible('onsite', 'rejected')).toBe(true);
    expect(isCustomerVisible('onsite', 'under_review')).toBe(false);
  });
});

describe('SLA clock after a move (docs/product/service-requests.md#sla)', () => {
  // Friday 20 Nov 2026, 10:00 IST.
  const friday = new Date('2026-11-20T04:30:00Z');
  it('a state that starts a target sets its due time: pickup within 2 working days of confirmation', () => {
    // Mon–Sat calendar: Saturday and Monday are the two working days; due at Monday's close (18:00 IST).
    expect(slaAfterMove('pick_drop', 'confirmed', friday, null)?.toISOString()).toBe(
      '2026-11-23T12:30:00.000Z',
    );
  });
  it('confirmation within 4 working hours', () => {
    expect(slaAfterMove('onsite', 'raised', friday, null)?.toISOString()).toBe('2026-11-20T08:30:00.000Z');
  });
  it('a state on the way keeps the running clock; reaching what it waited for or finishing clears it', () => {
    const due = new Date('2026-11-23T12:30:00Z');
    expect(slaAfterMove('pick_drop', 'pickup_scheduled', friday, due)).toBe(due);
    expect(slaAfterMove('onsite', 'technician_on_the_way', friday, due)).toBeNull();
    expect(slaAfterMove('onsite', 'cancelled', friday, due)).toBeNull();
  });
  it('queue standing: breached, at risk within 4 h, on time, none', () => {
    const now = friday;
    expect(deskSla(null, now)).toBe('none');
    expect(deskSla(new Date(now.getTime() - 1), now)).toBe('breached');
    expect(deskSla(new Date(now.getTime() + SLA_AT_RISK_MS - 1), now)).toBe('at_risk');
    expect(deskSla(new Date(now.getTime() + SLA_AT_RISK_MS), now)).toBe('on_time');
  });
});
