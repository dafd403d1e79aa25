import { CITY_COOKIE, cityByKey, cityBySlug, parseLandingSlug, repairPageDecision } from '@kavach/domain';
import type { CityKey } from '@kavach/domain';
import type { CookieReader } from './choose-variant';

/** The chosen city's key from the 1-day city cookie (a city slug or key), if it names a served city. */
export function chosenCityKey(cookie: CookieReader): CityKey | null {
  const raw = cookie(CITY_COOKIE.name);
  return raw ? ((cityBySlug(raw) ?? cityByKey(raw))?.key ?? null) : null;
}

/** True for a generic (city-less) repair page, the only page whose answer depends on the city cookie. */
export function isGenericRepairPath(pathname: string): boolean {
  const landing = parseLandingSlug(pathname.slice(1));
  return landing !== null && landing.kind === 'repair' && landing.city === null;
}

/**
 * docs/product/catalogue.md#repair-pages-and-city-coverage: a generic repair page (`/ac-service-repair`) redirects to the city page when the 1-day city
 * cookie names a city where the service is offered. Returns the target path.
 */
export function repairRedirectPath(pathname: string, cookie: CookieReader): string | null {
  const landing = parseLandingSlug(pathname.slice(1));
  if (!landing || landing.kind !== 'repair' || landing.city !== null) return null;
  const chosen = chosenCityKey(cookie);
  if (!chosen) return null;
  const decision = repairPageDecision({ service: landing.service, city: null, chosenCityKey: chosen });
  return decision.type === 'redirect' ? decision.to : null;
}
