import { describe, expect, it } from 'vitest';
import { formatSeconds } from './duration';

describe('formatSeconds', () => {
  it.each([
    [0, '00:00 mins'],
    [59, '00:59 mins'],
    [75, '01:15 mins'],
    [179, '02:59 mins'],
    [180, '00:03 hrs'],
    [3599, '00:59 hrs'],
    [3600, '01:00 hrs'],
    [5430, '01:30 hrs'],
    [360_000, '100:00 hrs'],
    [90.9, '01:30 mins'],
    [-5, '00:00 mins'],
    [Number.NaN, '00:00 mins'],
  ])('§9 seconds formatting: %d s → %s (≥180 s as HH:MM hrs, else MM:SS mins)', (seconds, expected) => {
    expect(formatSeconds(seconds)).toBe(expected);
  });
});
