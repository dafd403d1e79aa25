import { describe, expect, it } from 'vitest';
import { isValidImei, passesLuhn } from './imei';

describe('isValidImei', () => {
  it.each([
    ['accepts a 15-digit IMEI with a matching Luhn digit', '490154203237518'],
    ['accepts another valid IMEI', '356938035643809'],
    ['accepts all zeros (Luhn sum 0)', '000000000000000'],
  ])('§5 IMEI: %s', (_rule, imei) => {
    expect(isValidImei(imei)).toBe(true);
  });

  it.each([
    ['rejects a wrong check digit', '490154203237519'],
    ['rejects 14 digits', '49015420323751'],
    ['rejects 16 digits', '4901542032375180'],
    ['rejects letters', '49015420323751A'],
    ['rejects spaces', '490154 20323751'],
    ['rejects surrounding whitespace', ' 490154203237518'],
    ['rejects a trailing newline', '490154203237518\n'],
    ['rejects non-ASCII digits', '४९०१५४२०३२३७५१८'],
    ['rejects an empty string', ''],
  ])('§5 IMEI: %s', (_rule, imei) => {
    expect(isValidImei(imei)).toBe(false);
  });

  it('§5 IMEI: every single-digit change of a valid IMEI is rejected', () => {
    const valid = '490154203237518';
    for (let i = 0; i < valid.length; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === valid[i]) continue;
        const changed = valid.slice(0, i) + String(d) + valid.slice(i + 1);
        expect(isValidImei(changed)).toBe(false);
      }
    }
  });

  it.each([
    ['79927398713', true],
    ['79927398710', false],
    ['0', true],
  ])('§5 Luhn: %s passes: %s', (digits, expected) => {
    expect(passesLuhn(digits)).toBe(expected);
  });
});
