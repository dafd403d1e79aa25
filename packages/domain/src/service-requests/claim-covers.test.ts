import { describe, expect, it } from 'vitest';
import { copayPaise } from './copay';
import { coverTermsText, planCoversOf, PROCESS_OF_TYPE, processTypeOf } from './claim-covers';

const phone = { group: 'mobile', slug: 'mobile-phone' } as const;
const ac = { group: 'large-appliance', slug: 'air-conditioner' } as const;

describe('claim covers by plan type (docs/product/service-requests.md#covers)', () => {
  it('spills and drops: damage, 2 a plan year, reported within 7 days, co-pay max(₹599, 5 %) (domain facts §5)', () => {
    const [damage, ...rest] = planCoversOf({
      planType: 'spills-and-drops',
      category: phone,
      devicePricePaise: 2_000_000,
      remainingPm: 0,
    });
    expect(rest).toEqual([]);
    expect(damage).toMatchObject({
      id: 'accidental_damage',
      type: 'damage',
      claimsPerYear: 2,
      reportWithinDays: 7,
    });
    expect(damage!.limitPaise).toBe(2_000_000);
    expect(copayPaise(damage!.copay, 2_000_000)).toBe(100_000);
    expect(copayPaise(damage!.copay, 800_000)).toBe(59_900);
    expect(damage!.processTypes).toEqual(['mail-in', 'carry-in']);
  });

  it('extended warranty: breakdown without co-pay, and preventive maintenance only while visits remain', () => {
    const withPm = planCoversOf({
      planType: 'extended-warranty',
      category: ac,
      devicePricePaise: 0,
      remainingPm: 1,
    });
    expect(withPm.map((c) => c.id)).toEqual(['breakdown', 'preventive_maintenance']);
    expect(withPm[0]!.processTypes).toEqual(['at-home']);
    expect(withPm[0]!.limitPaise).toBeNull();
    expect(copayPaise(withPm[0]!.copay, 5_000_000)).toBe(0);
    const used = planCoversOf({
      planType: 'extended-warranty',
      category: ac,
      devicePricePaise: 0,
      remainingPm: 0,
    });
    expect(used.map((c) => c.id)).toEqual(['breakdown']);
  });

  it('every plan type has at least one cover, and no catalogue plan covers theft', () => {
    for (const planType of [
      'extended-warranty',
      'spills-and-drops',
      'screen-protection',
      'amc',
      'comprehensive-amc',
      'insta-repair',
      'total-care',
      'homecare',
    ] as const) {
      const covers = planCoversOf({ planType, category: phone, devicePricePaise: 1, remainingPm: 2 });
      expect(covers.length).toBeGreaterThan(0);
      expect(covers.some((c) => c.type === 'theft')).toBe(false);
    }
  });

  it('§9 process types map to lifecycles and back', () => {
    for (const [wire, process] of Object.entries(PROCESS_OF_TYPE)) expect(processTypeOf(process)).toBe(wire);
    expect(processTypeOf('replacement')).toBe('mail-in');
  });

  it('plan-page terms: limit, co-pay and reporting window in one line', () => {
    const [damage] = planCoversOf({
      planType: 'spills-and-drops',
      category: phone,
      devicePricePaise: 0,
      remainingPm: 0,
    });
    expect(coverTermsText(damage!)).toBe(
      'Up to 2 requests a plan year · co-pay ₹599 or 5% of the device price, whichever is higher · report within 7 days',
    );
    const [screen] = planCoversOf({
      planType: 'screen-protection',
      category: phone,
      devicePricePaise: 0,
      remainingPm: 0,
    });
    expect(coverTermsText(screen!)).toBe('Up to 1 request a plan year · no co-pay · report within 7 days');
    expect(
      coverTermsText({
        claimsPerYear: null,
        reportWithinDays: null,
        copay: { kind: 'fixed', paise: 250_000 },
      }),
    ).toBe('No limit on requests · co-pay ₹2,500 per request');
  });
});

describe('co-pay after the request (spec §5)', () => {
  it('only a salespro source with a contact_token pays after', async () => {
    const { copayAfterRequest } = await import('./copay');
    expect(copayAfterRequest('salespro', 'tok')).toBe(true);
    expect(copayAfterRequest('SalesPro_Internal_Sales_Team', 'tok')).toBe(true);
    expect(copayAfterRequest('salespro', null)).toBe(false);
    expect(copayAfterRequest('website', 'tok')).toBe(false);
  });
});
