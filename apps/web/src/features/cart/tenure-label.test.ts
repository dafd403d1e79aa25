import { describe, expect, it } from 'vitest';
import { cartTenureLabel } from './tenure-label';

describe('cartTenureLabel', () => {
  it.each([
    [0, 'One-time service'],
    [12, '1 Year'],
    [24, '2 Years'],
    [48, '4 Years'],
    [6, '6 Months'],
    [1, '1 Month'],
  ])('%i months → %s', (months, label) => {
    expect(cartTenureLabel(months)).toBe(label);
  });
});
