import { describe, expect, it } from 'vitest';
import {
  renewalOf,
  renewalReminderDue,
  renewalReminderText,
  renewalTerm,
  renewalTermAfter,
  type RenewalInput,
} from './renewal';

// 10:00 IST on 7 Dec 2026.
const today = new Date('2026-12-07T04:30:00Z');
const amc: RenewalInput = {
  planType: 'amc',
  registration: 'registered',
  isValid: true,
  consumed: false,
  endsOn: '2026-12-09',
  tenureMonths: 12,
  renewedFrom: null,
  today,
};

describe('renewing a plan (docs/product/accounts.md#renewing-a-plan, decision 091)', () => {
  it('an AMC ending in 2 days renews for a year from the day after it ends: no gap, no overlap', () => {
    expect(renewalOf(amc)).toEqual({
      ok: true,
      startsOn: '2026-12-10',
      endsOn: '2027-12-09',
      lastDay: '2027-01-08',
    });
  });

  it('a comprehensive AMC and a home-care bundle renew; an extended warranty and damage plans do not', () => {
    expect(renewalOf({ ...amc, planType: 'comprehensive-amc' }).ok).toBe(true);
    expect(renewalOf({ ...amc, planType: 'homecare' }).ok).toBe(true);
    for (const planType of [
      'extended-warranty',
      'spills-and-drops',
      'screen-protection',
      'total-care',
      'insta-repair',
    ])
      expect(renewalOf({ ...amc, planType })).toMatchObject({ ok: false, error_code: 'PLAN_NOT_RENEWABLE' });
  });

  it('a plan never activated, cancelled, consumed or invalid does not renew', () => {
    for (const change of [
      { registration: 'pending' },
      { registration: 'cancelled' },
      { consumed: true },
      { isValid: false },
      { endsOn: null },
    ])
      expect(renewalOf({ ...amc, ...change })).toMatchObject({ ok: false, error_code: 'PLAN_NOT_RENEWABLE' });
  });

  it('the window opens 30 days before the end, and says from when', () => {
    expect(renewalOf({ ...amc, endsOn: '2027-01-06' }).ok).toBe(true);
    expect(renewalOf({ ...amc, endsOn: '2027-01-07' })).toEqual({
      ok: false,
      status: 409,
      error_code: 'RENEWAL_NOT_OPEN',
      message: 'You can renew this plan from 08 Dec 2026.',
    });
  });

  it('after the end, a 30-day grace: the new term starts today; after the grace, buy anew', () => {
    expect(renewalOf({ ...amc, endsOn: '2026-11-07' })).toMatchObject({
      ok: true,
      startsOn: '2026-12-07',
      endsOn: '2027-12-06',
      lastDay: '2026-12-07',
    });
    expect(renewalOf({ ...amc, endsOn: '2026-11-06' })).toMatchObject({
      ok: false,
      error_code: 'RENEWAL_CLOSED',
      message: 'This plan ended on 06 Nov 2026, more than 30 days ago. Choose a new plan for your device.',
    });
  });

  it('a plan renewed once is not renewed again; the message says when the next term starts', () => {
    expect(renewalOf({ ...amc, renewedFrom: '2026-12-10' })).toMatchObject({
      ok: false,
      error_code: 'PLAN_ALREADY_RENEWED',
      message: 'This plan is already renewed. Its next term starts on 10 Dec 2026.',
    });
  });

  it('a second paid renewal of one plan follows the first; an ended plan’s starts today', () => {
    expect(renewalTermAfter(['2026-12-09', '2027-12-09', null], 12, today)).toEqual({
      startsOn: '2027-12-10',
      endsOn: '2028-12-09',
    });
    expect(renewalTermAfter(['2026-11-20'], 12, today)).toEqual({
      startsOn: '2026-12-07',
      endsOn: '2027-12-06',
    });
    expect(() => renewalTermAfter([null], 12, today)).toThrow(RangeError);
  });

  it('the term ends the day before the same date a tenure later (29 Feb start ends 27 Feb)', () => {
    expect(renewalTerm('2028-02-28', 12, today)).toEqual({ startsOn: '2028-02-29', endsOn: '2029-02-27' });
  });
});

describe('renewal reminders (decision 091)', () => {
  it('30 days before the end, then 7 days before; a plan near its end gets the later one only; none after it ends', () => {
    expect(renewalReminderDue('2027-01-07', today)).toBeNull(); // 31 days left
    expect(renewalReminderDue('2027-01-06', today)).toBe('30_days');
    expect(renewalReminderDue('2026-12-15', today)).toBe('30_days'); // 8 days left
    expect(renewalReminderDue('2026-12-14', today)).toBe('7_days');
    expect(renewalReminderDue('2026-12-07', today)).toBe('7_days'); // ends today
    expect(renewalReminderDue('2026-12-06', today)).toBeNull();
  });

  it('says the plan, the device, the end date and where to renew', () => {
    expect(
      renewalReminderText({
        planName: 'AC Annual Maintenance Contract',
        device: 'Daikin Bedroom split AC',
        endsOn: '2026-12-09',
        url: 'https://kavach.example/account/plans',
      }),
    ).toBe(
      'Your AC Annual Maintenance Contract for your Daikin Bedroom split AC ends on 09 Dec 2026. Renew it now to stay covered: https://kavach.example/account/plans',
    );
  });
});
