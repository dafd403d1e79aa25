import { CITIES, DISTRICT_STATE_GUARD, cityForDistrict, type CityKey } from '@kavach/domain';

export interface CityDistrictRow {
  /** Uppercase district / area name. */
  name: string;
  cityKey: CityKey;
  /** Uppercase state the district must be in, or null. */
  requiredState: string | null;
}

/** The `city_districts` rows: every district of CITIES, guarded by DISTRICT_STATE_GUARD. */
export function cityDistrictRows(): CityDistrictRow[] {
  return CITIES.flatMap((city) =>
    city.districts.map((name) => ({
      name,
      cityKey: city.key,
      requiredState: DISTRICT_STATE_GUARD[name] ?? null,
    })),
  );
}

/**
 * District → city for `pincodes.city_key`: the domain rule `cityForDistrict` (uppercase,
 * whitespace-collapsed compare; guarded districts such as "EAST" only inside their state), memoised
 * per (district, state) because 157k post-office lines share 738 pairs.
 */
export function createCityKeyResolver(): (district: string, state: string) => CityKey | null {
  const memo = new Map<string, CityKey | null>();
  return (district, state) => {
    const key = `${district}|${state}`;
    let city = memo.get(key);
    if (city === undefined) {
      city = cityForDistrict(district, state)?.key ?? null;
      memo.set(key, city);
    }
    return city;
  };
}
