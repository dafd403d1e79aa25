/** The `city` cookie spec (domain CITY_COOKIE), passed to client islands as plain data. */
export interface CookieSpec {
  name: string;
  maxAge: number;
}

/** docs/product/catalogue.md#query-parameters-and-marketing-cookies: the chosen city is kept for one day in the `city` cookie (value: the city slug). */
export function writeCityCookie(citySlug: string, spec: CookieSpec): void {
  document.cookie = `${spec.name}=${encodeURIComponent(citySlug)}; Max-Age=${spec.maxAge}; Path=/; SameSite=Lax`;
}

export function readCityCookie(spec: CookieSpec): string | null {
  const prefix = `${spec.name}=`;
  const match = document.cookie.split('; ').find((c) => c.startsWith(prefix));
  return match ? decodeURIComponent(match.slice(prefix.length)) : null;
}
