import { describe, expect, it } from 'vitest';
import { nationalMobile, normaliseIndianMobile } from './indian-mobile';

describe('normaliseIndianMobile', () => {
  it.each([
    ['ten digits', '9876543210'],
    ['+91 and ten digits', '+919876543210'],
    ['a trunk 0', '09876543210'],
    ['91 with spaces', '91 98765 43210'],
    ['+91 with hyphens', '+91-98765-43210'],
    ['surrounding spaces', ' 9876543210 '],
  ])('accepts %s → +919876543210', (_name, input) => {
    expect(normaliseIndianMobile(input)).toBe('+919876543210');
  });

  it('keeps a ten-digit number that starts with 91 as it is', () => {
    expect(normaliseIndianMobile('9198765432')).toBe('+919198765432');
  });

  it.each([
    ['a UK number', '+447911123456'],
    ['a US number', '+12025550123'],
    ['five digits', '98765'],
    ['nine digits', '987654321'],
    ['eleven digits', '98765432101'],
    ['first digit 5', '5876543210'],
    ['first digit 1 (premium / service range)', '1900123456'],
    ['letters', 'abcdefghij'],
    ['digits and a letter', '98765432a0'],
    ['+91 then a landline', '+912212345678'],
    ['00 international prefix', '00919876543210'],
    ['a dot separator', '98765.43210'],
    ['too long', '9'.repeat(21)],
    ['empty', ''],
  ])('rejects %s', (_name, input) => {
    expect(normaliseIndianMobile(input)).toBeNull();
  });
});

describe('nationalMobile (decision 072: a request keeps its contact phone as ten digits)', () => {
  it.each([
    ['+919876543210', '9876543210'],
    ['9876543210', '9876543210'],
    ['91 98765-43210', '9876543210'],
  ])('%s → %s', (input, national) => {
    expect(nationalMobile(input)).toBe(national);
  });

  it.each(['+447911123456', '5876543210', ''])('%s is not an Indian mobile: null', (input) => {
    expect(nationalMobile(input)).toBeNull();
  });
});
