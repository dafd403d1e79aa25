/**
 * The tracker map's frame (decision 061): which area to show and where each point falls in an SVG
 * drawn without tiles. Pure, so the server renders the same picture the browser would.
 */
export interface GeoPoint {
  lat: number;
  lng: number;
}

export interface MapFrame {
  /** South-west and north-east corners of the area shown. */
  south: number;
  west: number;
  north: number;
  east: number;
  width: number;
  height: number;
}

/** The points a request's map must show: the address, and the technician and service centre when known. */
export const framePoints = (p: {
  address: GeoPoint;
  technician?: GeoPoint | null;
  centre?: GeoPoint | null;
}): GeoPoint[] => [p.address, ...(p.technician ? [p.technician] : []), ...(p.centre ? [p.centre] : [])];

const METRES_PER_DEGREE = 111_320;
/** At least this much ground on each side of the points: enough named localities around one point. */
const MIN_HALF_SPAN_M = 3_000;
const PADDING = 0.7;

/** The frame around the points that matter (address, technician), with padding, in a width × height box. */
export function frameAround(points: readonly GeoPoint[], width: number, height: number): MapFrame {
  if (points.length === 0) throw new Error('a map frame needs at least one point');
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const midLng = (Math.min(...lngs) + Math.max(...lngs)) / 2;
  const cos = Math.max(0.2, Math.cos((midLat * Math.PI) / 180));
  // Half spans in metres, padded, at least MIN_HALF_SPAN_M, then widened to the box's aspect.
  let halfY = Math.max(
    MIN_HALF_SPAN_M,
    ((Math.max(...lats) - Math.min(...lats)) / 2) * METRES_PER_DEGREE * (1 + PADDING),
  );
  let halfX = Math.max(
    MIN_HALF_SPAN_M,
    ((Math.max(...lngs) - Math.min(...lngs)) / 2) * METRES_PER_DEGREE * cos * (1 + PADDING),
  );
  const aspect = width / height;
  if (halfX / halfY < aspect) halfX = halfY * aspect;
  else halfY = halfX / aspect;
  const dLat = halfY / METRES_PER_DEGREE;
  const dLng = halfX / (METRES_PER_DEGREE * cos);
  return {
    south: midLat - dLat,
    north: midLat + dLat,
    west: midLng - dLng,
    east: midLng + dLng,
    width,
    height,
  };
}

/** Where a point falls in the frame's box (x to the east, y to the south); may fall outside it. */
export function project(frame: MapFrame, point: GeoPoint): { x: number; y: number } {
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    x: round(((point.lng - frame.west) / (frame.east - frame.west)) * frame.width),
    y: round(((frame.north - point.lat) / (frame.north - frame.south)) * frame.height),
  };
}

export const inside = (frame: MapFrame, point: GeoPoint): boolean =>
  point.lat >= frame.south && point.lat <= frame.north && point.lng >= frame.west && point.lng <= frame.east;

/** A distance for people: "850 m", "4.2 km", "12 km" (spec §9 distances are metres). */
export function distanceText(metres: number): string {
  if (metres < 1_000) return `${Math.max(10, Math.round(metres / 10) * 10)} m`;
  if (metres < 10_000) return `${(metres / 1_000).toFixed(1)} km`;
  return `${Math.round(metres / 1_000)} km`;
}

/** Radius of the open-data request that covers a frame (the API takes 500–30,000 m). */
export function placesRadius(frame: MapFrame): number {
  const midLat = (frame.north + frame.south) / 2;
  const halfLat = ((frame.north - frame.south) / 2) * METRES_PER_DEGREE;
  const halfLng = ((frame.east - frame.west) / 2) * METRES_PER_DEGREE * Math.cos((midLat * Math.PI) / 180);
  return Math.min(30_000, Math.max(500, Math.round(Math.max(halfLat, halfLng) * 1.1)));
}

/**
 * A service centre's name as a map label: the locality, which tells the centres of a city apart
 * ("Kavach Service Centre, Andheri East" → "Centre: Andheri East"), short enough to stay inside a
 * 390 px map next to its pin; the full name and address are listed under the map.
 */
export const centreMapLabel = (label: string): string =>
  label.replace(/^Kavach Service Centre, /, 'Centre: ');
