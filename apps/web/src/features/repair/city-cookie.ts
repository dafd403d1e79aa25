import { CITY_COOKIE } from '@kavach/domain';

/** Spec §9: the chosen city is kept for one day in the `city` cookie (value: the city slug). */
export function writeCityCookie(citySlug: string): void {
  document.cookie = `${CITY_COOKIE.name}=${encodeURIComponent(citySlug)}; Max-Age=${CITY_COOKIE.maxAge}; Path=/; SameSite=Lax`;
}

export function readCityCookie(): string | null {
  const prefix = `${CITY_COOKIE.name}=`;
  const match = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return match ? decodeURIComponent(match.slice(prefix.length)) : null;
}
