import { describe, expect, it } from 'vitest';
import { activationDeadlineOf, coverageDates } from './coverage-dates';
import { formVariantOf, salesChannelOf } from './sales-channel';

const base = {
  tenureMonths: 12,
  planPurchasedAt: new Date('2026-11-21T06:30:00Z'),
  devicePurchasedOn: '2026-11-10',
  manufacturerWarrantyMonths: 12,
  preferredStartOn: null,
  today: new Date('2026-11-25T06:30:00Z'),
};

describe('coverage dates (domain-facts §2)', () => {
  it('extended warranty starts the day after the manufacturer warranty ends, for its tenure', () => {
    expect(coverageDates({ ...base, planType: 'extended-warranty' })).toEqual({
      startsOn: '2027-11-10',
      endsOn: '2028-11-09',
      manufacturerWarrantyEndsOn: '2027-11-09',
    });
  });

  it('damage, screen and total-care plans run from the plan purchase date', () => {
    for (const planType of ['spills-and-drops', 'screen-protection', 'total-care'] as const)
      expect(coverageDates({ ...base, planType })).toMatchObject({
        startsOn: '2026-11-21',
        endsOn: '2027-11-20',
      });
  });

  it('AMC starts on the preferred start date, else on the day of activation', () => {
    expect(coverageDates({ ...base, planType: 'amc', preferredStartOn: '2026-12-15' })).toMatchObject({
      startsOn: '2026-12-15',
      endsOn: '2027-12-14',
    });
    expect(coverageDates({ ...base, planType: 'amc' })).toMatchObject({ startsOn: '2026-11-25' });
  });

  it('§4 Lapsed: the activation deadline is 30 India days after purchase', () => {
    expect(activationDeadlineOf(new Date('2026-11-21T20:00:00Z'))).toBe('2026-12-22');
  });
});

describe('§3 device form variant by sales channel', () => {
  it.each([
    ['website', 'website', 'base'],
    ['website-tele', 'website', 'base'],
    ['Flipkart', 'marketplace', 'marketplace'],
    ['salespro', 'retailer', 'retailer'],
  ] as const)('%s → %s channel, %s form', (channel, sold, variant) => {
    expect(salesChannelOf(channel)).toBe(sold);
    expect(formVariantOf(channel)).toBe(variant);
  });
});
