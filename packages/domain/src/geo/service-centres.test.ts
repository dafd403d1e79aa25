import { describe, expect, it } from 'vitest';
import { distanceMeters } from './distance';
import { goesToServiceCentre, nearestServiceCentre } from './service-centres';

// Three of the seeded Mumbai centres (migration 0017).
const andheri = { id: 1, name: 'Andheri East', lat: 19.1136, lng: 72.879 };
const lowerParel = { id: 2, name: 'Lower Parel', lat: 18.9986, lng: 72.8256 };
const vashi = { id: 4, name: 'Vashi', lat: 19.0745, lng: 72.9978 };
const centres = [andheri, lowerParel, vashi];

describe('docs/product/service-requests.md#service-centres', () => {
  it('the nearest centre by the §9 distance, with that distance in metres', () => {
    const bandraWest = { lat: 19.0596, lng: 72.8295 };
    const nearest = nearestServiceCentre(bandraWest, centres);
    expect(nearest?.centre).toBe(lowerParel);
    expect(nearest?.distanceM).toBeCloseTo(distanceMeters(bandraWest, lowerParel), 6);
    // Bandra West to Lower Parel is about 6.8 km; to Andheri East about 7.9 km.
    expect(nearest!.distanceM).toBeGreaterThan(6_000);
    expect(nearest!.distanceM).toBeLessThan(7_500);
    expect(distanceMeters(bandraWest, andheri)).toBeGreaterThan(nearest!.distanceM);
    const nerul = { lat: 19.0338, lng: 73.0196 };
    expect(nearestServiceCentre(nerul, centres)?.centre).toBe(vashi);
  });

  it('at a centre, the distance is 0; a tie goes to the first listed', () => {
    expect(nearestServiceCentre(andheri, centres)).toEqual({ centre: andheri, distanceM: 0 });
    const twin = { ...andheri, id: 9 };
    expect(nearestServiceCentre(andheri, [andheri, twin])?.centre).toBe(andheri);
  });

  it('no position or no centre: none', () => {
    expect(nearestServiceCentre(null, centres)).toBeNull();
    expect(nearestServiceCentre({ lat: 19.1, lng: undefined }, centres)).toBeNull();
    expect(nearestServiceCentre({ lat: 19.1, lng: 72.9 }, [])).toBeNull();
  });

  it('carry-in and pick & drop go through a centre; visits at home, replacements and thefts do not', () => {
    expect(goesToServiceCentre('carry_in')).toBe(true);
    expect(goesToServiceCentre('pick_drop')).toBe(true);
    for (const p of ['onsite', 'replacement', 'theft']) expect(goesToServiceCentre(p)).toBe(false);
  });
});
