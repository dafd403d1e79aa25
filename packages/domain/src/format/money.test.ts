import { describe, expect, it } from 'vitest';
import { formatInr } from './money';

describe('formatInr', () => {
  it.each([
    [0, '₹0'],
    [100, '₹1'],
    [99_900, '₹999'],
    [100_000, '₹1,000'],
    [10_000_000, '₹1,00,000'],
    [1_234_567_800, '₹1,23,45,678'],
    [149_950, '₹1,500'],
    [149_949, '₹1,499'],
    [-50_000, '-₹500'],
  ])('§9 currency: %d paise formats as %s (Indian grouping, no decimals)', (paise, expected) => {
    expect(formatInr(paise)).toBe(expected);
  });
});
