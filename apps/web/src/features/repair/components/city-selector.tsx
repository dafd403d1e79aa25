'use client';

import type { CookieSpec } from '../city-cookie';
import { writeCityCookie } from '../city-cookie';

export interface CityLink {
  name: string;
  slug: string;
  url: string;
}

/**
 * Client island: links to the service's city pages. Choosing one stores the city (1-day `city`
 * cookie) before the browser follows the link, so later pages know where the visitor is.
 */
export function CitySelector({
  cities,
  current,
  label,
  cookie,
}: {
  cities: readonly CityLink[];
  /** The domain's CITY_COOKIE, passed in so the island ships no catalogue code. */
  cookie: CookieSpec;
  /** Slug of the page's city, if any. */
  current: string | null;
  label: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {cities.map((c) => {
          const active = c.slug === current;
          return (
            <li key={c.slug}>
              <a
                href={c.url}
                aria-current={active ? 'page' : undefined}
                onClick={() => writeCityCookie(c.slug, cookie)}
                className={active ? 'kv-chip kv-chip-on' : 'kv-chip'}
              >
                {c.name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
