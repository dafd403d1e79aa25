import { describe, expect, it } from 'vitest';
import { PURCHASE_WINDOW_MONTHS, addMonthsToDay, checkEligibility } from './eligibility';
import type { EligibilityInput } from './eligibility';
import { istDay } from './plan-status';

/** 10 Mar 2026, 11:30 IST. */
const TODAY = new Date('2026-03-10T06:00:00Z');

const ewTv: EligibilityInput = {
  planType: 'extended-warranty',
  channel: 'website',
  planCategories: ['television'],
  priceBand: { minPaise: 2_000_100, maxPaise: 4_000_000 },
  planTenureMonths: 24,
  planPurchasedOn: '2026-03-10',
  category: 'television',
  devicePricePaise: 3_500_000,
  devicePurchasedOn: '2025-07-01',
  manufacturerWarrantyMonths: 12,
};
const damagePhone: EligibilityInput = {
  ...ewTv,
  planType: 'spills-and-drops',
  planCategories: ['mobile-phone'],
  category: 'mobile-phone',
  planTenureMonths: 12,
  priceBand: { minPaise: 1_500_100, maxPaise: 2_500_000 },
  devicePricePaise: 2_000_000,
  devicePurchasedOn: '2026-03-10',
};

const codes = (input: EligibilityInput): string[] => checkEligibility(input, TODAY).map((p) => p.code);

describe('domain-facts §3.2 purchase window', () => {
  it('§3.2 windows are configurable per channel', () => {
    expect(PURCHASE_WINDOW_MONTHS['extended-warranty']).toEqual({ website: 9, marketplace: 6, retailer: 9 });
    expect(PURCHASE_WINDOW_MONTHS['spills-and-drops'].website).toBe(0);
    expect(PURCHASE_WINDOW_MONTHS.amc.website).toBeNull();
  });

  it.each([
    ['2025-01-31', 1, '2025-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2025-06-10', 9, '2026-03-10'],
    ['2025-12-15', 0, '2025-12-15'],
  ])('§3.2 %s + %i months → %s', (from, months, to) => {
    expect(addMonthsToDay(istDay(from)!, months)).toBe(istDay(to));
  });
});

describe('§5 / domain-facts §3, §7 checkEligibility', () => {
  const rows: [string, Partial<EligibilityInput>, string[]][] = [
    ['an eligible EW for a TV', {}, []],
    ['EW on the last day of the 9-month website window', { devicePurchasedOn: '2025-06-10' }, []],
    ['EW a day after the 9-month window', { devicePurchasedOn: '2025-06-09' }, ['PURCHASE_WINDOW_PASSED']],
    ['EW via a marketplace: 6 months', { channel: 'marketplace', devicePurchasedOn: '2025-09-10' }, []],
    [
      'EW via a marketplace after 6 months',
      { channel: 'marketplace', devicePurchasedOn: '2025-09-09' },
      ['PURCHASE_WINDOW_PASSED'],
    ],
    [
      'device bought in the future',
      { devicePurchasedOn: '2026-03-11', planPurchasedOn: '2026-03-12' },
      ['DEVICE_PURCHASE_DATE_IN_FUTURE'],
    ],
    ['plan bought before the device', { planPurchasedOn: '2025-06-30' }, ['PLAN_BOUGHT_BEFORE_DEVICE']],
    ['OEM warranty under 12 months', { manufacturerWarrantyMonths: 6 }, ['OEM_WARRANTY_TOO_SHORT']],
    ['OEM 12 + EW 48 = 60 is the cap', { planTenureMonths: 48 }, []],
    [
      'OEM 24 + EW 48 > 60',
      { manufacturerWarrantyMonths: 24, planTenureMonths: 48 },
      ['WARRANTY_CAP_EXCEEDED'],
    ],
    ['an EW tenure not offered', { planTenureMonths: 18 }, ['EW_TENURE_NOT_ALLOWED']],
    [
      'a phone EW for 2 years',
      { category: 'mobile-phone', planCategories: ['mobile-phone'], planTenureMonths: 24 },
      ['EW_TENURE_NOT_ALLOWED'],
    ],
    [
      'a camera EW for 1 year',
      { category: 'digital-camera', planCategories: ['digital-camera'], planTenureMonths: 12 },
      [],
    ],
    ['device price below the band', { devicePricePaise: 2_000_000 }, ['PRICE_BAND_MISMATCH']],
    ['device price at the band minimum', { devicePricePaise: 2_000_100 }, []],
    ['device price at the band maximum', { devicePricePaise: 4_000_000 }, []],
    ['device price above the band', { devicePricePaise: 4_000_001 }, ['PRICE_BAND_MISMATCH']],
    [
      'an open-ended band',
      { priceBand: { minPaise: 100, maxPaise: null }, devicePricePaise: 99_999_999 },
      [],
    ],
    ['no band', { priceBand: null }, []],
    ['a plan for another category', { planCategories: ['air-conditioner'] }, ['CATEGORY_MISMATCH']],
    ['damage plan bought the same day', { ...damagePhone }, []],
    [
      'damage plan bought the next day',
      { ...damagePhone, devicePurchasedOn: '2026-03-09' },
      ['PURCHASE_WINDOW_PASSED'],
    ],
    [
      'AMC on an old appliance: no window, no EW rules',
      {
        planType: 'amc',
        planCategories: ['television'],
        devicePurchasedOn: '2015-01-01',
        manufacturerWarrantyMonths: 0,
      },
      [],
    ],
    [
      'several rules broken at once',
      { manufacturerWarrantyMonths: 0, planTenureMonths: 72, devicePricePaise: 1 },
      ['OEM_WARRANTY_TOO_SHORT', 'WARRANTY_CAP_EXCEEDED', 'EW_TENURE_NOT_ALLOWED', 'PRICE_BAND_MISMATCH'],
    ],
  ];
  it.each(rows)('§7 eligibility: %s', (_name, over, expected) => {
    expect(codes({ ...ewTv, ...over })).toEqual(expected);
  });

  it.each([
    [{ devicePurchasedOn: '2025-06-09' }, 'This plan must be bought within 9 months of buying the device.'],
    [
      { ...damagePhone, devicePurchasedOn: '2026-03-09' },
      'This plan must be bought on the same day as the device.',
    ],
    [
      { manufacturerWarrantyMonths: 6 },
      'An extended warranty needs a manufacturer warranty of at least 12 months.',
    ],
    [
      { manufacturerWarrantyMonths: 24, planTenureMonths: 48 },
      'Manufacturer warranty and extended warranty together cannot exceed 5 years; this device can have up to 36 months of extended warranty.',
    ],
    [
      { category: 'mobile-phone', planCategories: ['mobile-phone'], planTenureMonths: 24 },
      'An extended warranty for this device is available for 1 year only.',
    ],
    [
      { planTenureMonths: 18 },
      'An extended warranty for this device is available for 1, 2, 3 or 4 years only.',
    ],
    [{ devicePricePaise: 100 }, 'This plan is for devices priced ₹20,001 to ₹40,000.'],
    [{ planCategories: ['fan'] }, 'This plan is not available for this kind of device.'],
  ])('§7 eligibility messages are person-readable: %j', (over, message) => {
    expect(checkEligibility({ ...ewTv, ...over }, TODAY).map((p) => p.message)).toEqual([message]);
  });
});
