import { describe, expect, it } from 'vitest';
import { partnerPurchaseInstant, partnerRegistrationRefusal } from './partner-registration';

/** 21 Nov 2026, 12:00 IST. */
const TODAY = new Date('2026-11-21T06:30:00Z');

describe('issue 4 partner plans: which sales a partner may register (decision 024)', () => {
  it.each([
    ['marketplace', 'marketplace', '2026-11-21', null],
    ['marketplace', 'flipkart', '2026-11-21', null],
    ['marketplace', 'Amazon', '2026-11-01', null],
    ['retailer', 'retailer', '2026-10-22', null], // 30 days back: the last day of the window
    ['retailer', 'salespro', '2026-11-20', null],
    ['marketplace', 'salespro', '2026-11-21', 'CHANNEL_NOT_ALLOWED'],
    ['retailer', 'flipkart', '2026-11-21', 'CHANNEL_NOT_ALLOWED'],
    ['retailer', 'website', '2026-11-21', 'CHANNEL_NOT_ALLOWED'],
    ['marketplace', 'website-tele', '2026-11-21', 'CHANNEL_NOT_ALLOWED'],
    ['marketplace', 'amazon', '2026-11-22', 'PURCHASE_DATE_IN_FUTURE'],
    ['retailer', 'retailer', '2026-10-21', 'PURCHASE_DATE_TOO_OLD'],
    ['retailer', 'retailer', '2026-02-30', 'PURCHASE_DATE_INVALID'],
    ['retailer', 'retailer', '21-11-2026', 'PURCHASE_DATE_INVALID'],
  ] as const)('%s key, channel %s, bought %s → %s', (kind, channel, purchaseDate, code) => {
    const refusal = partnerRegistrationRefusal({ kind, channel, purchaseDate }, TODAY);
    expect(refusal?.error_code ?? null).toBe(code);
  });

  it('refusals name their field and read as sentences', () => {
    expect(
      partnerRegistrationRefusal(
        { kind: 'retailer', channel: 'flipkart', purchaseDate: '2026-11-21' },
        TODAY,
      ),
    ).toEqual({
      error_code: 'CHANNEL_NOT_ALLOWED',
      field: 'channel',
      message: '"flipkart" is not one of your retailer channels.',
    });
    expect(
      partnerRegistrationRefusal(
        { kind: 'retailer', channel: 'retailer', purchaseDate: '2026-09-01' },
        TODAY,
      ),
    ).toMatchObject({
      field: 'purchase_date',
      message: 'Plans sold more than 30 days ago can no longer be registered.',
    });
  });

  it('a sale made today counts from now; an earlier one from midday of its day in India', () => {
    expect(partnerPurchaseInstant('2026-11-21', TODAY)).toBe(TODAY);
    expect(partnerPurchaseInstant('2026-11-02', TODAY).toISOString()).toBe('2026-11-02T06:30:00.000Z');
    // 00:10 IST on 22 Nov is still "today" for a sale reported as 22 Nov.
    const justAfterMidnight = new Date('2026-11-21T18:40:00Z');
    expect(partnerPurchaseInstant('2026-11-22', justAfterMidnight)).toBe(justAfterMidnight);
  });
});
