// performance-goals.md "Growth": p99 must stay flat as the data grows; the growth report judges
// flat as p99 at the largest N ≤ 1.5 × p99 at the smallest N.
import { describe, expect, it } from 'vitest';
import { FLAT_RATIO, flatness, growthRatio } from './growth-report.mjs';

describe('growth ratio and flatness (performance-goals.md Growth)', () => {
  it.each([
    { p99: { 1000: 4, 10000: 5, 100000: 6 }, ratio: 1.5, flat: 'yes' },
    { p99: { 1000: 4, 10000: 5, 100000: 6.2 }, ratio: 1.55, flat: '**no**' },
    { p99: { 100000: 2, 1000: 4 }, ratio: 0.5, flat: 'yes' },
    { p99: { 1000: 4, 100000: null }, ratio: null, flat: 'n/a' },
    { p99: { 1000: 0, 100000: 3 }, ratio: null, flat: 'n/a' },
    { p99: { 1000: 4 }, ratio: null, flat: 'n/a' },
  ])('Growth: $p99 → ratio $ratio, flat $flat', ({ p99, ratio, flat }) => {
    const r = growthRatio(p99);
    if (ratio === null) expect(r).toBeNull();
    else expect(r).toBeCloseTo(ratio, 5);
    expect(flatness(r)).toBe(flat);
  });

  it('Growth: the flat limit is the 1.5× of performance-goals.md', () => {
    expect(FLAT_RATIO).toBe(1.5);
  });
});
