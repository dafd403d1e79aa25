import {
  findPincode,
  listServedPincodesWithCoords,
  pincodesInBox,
  searchLocalities,
  type Db,
} from '@kavach/db';
import {
  ADDRESS_SUGGESTION_LIMIT,
  cityByKey,
  CITIES,
  distanceMeters,
  keepSuggestionsForCity,
  suggestionLabel,
  type CityKey,
} from '@kavach/domain';
import type { AddressSuggestions, FetchDetails } from '@kavach/contracts';
import { memo } from '../../lib/cache';

/** How far from the nearest served PIN a point may be and still count as that city. */
const NEAREST_CITY_MAX_M = 60_000;

export async function pincodeDetails(db: Db, pincode: string): Promise<FetchDetails | null> {
  const row = await findPincode(db, pincode);
  if (!row) return null;
  const city = cityByKey(row.cityKey);
  return {
    pincode: row.pincode,
    district: row.district,
    state: row.state,
    city: city?.name ?? null,
    city_key: city?.key ?? null,
    city_slug: city?.slug ?? null,
    serviceable: city !== null,
  };
}

export function createNearestCity(db: Db) {
  const points = memo(10 * 60_000, () => listServedPincodesWithCoords(db));
  return async (lat: number, lng: number) => {
    let best: { pincode: string; cityKey: string; d: number } | null = null;
    for (const p of await points()) {
      if (p.lat === null || p.lng === null || p.cityKey === null) continue;
      const d = distanceMeters({ lat, lng }, { lat: p.lat, lng: p.lng });
      if (!best || d < best.d) best = { pincode: p.pincode, cityKey: p.cityKey, d };
    }
    const city = best && best.d <= NEAREST_CITY_MAX_M ? cityByKey(best.cityKey) : null;
    return {
      city: city?.name ?? null,
      city_key: city?.key ?? null,
      pincode: city && best ? best.pincode : null,
      distance_m: best ? Math.round(best.d) : null,
    };
  };
}

/** CDN headers that carry the visitor's city (CloudFront, Vercel, Cloudflare); no GeoIP database here. */
const CITY_HEADERS = ['cloudfront-viewer-city', 'x-vercel-ip-city', 'cf-ipcity'] as const;
const CITY_ALIASES: Record<string, string> = {
  bengaluru: 'bangalore',
  'new delhi': 'delhi-ncr',
  delhi: 'delhi-ncr',
  noida: 'delhi-ncr',
  gurugram: 'delhi-ncr',
  gurgaon: 'delhi-ncr',
  thane: 'mumbai',
};

export function cityFromHeaders(headers: Record<string, string | string[] | undefined>) {
  for (const name of CITY_HEADERS) {
    const raw = headers[name];
    if (typeof raw !== 'string' || raw.length > 80) continue;
    const value = safeDecode(raw).trim().toLowerCase();
    const city = CITIES.find((c) => c.name.toLowerCase() === value) ?? cityByKey(CITY_ALIASES[value]);
    if (city) return { city: city.name, city_key: city.key, source: name };
  }
  return { city: null, city_key: null, source: 'unavailable' };
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * Address suggestions for the locality field (docs/product/accounts.md#addresses): localities from the PIN directory (our place
 * provider), then the docs/product/accounts.md#input-rules rule — only those whose city equals the selected city are kept.
 */
export async function addressSuggestions(
  db: Db,
  cityKey: CityKey,
  text: string,
): Promise<AddressSuggestions> {
  const city = cityByKey(cityKey);
  if (!city) return { suggestions: [] };
  const rows = await searchLocalities(db, { cityKey, text, limit: ADDRESS_SUGGESTION_LIMIT });
  const found = rows.map((r) => ({ ...r, placeId: `pin:${r.pincode}` }));
  return {
    suggestions: keepSuggestionsForCity(found, cityKey).map((s) => ({
      place_id: s.placeId,
      area: s.area,
      district: s.district,
      state: s.state,
      pincode: s.pincode,
      city: city.name,
      city_key: city.key,
      label: suggestionLabel(s),
    })),
  };
}

const METRES_PER_DEGREE_LAT = 111_320;

/**
 * Post offices around a point, for the tracker map drawn from open data (decision 061): the PIN
 * directory's offices inside a square of ±radius, nearest first, at most 150.
 */
export async function placesNear(db: Db, input: { lat: number; lng: number; radius_m: number }) {
  // Six decimals (≈ 0.1 m): a value like 1e-236 would not fit the directory's `real` columns.
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  const query = { ...input, lat: round(input.lat), lng: round(input.lng) };
  const dLat = query.radius_m / METRES_PER_DEGREE_LAT;
  const dLng = dLat / Math.max(0.2, Math.cos((query.lat * Math.PI) / 180));
  const rows = await pincodesInBox(db, {
    minLat: round(query.lat - dLat),
    maxLat: round(query.lat + dLat),
    minLng: round(query.lng - dLng),
    maxLng: round(query.lng + dLng),
    lat: query.lat,
    lng: query.lng,
    limit: 150,
  });
  return {
    places: rows.flatMap((r) =>
      r.lat === null || r.lng === null ? [] : [{ pincode: r.pincode, name: r.name, lat: r.lat, lng: r.lng }],
    ),
  };
}
