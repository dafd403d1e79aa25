import { describe, expect, it } from 'vitest';
import { PLAN_STATUS_LABELS } from './plan-status';
import { accountDeletionBlockers, maskContact, planInForce } from './account-deletion';

describe('deleting an account (docs/product/accounts.md#deleting-your-account, decision 096)', () => {
  it('nothing stands in the way of an account whose plans are over and requests closed', () => {
    expect(accountDeletionBlockers({ plansInForce: [], openRequests: [], refundsOnTheirWay: 0 })).toEqual([]);
  });

  it('says every blocker at once, naming the plans and requests', () => {
    const blockers = accountDeletionBlockers({
      plansInForce: ['Extended Warranty for Mobile Phones'],
      openRequests: ['261125-004512', '261126-000101'],
      refundsOnTheirWay: 1,
    });
    expect(blockers.map((b) => b.error_code)).toEqual([
      'ACCOUNT_HAS_PLANS_IN_FORCE',
      'ACCOUNT_HAS_OPEN_REQUESTS',
      'ACCOUNT_HAS_REFUNDS_DUE',
    ]);
    expect(blockers[0]?.message).toBe(
      'A plan is still in force (Extended Warranty for Mobile Phones). Your account can be deleted once it ends or is cancelled.',
    );
    expect(blockers[1]?.message).toContain(
      '2 service requests are still open (261125-004512, 261126-000101)',
    );
    expect(blockers[2]?.message).toBe(
      'A refund is still on the way to you. Your account can be deleted once it has reached you.',
    );
  });

  it('names at most three plans and counts the rest', () => {
    const [b] = accountDeletionBlockers({
      plansInForce: ['A', 'B', 'C', 'D', 'E'],
      openRequests: [],
      refundsOnTheirWay: 0,
    });
    expect(b?.message).toContain('5 plans are still in force (A, B, C and 2 more)');
  });

  it('a plan is over only when Expired, Lapsed, Cancelled, Consumed or Registration Failed; Unknown counts as in force', () => {
    const over = PLAN_STATUS_LABELS.filter((l) => !planInForce(l));
    expect(over.sort()).toEqual(['Cancelled', 'Consumed', 'Expired', 'Lapsed', 'Registration Failed']);
    expect(planInForce('Unknown')).toBe(true);
    expect(planInForce('NOT STARTED')).toBe(true);
    expect(planInForce('Activation Pending')).toBe(true);
  });

  it('shows a phone or an email only in part', () => {
    expect(maskContact('+919876543210')).toBe('+91 ••••• •3210');
    expect(maskContact('ravi.kumar@example.in')).toBe('ra•••@example.in');
    expect(maskContact('r@example.in')).toBe('•••@example.in');
  });
});
