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
                className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium ${
                  active
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-800'
                }`}
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
