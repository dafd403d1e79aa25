import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotals } from './cart-totals';
import type { PricedLine } from './cart-totals';

const line = (over: Partial<PricedLine>): PricedLine => ({
  id: 1,
  itemType: 'protection-plan',
  unitPricePaise: 99_900,
  quantity: 1,
  parentItemId: null,
  discountPaise: 0,
  ...over,
});

describe('cart totals (§3 Cart: item_total, discount_total, total, quantity, total_items)', () => {
  it('sums unit price × quantity and discounts', () => {
    const t = cartTotals([
      line({ id: 1, unitPricePaise: 49_900, quantity: 2, discountPaise: 10_000 }),
      line({ id: 2, unitPricePaise: 129_900, quantity: 1 }),
    ]);
    expect(t).toEqual({
      itemTotalPaise: 229_700,
      discountTotalPaise: 10_000,
      totalPaise: 219_700,
      quantity: 3,
      totalItems: 2,
    });
  });

  it('§3 home-care counting: only items without a parent plan count', () => {
    const t = cartTotals([
      line({ id: 1, itemType: 'homecare' }),
      line({ id: 2, itemType: 'homecare', parentItemId: 1 }),
      line({ id: 3, itemType: 'homecare', parentItemId: 1 }),
    ]);
    expect(t.totalItems).toBe(1);
  });

  it('an empty cart totals zero', () => {
    expect(cartTotals([])).toEqual({
      itemTotalPaise: 0,
      discountTotalPaise: 0,
      totalPaise: 0,
      quantity: 0,
      totalItems: 0,
    });
  });

  it('refuses non-integer prices (money is integer paise, conventions 5)', () => {
    expect(() => cartTotals([line({ unitPricePaise: 10.5 })])).toThrow(RangeError);
  });

  it('T7.1 property: total = Σ price × qty − Σ discounts, integer, never negative, discount ≤ subtotal', () => {
    const arbLine = fc.record({
      id: fc.integer({ min: 1, max: 1e6 }),
      itemType: fc.constantFrom(
        'amc',
        'insta-repair',
        'protection-plan',
        'homecare',
        'total-protection' as const,
      ),
      unitPricePaise: fc.integer({ min: 0, max: 5_000_000 }),
      quantity: fc.integer({ min: 1, max: 10 }),
      parentItemId: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
      discountPaise: fc.integer({ min: 0, max: 10_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(arbLine, { maxLength: 20 }), (lines) => {
        const t = cartTotals(lines);
        const subtotal = lines.reduce((s, l) => s + l.unitPricePaise * l.quantity, 0);
        expect(t.itemTotalPaise).toBe(subtotal);
        expect(Number.isInteger(t.totalPaise)).toBe(true);
        expect(t.totalPaise).toBeGreaterThanOrEqual(0);
        expect(t.discountTotalPaise).toBeLessThanOrEqual(subtotal);
        expect(t.totalPaise).toBe(subtotal - t.discountTotalPaise);
      }),
    );
  });
});
