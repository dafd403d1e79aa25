// Leaflet's stylesheet comes with the tracker's own CSS, not with the lazily loaded map code: a CSS
// import in a lazy chunk puts webpack's CSS-chunk loader in the runtime every page loads (+0.5 kB of
// first-load JS on the landing pages, decision 083).
import 'leaflet/dist/leaflet.css';
import { distanceMeters } from '@kavach/domain';
import { mapTiles, placesNear } from '../api.server';
import { frameAround, framePoints, placesRadius } from '../map-frame';
import { SrMap, type MapPin } from './sr-map';

export interface SrMapSectionProps {
  /** The customer's address; without coordinates there is no map. */
  address: { lat: number | null; lng: number | null; label: string };
  technician: { lat: number | null; lng: number | null; label: string } | null;
  /** Spec §9 distance in metres, when the API computed it. */
  distanceM?: number | null;
  /** The service centre of a carry-in or pick & drop request (decision 078). */
  centre?: { lat: number; lng: number; label: string } | null;
}

const located = (p: { lat: number | null; lng: number | null; label: string } | null): MapPin | null =>
  p && p.lat !== null && p.lng !== null ? { lat: p.lat, lng: p.lng, label: p.label } : null;

/**
 * The tracker's map (issue 20 §3): the address and the technician or service centre, with the
 * distance between them. Rendered on the server as a picture drawn from open data bundled in the
 * project (the PIN directory), so it is never broken; the interactive map's code loads only when
 * the map scrolls into view (decision 061).
 */
export async function SrMapSection({ address, technician, distanceM, centre = null }: SrMapSectionProps) {
  const home = located(address);
  if (!home) return null;
  const tech = located(technician);
  const frame = frameAround(framePoints({ address: home, technician: tech, centre }), 640, 360);
  const places = await placesNear(
    (frame.north + frame.south) / 2,
    (frame.east + frame.west) / 2,
    placesRadius(frame),
  );
  const distance = distanceM ?? (tech ? Math.round(distanceMeters(home, tech)) : null);
  return (
    <SrMap
      address={home}
      technician={tech}
      centre={centre}
      distanceM={distance}
      places={places}
      tiles={mapTiles()}
    />
  );
}
