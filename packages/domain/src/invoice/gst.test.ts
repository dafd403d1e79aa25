import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SAC_CODE, splitGst } from './gst';
import type { GstInput, GstSplit } from './gst';

const MH = '27';
const KA = '29';

describe('splitGst', () => {
  it.each<[string, GstInput, GstSplit]>([
    [
      '₹1,180 intra-state',
      { totalPaise: 118_000, supplierStateCode: MH, customerStateCode: MH },
      { taxablePaise: 100_000, cgstPaise: 9_000, sgstPaise: 9_000, igstPaise: 0 },
    ],
    [
      '₹1,180 inter-state',
      { totalPaise: 118_000, supplierStateCode: MH, customerStateCode: KA },
      { taxablePaise: 100_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 18_000 },
    ],
    [
      '₹999: odd tax paisa goes to CGST',
      { totalPaise: 99_900, supplierStateCode: MH, customerStateCode: MH },
      { taxablePaise: 84_661, cgstPaise: 7_620, sgstPaise: 7_619, igstPaise: 0 },
    ],
    [
      '₹999 inter-state',
      { totalPaise: 99_900, supplierStateCode: MH, customerStateCode: KA },
      { taxablePaise: 84_661, cgstPaise: 0, sgstPaise: 0, igstPaise: 15_239 },
    ],
    [
      '₹1,499: taxable 1,27,033.898 rounds to the nearest paisa',
      { totalPaise: 149_900, supplierStateCode: MH, customerStateCode: MH },
      { taxablePaise: 127_034, cgstPaise: 11_433, sgstPaise: 11_433, igstPaise: 0 },
    ],
    [
      'no customer address → supplier state (intra)',
      { totalPaise: 118_000, supplierStateCode: MH, customerStateCode: null },
      { taxablePaise: 100_000, cgstPaise: 9_000, sgstPaise: 9_000, igstPaise: 0 },
    ],
    [
      "codes compare as two digits ('7' = '07')",
      { totalPaise: 118_000, supplierStateCode: '07', customerStateCode: '7' },
      { taxablePaise: 100_000, cgstPaise: 9_000, sgstPaise: 9_000, igstPaise: 0 },
    ],
    [
      '1 paisa',
      { totalPaise: 1, supplierStateCode: MH, customerStateCode: MH },
      { taxablePaise: 1, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 },
    ],
    [
      'zero',
      { totalPaise: 0, supplierStateCode: MH, customerStateCode: KA },
      { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 },
    ],
    [
      '5 % rate',
      { totalPaise: 105_000, supplierStateCode: MH, customerStateCode: MH, ratePct: 5 },
      { taxablePaise: 100_000, cgstPaise: 2_500, sgstPaise: 2_500, igstPaise: 0 },
    ],
    [
      '0 % rate',
      { totalPaise: 105_000, supplierStateCode: MH, customerStateCode: KA, ratePct: 0 },
      { taxablePaise: 105_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 },
    ],
  ])('GST on a GST-inclusive price: %s', (_name, input, expected) => {
    expect(splitGst(input)).toEqual(expected);
  });

  it.each<[number, number]>([
    [-1, 18],
    [10.5, 18],
    [100, -18],
    [100, 18.125],
  ])('refuses total %d paise at %d %%', (totalPaise, ratePct) => {
    expect(() => splitGst({ totalPaise, supplierStateCode: MH, customerStateCode: MH, ratePct })).toThrow(
      RangeError,
    );
  });

  it('property: taxable + taxes = total exactly; CGST − SGST ∈ {0, 1}; only one regime used', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000_000 }),
        fc.constantFrom(MH, KA, null),
        fc.constantFrom(0, 0.25, 3, 5, 12, 18, 28, 40),
        (totalPaise, customerStateCode, ratePct) => {
          const s = splitGst({ totalPaise, supplierStateCode: MH, customerStateCode, ratePct });
          expect(s.taxablePaise + s.cgstPaise + s.sgstPaise + s.igstPaise).toBe(totalPaise);
          expect(Object.values(s).every((v) => Number.isSafeInteger(v) && v >= 0)).toBe(true);
          expect([0, 1]).toContain(s.cgstPaise - s.sgstPaise);
          expect(s.igstPaise === 0 || s.cgstPaise + s.sgstPaise === 0).toBe(true);
          // The taxable value is the nearest paisa to total ÷ (1 + rate).
          expect(Math.abs(s.taxablePaise - (totalPaise * 100) / (100 + ratePct))).toBeLessThanOrEqual(
            0.5 + 1e-6,
          );
        },
      ),
    );
  });

  it('SAC code is 998719 (maintenance and repair services of other goods n.e.c.)', () => {
    expect(SAC_CODE).toBe('998719');
  });
});
