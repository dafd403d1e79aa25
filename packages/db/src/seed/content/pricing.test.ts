import { describe, expect, it } from 'vitest';
import { seedPlans } from './plans';
import { bandsOf, ceilTo99, mrpFor, priceGrid, roundTo99 } from './pricing';

describe('rounding', () => {
  it.each([
    [1440, 1399],
    [1460, 1499],
    [10, 99],
    [6000, 5999],
  ])('roundTo99(%d) = %d', (x, y) => expect(roundTo99(x)).toBe(y));

  it('MRP is a ₹…99 price above the price, 20–30 % above from ₹1,000', () => {
    for (const p of [99, 149, 449, 599, 899]) expect(mrpFor(p)).toBeGreaterThan(p);
    for (const p of [999, 1199, 1499, 2999, 6999, 13499]) {
      const mrp = mrpFor(p);
      expect(mrp % 100).toBe(99);
      expect(mrp / p).toBeGreaterThanOrEqual(1.2);
      expect(mrp / p).toBeLessThanOrEqual(1.3);
    }
    expect(ceilTo99(99)).toBe(99);
    expect(mrpFor(99)).toBe(199);
  });
});

describe('priceGrid', () => {
  it('builds contiguous bands in paise', () => {
    expect(bandsOf({ floor: 5000, uppers: [10000, 15000] })).toEqual([
      { minPaise: 500001, maxPaise: 1000000, midRupees: 7500 },
      { minPaise: 1000001, maxPaise: 1500000, midRupees: 12500 },
    ]);
  });

  it('uses fixed grid prices and scales missing tenures from the 1-year price', () => {
    const rows = priceGrid({
      bands: { floor: 30000, uppers: [60000] },
      ratePerYear: 0.044,
      tenuresYears: [1, 2, 3, 4],
      fixed: { 60000: { 1: 1999, 2: 3499, 3: 4799 } },
    });
    expect(rows.map((r) => r.pricePaise / 100)).toEqual([1999, 3499, 4799, 5999]);
  });
});

describe('seed plans', () => {
  const all = seedPlans();

  it('has unique SKUs', () => {
    expect(new Set(all.map((p) => p.plan.sku)).size).toBe(all.length);
  });

  it('never lowers the price for a dearer band or a longer tenure', () => {
    for (const { plan, prices } of all) {
      const sorted = [...prices].sort(
        (a, b) => a.minDevicePricePaise! - b.minDevicePricePaise! || a.tenureMonths - b.tenureMonths,
      );
      for (let i = 1; i < sorted.length; i++) {
        const [a, b] = [sorted[i - 1]!, sorted[i]!];
        const sameBand = a.minDevicePricePaise === b.minDevicePricePaise;
        if (sameBand || a.tenureMonths === b.tenureMonths) {
          expect(b.pricePaise, plan.sku).toBeGreaterThanOrEqual(a.pricePaise);
        }
      }
    }
  });

  it('matches the domain-facts §6 seed grid', () => {
    const price = (sku: string, band: number, months: number) =>
      all
        .find((p) => p.plan.sku === sku)
        ?.prices.find(
          (r) =>
            r.minDevicePricePaise! <= band * 100 &&
            band * 100 <= r.maxDevicePricePaise! &&
            r.tenureMonths === months,
        )?.pricePaise;
    expect(price('EW-MOBILE-PHONE', 12000, 12)).toBe(59900);
    expect(price('SD-MOBILE-PHONE', 30000, 12)).toBe(349900);
    expect(price('SP-MOBILE-PHONE', 8000, 12)).toBe(44900);
    expect(price('EW-TELEVISION', 60000, 36)).toBe(599900);
    expect(price('EW-AIR-CONDITIONER', 35000, 24)).toBe(259900);
    expect(price('HC-BASIC', 0, 12)).toBe(199900);
  });
});
