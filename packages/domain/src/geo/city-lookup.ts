import { CITIES, DISTRICT_STATE_GUARD } from '../catalogue/cities';
import type { City, CityKey } from '../catalogue/cities';

const normalise = (value: unknown): string =>
  typeof value === 'string' ? value.trim().replace(/\s+/g, ' ').toUpperCase() : '';

/** `NCT OF DELHI` and `DELHI` name the same state. */
const normaliseState = (value: unknown): string => normalise(value).replace(/^NCT OF /, '');

const byDistrict = new Map<string, City>();
for (const city of CITIES) for (const d of city.districts) byDistrict.set(d, city);

/**
 * docs/product/catalogue.md#audience-and-cities Cities: maps a district or area name (compared uppercase) to its served city. Districts that
 * exist in several states (East, West, …) match only with the guarded state.
 */
export function cityForDistrict(district: unknown, state: unknown): City | null {
  const name = normalise(district);
  const city = byDistrict.get(name);
  if (!city) return null;
  const guard = Object.prototype.hasOwnProperty.call(DISTRICT_STATE_GUARD, name)
    ? DISTRICT_STATE_GUARD[name]
    : undefined;
  if (guard !== undefined && normaliseState(state) !== guard) return null;
  return city;
}

/** City by URL slug (`mumbai-thane`), or null. */
export function cityBySlug(slug: unknown): City | null {
  return CITIES.find((c) => c.slug === slug) ?? null;
}

/** City by key (`delhi-ncr`), or null. */
export function cityByKey(key: unknown): City | null {
  return CITIES.find((c) => c.key === key) ?? null;
}

export function isCityKey(value: unknown): value is CityKey {
  return cityByKey(value) !== null;
}
