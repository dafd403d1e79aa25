import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateDiscount } from './allocate-discount';

const lines = (...totals: number[]) => totals.map((lineTotalPaise, i) => ({ lineId: i + 1, lineTotalPaise }));
const amounts = (allocs: { discountPaise: number }[]) => allocs.map((a) => a.discountPaise);

describe('allocateDiscount (largest remainder)', () => {
  it.each([
    ['one line takes it all', 500, [10_000], [500]],
    ['exact proportions', 300, [10_000, 20_000], [100, 200]],
    [
      'three equal lines, 100 paise: the first line gets the extra paisa',
      100,
      [1_000, 1_000, 1_000],
      [34, 33, 33],
    ],
    ['three equal lines, 200 paise: extras go in line order', 200, [1_000, 1_000, 1_000], [67, 67, 66]],
    ['largest remainder wins the leftover paisa (2.1/2.1/2.8)', 7, [3, 3, 4], [2, 2, 3]],
    ['shares 1.5/0.75/0.75 → the two .75 lines get the extras', 3, [2, 1, 1], [1, 1, 1]],
    ['the whole subtotal: every line gets its own total', 1_234, [1_000, 200, 34], [1_000, 200, 34]],
    ['a zero-total line gets nothing', 50, [0, 100], [0, 50]],
    ['zero discount', 0, [100, 200], [0, 0]],
  ])('coupon allocation: %s', (_name, discount, totals, expected) => {
    const result = allocateDiscount(discount, lines(...totals));
    expect(amounts(result)).toEqual(expected);
    expect(result.map((a) => a.lineId)).toEqual(totals.map((_t, i) => i + 1));
  });

  it.each([
    ['more than the subtotal', 301, [100, 200]],
    ['negative', -1, [100]],
    ['fractional paise', 1.5, [100]],
  ])('coupon allocation refuses a discount that is %s', (_name, discount, totals) => {
    expect(() => allocateDiscount(discount, lines(...totals))).toThrow(RangeError);
  });

  it('coupon allocation is exact for amounts whose products pass 2^53', () => {
    const result = allocateDiscount(9_000_000_000_000, lines(7_000_000_000_001, 5_999_999_999_999));
    expect(result[0]!.discountPaise + result[1]!.discountPaise).toBe(9_000_000_000_000);
  });

  it('T7.1 property: whole paise, sum = discount, each ≤ its line total', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 12 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (totals, fraction) => {
          const subtotal = totals.reduce((a, b) => a + b, 0);
          const discount = Math.floor(subtotal * fraction);
          const result = allocateDiscount(discount, lines(...totals));
          expect(result.reduce((sum, a) => sum + a.discountPaise, 0)).toBe(discount);
          result.forEach((a, i) => {
            expect(Number.isInteger(a.discountPaise)).toBe(true);
            expect(a.discountPaise).toBeGreaterThanOrEqual(0);
            expect(a.discountPaise).toBeLessThanOrEqual(totals[i]!);
          });
        },
      ),
    );
  });
});
