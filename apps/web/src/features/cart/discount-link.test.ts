import { describe, expect, it } from 'vitest';
import { linkedDiscountToApply } from './discount-link';

describe('issue 18 §3.3: the code of a ?discount= link (spec §9 cookie) is applied to the cart once', () => {
  it('applies the link’s code when the cart has none or another one', () => {
    expect(linkedDiscountToApply('AMC15', null)).toBe('AMC15');
    expect(linkedDiscountToApply(' amc15 ', 'KAVACH10')).toBe('amc15');
  });

  it('does nothing for no cookie, an unusable value, or the code already applied', () => {
    expect(linkedDiscountToApply(null, null)).toBeNull();
    expect(linkedDiscountToApply('   ', null)).toBeNull();
    expect(linkedDiscountToApply('x'.repeat(201), null)).toBeNull();
    expect(linkedDiscountToApply('amc15', 'AMC15')).toBeNull();
  });
});
