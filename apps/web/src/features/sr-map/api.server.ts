import 'server-only';
import { PlacesNearResponse, type PlaceNear } from '@kavach/contracts';
import { apiGet } from '@/lib/api-client.server';
import { env } from '@/lib/env';

/**
 * The open-data layer of the tracker map (decision 061): PIN-directory offices around a point.
 * Reference data, reused for a day. A failed read draws the map without it, never a broken map.
 */
export async function placesNear(lat: number, lng: number, radiusM: number): Promise<PlaceNear[]> {
  const query = new URLSearchParams({
    lat: lat.toFixed(4),
    lng: lng.toFixed(4),
    radius_m: String(Math.round(radiusM)),
  });
  try {
    const answer = await apiGet(`/v3/geo/places_near?${query}`, PlacesNearResponse, {
      revalidate: 86_400,
      timeoutMs: 1_500,
    });
    return answer?.places ?? [];
  } catch {
    return [];
  }
}

/** The configured tile source, if any (MAP_TILE_URL); none by default and in tests (no network). */
export function mapTiles(): { url: string; attribution: string } | null {
  return env.MAP_TILE_URL ? { url: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION } : null;
}
