import { describe, expect, it } from 'vitest';
import { PLAN_STATUS_LABELS } from './plan-status';
import { planTransferOf, planTransferOfferText } from './plan-transfer';

const base = { label: 'Active' as const, openRequests: 0, nextTermOfPlanInForce: false, pending: false };

describe('transferring a plan (docs/product/accounts.md#transferring-a-plan, decision 097)', () => {
  it('a plan in force with a registered device, nothing open, can change hands', () => {
    expect(planTransferOf(base)).toEqual({ ok: true });
    expect(planTransferOf({ ...base, label: 'NOT STARTED' })).toEqual({ ok: true });
    expect(planTransferOf({ ...base, label: 'Under Brand Warranty' })).toEqual({ ok: true });
  });

  it('every other status is refused, an unregistered plan with its own words', () => {
    const refused = PLAN_STATUS_LABELS.filter((label) => !planTransferOf({ ...base, label }).ok);
    expect(refused.sort()).toEqual(
      [
        'Activation Pending',
        'Cancelled',
        'Consumed',
        'Expired',
        'Inspection Pending',
        'Lapsed',
        'Registration Failed',
        'Unknown',
      ].sort(),
    );
    expect(planTransferOf({ ...base, label: 'Activation Pending' })).toMatchObject({
      error_code: 'PLAN_NOT_TRANSFERABLE',
      message: 'Activate this plan first: a plan can be transferred once its device is registered.',
    });
  });

  it('an open request, a transfer already waiting, or being the next term of a plan in force stops it', () => {
    expect(planTransferOf({ ...base, openRequests: 1 })).toMatchObject({
      error_code: 'PLAN_HAS_OPEN_REQUEST',
    });
    expect(planTransferOf({ ...base, label: 'NOT STARTED', nextTermOfPlanInForce: true })).toMatchObject({
      error_code: 'PLAN_NEXT_TERM',
      message:
        'This is the next term of a plan still in force. Transfer that plan, and this term goes with it.',
    });
    expect(planTransferOf({ ...base, pending: true, label: 'Expired' })).toMatchObject({
      error_code: 'PLAN_TRANSFER_PENDING',
    });
  });

  it('tells the buyer who, what and by when', () => {
    expect(
      planTransferOfferText({
        fromName: 'Asha',
        planName: 'Extended Warranty for Mobile Phones',
        device: 'Samsung Galaxy S24',
        expiresAt: new Date('2026-12-14T06:30:00Z'),
        url: 'https://kavach.example/account/plans',
      }),
    ).toBe(
      'Asha has transferred their Extended Warranty for Mobile Phones for Samsung Galaxy S24 to you. To accept it, sign in with this mobile number at https://kavach.example/account/plans by 14 Dec 2026.',
    );
    // A plan with its next term booked goes with that term (decision 097, amended).
    expect(
      planTransferOfferText({
        fromName: 'Asha',
        planName: 'AMC for Air Conditioners',
        device: null,
        expiresAt: new Date('2026-12-14T06:30:00Z'),
        url: 'https://kavach.example/account/plans',
        nextTermFrom: '2027-07-01',
      }),
    ).toBe(
      'Asha has transferred their AMC for Air Conditioners, with its next term from 01 Jul 2027, to you. To accept it, sign in with this mobile number at https://kavach.example/account/plans by 14 Dec 2026.',
    );
  });
});
