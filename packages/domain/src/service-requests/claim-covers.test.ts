import { describe, expect, it } from 'vitest';
import { copayPaise } from './copay';
import {
  THEFT_REPORT_DAYS,
  coverTermsText,
  coversTheft,
  planCoversOf,
  PROCESS_OF_TYPE,
  processTypeOf,
} from './claim-covers';

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

  it('every plan type has at least one cover; only Total Care on a phone covers theft (decision 063)', () => {
    const laptop = { group: 'computing', slug: 'laptop' } as const;
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
      for (const category of [phone, laptop, ac, null]) {
        const covers = planCoversOf({ planType, category, devicePricePaise: 1, remainingPm: 2 });
        expect(covers.length).toBeGreaterThan(0);
        const theft = planType === 'total-care' && category === phone;
        expect(
          covers.some((c) => c.type === 'theft'),
          `${planType} on ${category?.slug}`,
        ).toBe(theft);
        expect(coversTheft(planType, category)).toBe(theft);
      }
    }
  });

  it('theft or loss (Phone Total Care, decision 063): 1 a plan year, up to the phone price, FIR within 2 days, theft process only, excess 5 % at least ₹1,000 (domain facts §5 OA-FAQ)', () => {
    const covers = planCoversOf({
      planType: 'total-care',
      category: phone,
      devicePricePaise: 7_990_000,
      remainingPm: 0,
    });
    expect(covers.map((c) => c.id)).toEqual(['breakdown', 'accidental_damage', 'theft']);
    const theft = covers[2]!;
    expect(theft).toMatchObject({
      type: 'theft',
      claimsPerYear: 1,
      limitPaise: 7_990_000,
      reportWithinDays: THEFT_REPORT_DAYS,
      processTypes: ['theft'],
    });
    expect(THEFT_REPORT_DAYS).toBe(2);
    expect(copayPaise(theft.copay, 7_990_000)).toBe(399_500);
    expect(copayPaise(theft.copay, 1_500_000)).toBe(100_000);
    // The breakdown and damage covers keep the device routes: no repair is a theft claim.
    expect(covers[0]!.processTypes).toEqual(['mail-in', 'carry-in']);
    expect(coverTermsText(theft)).toBe(
      'Up to 1 request a plan year · excess 5% of the device price, at least ₹1,000 · report within 2 days',
    );
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
