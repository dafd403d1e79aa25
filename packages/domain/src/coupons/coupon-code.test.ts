import { describe, expect, it } from 'vitest';
import { isPlausibleCouponCode, normaliseCouponCode } from './coupon-code';

describe('normaliseCouponCode', () => {
  it.each([
    ['SAVE10', 'SAVE10'],
    ['save10', 'SAVE10'],
    [' save10', 'SAVE10'],
    ['save10 \t\n', 'SAVE10'],
    ['SA VE 10', 'SAVE10'],
    ['ＳＡＶＥ１０', 'SAVE10'],
    ['ｓａｖｅ１０', 'SAVE10'],
    ['\u00A0SAVE10\u00A0', 'SAVE10'],
    ['SAVE\u300010', 'SAVE10'],
    ['\uFEFFSAVE10', 'SAVE10'],
    ['SAVE\u200B10', 'SAVE10'],
    ['\u2003SAVE\u202F10\u2009', 'SAVE10'],
    ['diwali-25_off', 'DIWALI-25_OFF'],
    ['', ''],
  ])('T7.4 normalised variants: %j → %s', (raw, expected) => {
    expect(normaliseCouponCode(raw)).toBe(expected);
  });

  it('T7.4: every listed variant of SAVE10 normalises to one code (one row, one limit)', () => {
    const variants = ['SAVE10', 'save10', ' save10', 'ＳＡＶＥ１０', 'Save\u00A010', 'SAVE\u300010'];
    expect(new Set(variants.map(normaliseCouponCode))).toEqual(new Set(['SAVE10']));
  });
});

describe('isPlausibleCouponCode', () => {
  it.each([
    ['SAVE10', true],
    [' save10 ', true],
    ['ＳＡＶＥ１０', true],
    ['ABC', true],
    ['A'.repeat(32), true],
    ['NEW-YEAR_2025', true],
    ['AB', false],
    ['A'.repeat(33), false],
    ['SAVE10!', false],
    ['SAVE.10', false],
    ["' OR 1=1 --", false],
    ['<script>', false],
    ['ÉTÉ10', false],
    ['', false],
  ])('T7.4 plausible code shape: %j → %s', (code, expected) => {
    expect(isPlausibleCouponCode(code)).toBe(expected);
  });
});
