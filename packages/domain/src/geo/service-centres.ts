import { distanceMeters, type LatLng } from './distance';

/**
 * Service centres (docs/product/service-requests.md#service-centres, decision 078): a carry-in
 * device is taken to one, a picked-up device goes to one. Which processes go through a centre.
 */
export const CENTRE_PROCESSES = ['carry_in', 'pick_drop'] as const;

export const goesToServiceCentre = (process: string): boolean =>
  (CENTRE_PROCESSES as readonly string[]).includes(process);

/**
 * The nearest of `centres` to `from` by the spec §9 distance (`distanceMeters`), with that
 * distance; the first listed wins a tie. Null without a position or without centres.
 */
export function nearestServiceCentre<T extends LatLng>(
  from: { lat?: number | null | undefined; lng?: number | null | undefined } | null,
  centres: readonly T[],
): { centre: T; distanceM: number } | null {
  if (from?.lat == null || from.lng == null) return null;
  const here = { lat: from.lat, lng: from.lng };
  let best: { centre: T; distanceM: number } | null = null;
  for (const centre of centres) {
    const d = distanceMeters(here, centre);
    if (!best || d < best.distanceM) best = { centre, distanceM: d };
  }
  return best;
}
