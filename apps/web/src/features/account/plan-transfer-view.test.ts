import { describe, expect, it } from 'vitest';
import { planTransferNotice, planTransferPath } from './plan-transfer-view';

describe('My Plans’ address after a plan transfer action (decision 097)', () => {
  it('goes back to the card, or to the plans transferred to the customer, with only a code', () => {
    expect(planTransferPath('osid-1', { done: 'sent' })).toBe(
      '/account/plans?transfer=osid-1&transfer_done=sent#card-osid-1',
    );
    expect(planTransferPath('osid-1', { error: 'TRANSFER_TO_SELF' })).toBe(
      '/account/plans?transfer=osid-1&transfer_error=TRANSFER_TO_SELF#card-osid-1',
    );
    expect(planTransferPath(null, { done: 'accepted' })).toBe(
      '/account/plans?transfer_done=accepted#incoming-transfers',
    );
  });

  it('puts the outcome in words, for the card it is about', () => {
    expect(planTransferNotice({ transfer: 'osid-1', transfer_done: 'sent' })).toEqual({
      osid: 'osid-1',
      tone: 'success',
      text: 'We have sent the plan to its new owner by SMS. It moves to their account when they accept it.',
    });
    expect(planTransferNotice({ transfer_done: 'accepted' })).toMatchObject({
      osid: null,
      text: 'The plan is now in your account.',
    });
    expect(planTransferNotice({ transfer: 'osid-1', transfer_error: 'PLAN_NEXT_TERM' })?.text).toBe(
      'This is the next term of a plan still in force. Transfer that plan, and this term goes with it.',
    );
    expect(planTransferNotice({ transfer: 'osid-1', transfer_error: 'RATE_LIMITED' })?.text).toBe(
      'Too many tries. Please try again in an hour.',
    );
    expect(planTransferNotice({ transfer: 'osid-1', transfer_error: 'PHONE_FORMAT' })).toMatchObject({
      tone: 'error',
      text: 'Enter the new owner’s 10-digit mobile number.',
    });
  });

  it('nothing for an address without an outcome; a made-up error reads as a failed connection', () => {
    expect(planTransferNotice({})).toBeNull();
    expect(planTransferNotice({ transfer: 'osid-1', transfer_done: 'stolen' })).toBeNull();
    expect(planTransferNotice({ transfer_error: '<b>hi</b>' })?.text).toContain('We could not reach Kavach');
  });
});
