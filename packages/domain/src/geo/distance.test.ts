import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM, distanceMeters } from './distance';

const mumbai = { lat: 19.076, lng: 72.8777 };
const pune = { lat: 18.5204, lng: 73.8567 };

describe('distanceMeters', () => {
  it('§9 distance: the same point is 0 m', () => {
    expect(distanceMeters(mumbai, mumbai)).toBe(0);
  });

  it.each([
    ['one degree of latitude', { lat: 0, lng: 0 }, { lat: 1, lng: 0 }, (Math.PI / 180) * 6_371_000],
    ['a quarter of the equator', { lat: 0, lng: 0 }, { lat: 0, lng: 90 }, (Math.PI / 2) * 6_371_000],
    ['antipodes', { lat: 0, lng: 0 }, { lat: 0, lng: 180 }, Math.PI * 6_371_000],
  ])('§9 distance: %s on a 6371 km sphere, in meters', (_label, a, b, expected) => {
    expect(distanceMeters(a, b)).toBeCloseTo(expected, 3);
  });

  it('§9 distance: Mumbai to Pune is about 120 km and symmetric', () => {
    const d = distanceMeters(mumbai, pune);
    expect(d).toBeGreaterThan(115_000);
    expect(d).toBeLessThan(125_000);
    expect(distanceMeters(pune, mumbai)).toBeCloseTo(d, 6);
  });

  it('§9 distance: earth radius is 6371 km', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
  });
});
