import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { labelledPlaces, OPEN_DATA_CREDIT, SrMap, type SrMapProps } from './components/sr-map';

const props: SrMapProps = {
  address: { lat: 19.076, lng: 72.8777, label: 'Your address' },
  technician: { lat: 19.1136, lng: 72.8697, label: 'Technician' },
  distanceM: 4230,
  places: [
    { pincode: '400070', name: 'Kurla', lat: 19.072, lng: 72.88 },
    { pincode: '400069', name: 'Andheri East', lat: 19.115, lng: 72.87 },
    // Far outside the frame: not drawn.
    { pincode: '411001', name: 'Pune City', lat: 18.52, lng: 73.85 },
  ],
  tiles: null,
};

describe('tracker map picture (issue 20 §3: never a broken map; decision 061)', () => {
  it('draws the address, the technician, the line between them and the distance without scripts or tiles', () => {
    const html = renderToStaticMarkup(createElement(SrMap, props));
    expect(html).toContain('aria-label="Map: your address and Technician, 4.2 km apart"');
    expect(html).toContain('Your address');
    expect(html).toContain('Technician');
    expect(html).toContain('4.2 km away');
    expect(html).toContain('<line');
    expect(html).toContain('Kurla');
    expect(html).not.toContain('Pune City');
    expect(html).toContain(OPEN_DATA_CREDIT);
    expect(html).toContain('data-map-mode="picture"');
  });

  it('without a technician: the address alone, no line, no distance', () => {
    const html = renderToStaticMarkup(createElement(SrMap, { ...props, technician: null, distanceM: null }));
    expect(html).toContain('aria-label="Map: your address"');
    expect(html).not.toContain('<line');
    expect(html).not.toContain('away');
  });

  it('with a tile source the caption credits the tile source instead of the open data', () => {
    const html = renderToStaticMarkup(
      createElement(SrMap, {
        ...props,
        tiles: { url: 'https://t.example/{z}/{x}/{y}.png', attribution: '© OSM' },
      }),
    );
    expect(html).not.toContain(OPEN_DATA_CREDIT);
    expect(html).toContain('© OSM');
  });

  it('names at most six places, nearest first, never over a pin’s name or another name', () => {
    const pins = [{ x: 200, y: 150 }];
    const spots = [
      { x: 205, y: 136 }, // right where the pin's own name is written
      { x: 40, y: 40 },
      { x: 60, y: 45 }, // would overlap the one before
      { x: 40, y: 100 },
      { x: 40, y: 200 },
      { x: 300, y: 40 },
      { x: 300, y: 250 },
      { x: 40, y: 260 },
      { x: 300, y: 100 },
    ];
    const named = labelledPlaces(spots, pins);
    expect(named.has(0)).toBe(false);
    expect(named.has(1)).toBe(true);
    expect(named.has(2)).toBe(false);
    expect(named.size).toBe(6);
  });
});
