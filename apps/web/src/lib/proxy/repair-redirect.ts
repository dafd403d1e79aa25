import type { NextRequest } from 'next/server';
import { CITY_COOKIE, cityByKey, cityBySlug, parseLandingSlug, repairPageDecision } from '@kavach/domain';

/**
 * §2: a generic repair page (`/ac-service-repair`) redirects to the city page when the 1-day city
 * cookie (a city slug or key) names a city where the service is offered. Returns the target path.
 */
export function repairRedirectPath(request: NextRequest): string | null {
  const landing = parseLandingSlug(request.nextUrl.pathname.slice(1));
  if (!landing || landing.kind !== 'repair' || landing.city !== null) return null;
  const raw = request.cookies.get(CITY_COOKIE.name)?.value;
  if (!raw) return null;
  const chosen = cityBySlug(raw) ?? cityByKey(raw);
  if (!chosen) return null;
  const decision = repairPageDecision({ service: landing.service, city: null, chosenCityKey: chosen.key });
  return decision.type === 'redirect' ? decision.to : null;
}

/** The chosen city's key from the city cookie, if it names a served city. */
export function chosenCityKey(request: NextRequest) {
  const raw = request.cookies.get(CITY_COOKIE.name)?.value;
  return raw ? ((cityBySlug(raw) ?? cityByKey(raw))?.key ?? null) : null;
}
