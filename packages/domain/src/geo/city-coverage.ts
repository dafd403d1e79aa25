import type { City, CityKey } from '../catalogue/cities';
import type { RepairService } from '../catalogue/repair-services';
import { CITIES } from '../catalogue/cities';
import { paths } from '../catalogue/paths';

/**
 * docs/product/catalogue.md#repair-pages-and-city-coverage city coverage: available if no city is chosen, or there is no city restriction (null),
 * or the chosen city is covered.
 */
export function isAvailableInCity(
  chosenCityKey: CityKey | null | undefined,
  coveredCityKeys: readonly CityKey[] | null | undefined,
): boolean {
  if (chosenCityKey == null || coveredCityKeys == null) return true;
  return coveredCityKeys.includes(chosenCityKey);
}

/** Covered cities of a service, in the catalogue's city order. */
export function coveredCities(service: Pick<RepairService, 'cities'>): City[] {
  return CITIES.filter((c) => service.cities.includes(c.key));
}

export type RepairPageDecision =
  { type: 'redirect'; to: string } | { type: 'render'; uncovered: boolean; coveredCities: City[] };

export interface RepairPageInput {
  service: RepairService;
  /** The page's city, null on the generic page. */
  city: City | null;
  /** City chosen by the visitor (city cookie), if any. */
  chosenCityKey: CityKey | null;
}

/**
 * docs/product/catalogue.md#repair-pages-and-city-coverage repair pages: a generic page redirects to the chosen city's page when that city is covered;
 * a city page whose city is not covered renders, says so, and offers the covered cities.
 */
export function repairPageDecision({ service, city, chosenCityKey }: RepairPageInput): RepairPageDecision {
  const covered = coveredCities(service);
  if (city === null) {
    const chosen = covered.find((c) => c.key === chosenCityKey);
    if (chosen) return { type: 'redirect', to: paths.repair(service, chosen) };
    return { type: 'render', uncovered: false, coveredCities: covered };
  }
  const uncovered = !service.cities.includes(city.key);
  return { type: 'render', uncovered, coveredCities: covered };
}
