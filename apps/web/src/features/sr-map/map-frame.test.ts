import { describe, expect, it } from 'vitest';
import { centreMapLabel, distanceText, frameAround, inside, placesRadius, project } from './map-frame';

const home = { lat: 19.076, lng: 72.8777 };
const technician = { lat: 19.1136, lng: 72.8697 };

describe('tracker map frame (issue 20 §3, decision 061)', () => {
  it('keeps the address and the technician inside, with the box’s aspect', () => {
    const frame = frameAround([home, technician], 640, 360);
    expect(inside(frame, home)).toBe(true);
    expect(inside(frame, technician)).toBe(true);
    const a = project(frame, home);
    const b = project(frame, technician);
    for (const p of [a, b]) {
      expect(p.x).toBeGreaterThan(0);
      expect(p.x).toBeLessThan(640);
      expect(p.y).toBeGreaterThan(0);
      expect(p.y).toBeLessThan(360);
    }
    // North is up: the technician, further north, is drawn higher.
    expect(b.y).toBeLessThan(a.y);
  });

  it('shows at least 3 km around a single point, centred (enough named localities)', () => {
    const frame = frameAround([home], 400, 400);
    const centre = project(frame, home);
    expect(centre.x).toBeCloseTo(200, 5);
    expect(centre.y).toBeCloseTo(200, 5);
    expect((frame.north - frame.south) * 111_320).toBeGreaterThanOrEqual(2 * 3_000 - 1);
  });

  it('refuses an empty frame', () => {
    expect(() => frameAround([], 10, 10)).toThrow();
  });

  it.each([
    [4, '10 m'],
    [849, '850 m'],
    [4_230, '4.2 km'],
    [12_400, '12 km'],
  ])('§9 distance in metres %d reads "%s"', (m, text) => {
    expect(distanceText(m)).toBe(text);
  });

  it('asks the API for a radius it accepts', () => {
    expect(placesRadius(frameAround([home], 640, 360))).toBeGreaterThanOrEqual(500);
    expect(placesRadius(frameAround([home, { lat: 21, lng: 75 }], 640, 360))).toBe(30_000);
  });
});

describe('decision 078: a service centre on the map', () => {
  it('is labelled by its locality, short enough to stay beside its pin on a 390 px map', () => {
    expect(centreMapLabel('Kavach Service Centre, Lower Parel')).toBe('Centre: Lower Parel');
    expect(centreMapLabel('Kavach Service Centre, Andheri East')).toBe('Centre: Andheri East');
    // A name in another form is shown as it is.
    expect(centreMapLabel('Service point, Baner')).toBe('Service point, Baner');
  });
});
