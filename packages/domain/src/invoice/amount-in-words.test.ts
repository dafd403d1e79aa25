import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words';

describe('amountInWords (Indian numbering)', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [50, 'Rupees Zero and Fifty Paise Only'],
    [1, 'Rupees Zero and One Paise Only'],
    [100, 'Rupees One Only'],
    [1_100, 'Rupees Eleven Only'],
    [2_000, 'Rupees Twenty Only'],
    [9_900, 'Rupees Ninety Nine Only'],
    [10_000, 'Rupees One Hundred Only'],
    [10_100, 'Rupees One Hundred One Only'],
    [99_900, 'Rupees Nine Hundred Ninety Nine Only'],
    [118_000, 'Rupees One Thousand One Hundred Eighty Only'],
    [149_905, 'Rupees One Thousand Four Hundred Ninety Nine and Five Paise Only'],
    [10_000_000, 'Rupees One Lakh Only'],
    [12_345_670, 'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Seventy Paise Only'],
    [1_000_000_000, 'Rupees One Crore Only'],
    [1_010_001_000, 'Rupees One Crore One Lakh Ten Only'],
    [
      1_234_567_899,
      'Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight and Ninety Nine Paise Only',
    ],
    [100_000_000_000, 'Rupees One Hundred Crore Only'],
    [
      1_234_567_890_100,
      'Rupees One Thousand Two Hundred Thirty Four Crore Fifty Six Lakh Seventy Eight Thousand Nine Hundred One Only',
    ],
    [
      123_456_789_000_100,
      'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six Crore Seventy Eight Lakh Ninety Thousand One Only',
    ],
  ])('invoice amount in words: %d paise → %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it.each([-1, 1.5, Number.NaN])('refuses %d', (paise) => {
    expect(() => amountInWords(paise)).toThrow(RangeError);
  });
});
