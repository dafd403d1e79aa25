import * as L from 'leaflet';
import { centreMapLabel, type MapFrame } from '../map-frame';
import type { SrMapProps } from './sr-map';

/**
 * The interactive map (decision 061), loaded only when a tracker's map scrolls into view. With a
 * configured tile source it draws tiles; without one (the default, and in tests) it draws the same
 * open-data layer the picture shows. Markers are vector circles, so no image assets are fetched.
 * Returns the function that removes it.
 */
export function mountLeaflet(element: HTMLElement, props: SrMapProps, frame: MapFrame): () => void {
  // The credits (open data, or the tile source's attribution) are in the figure's caption, where
  // they do not cover a phone-sized map.
  const map = L.map(element, { scrollWheelZoom: false, attributionControl: false });
  if (props.tiles) {
    L.tileLayer(props.tiles.url, { maxZoom: 19 }).addTo(map);
  } else {
    for (const place of props.places)
      L.circleMarker([place.lat, place.lng], { radius: 3, color: '#94a3b8', fillOpacity: 0.9, weight: 1 })
        .bindTooltip(`${place.name} (${place.pincode})`)
        .addTo(map);
  }
  const points: L.LatLngExpression[] = [[props.address.lat, props.address.lng]];
  L.circleMarker([props.address.lat, props.address.lng], {
    radius: 10,
    color: '#ffffff',
    weight: 3,
    fillColor: '#1d4ed8',
    fillOpacity: 1,
  })
    .bindTooltip(props.address.label, { permanent: true, direction: 'bottom', offset: [0, 8] })
    .addTo(map);
  if (props.technician) {
    const t: L.LatLngExpression = [props.technician.lat, props.technician.lng];
    points.push(t);
    L.polyline(points, { color: '#0f766e', weight: 3, dashArray: '8 6' }).addTo(map);
    L.circleMarker(t, { radius: 10, color: '#ffffff', weight: 3, fillColor: '#0f766e', fillOpacity: 1 })
      .bindTooltip(props.technician.label, { permanent: true, direction: 'top', offset: [0, -8] })
      .addTo(map);
  }
  if (props.centre) {
    const c: L.LatLngExpression = [props.centre.lat, props.centre.lng];
    L.polyline([[props.address.lat, props.address.lng], c], {
      color: '#b45309',
      weight: 2,
      dashArray: '3 5',
    }).addTo(map);
    L.circleMarker(c, { radius: 9, color: '#ffffff', weight: 3, fillColor: '#b45309', fillOpacity: 1 })
      .bindTooltip(centreMapLabel(props.centre.label), {
        permanent: true,
        direction: 'bottom',
        offset: [0, 8],
      })
      .addTo(map);
  }
  map.fitBounds(
    L.latLngBounds([
      [frame.south, frame.west],
      [frame.north, frame.east],
    ]),
  );
  return () => map.remove();
}
