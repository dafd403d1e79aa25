import { describe, expect, it } from 'vitest';
import { GST_STATE_CODES, gstStateCode } from './gst-state-codes';

describe('gstStateCode', () => {
  it.each([
    ['Maharashtra', '27'],
    ['Delhi', '07'],
    ['Karnataka', '29'],
    ['Telangana', '36'],
    ['Tamil Nadu', '33'],
    ['Haryana', '06'],
    ['Uttar Pradesh', '09'],
    ['West Bengal', '19'],
    ['Gujarat', '24'],
    ['Andhra Pradesh', '37'],
    ['Kerala', '32'],
    ['Ladakh', '38'],
    ['Jammu and Kashmir', '01'],
    ['Jammu & Kashmir', '01'],
    ['Andaman & Nicobar Islands', '35'],
    ['Dadra and Nagar Haveli and Daman and Diu', '26'],
    ['Daman and Diu', '26'],
    ['  tamil   nadu ', '33'],
    ['MAHARASHTRA', '27'],
    ['NCT of Delhi', '07'],
    ['Orissa', '21'],
    ['Pondicherry', '34'],
    ['Uttaranchal', '05'],
    ['Atlantis', null],
    ['', null],
  ])('GST state code of %j → %s', (name, code) => {
    expect(gstStateCode(name)).toBe(code);
  });

  it('covers the 36 states and union territories with distinct two-digit codes', () => {
    const codes = Object.values(GST_STATE_CODES);
    expect(codes).toHaveLength(36);
    expect(new Set(codes).size).toBe(36);
    for (const c of codes) expect(c).toMatch(/^\d{2}$/);
    expect(codes).not.toContain('25');
    expect(codes).not.toContain('28');
  });

  it('every listed name looks itself up', () => {
    for (const [name, code] of Object.entries(GST_STATE_CODES)) expect(gstStateCode(name)).toBe(code);
  });
});
