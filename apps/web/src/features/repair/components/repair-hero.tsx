import { CITY_COOKIE } from '@kavach/domain';
import type { RepairPageData } from '@kavach/contracts';
import { TrustBadges } from './trust-badges';
import type { CityLink } from './city-selector';
import { CitySelector } from './city-selector';
import { UncoveredNotice } from './uncovered-notice';

/** Repair hero: service name and city, the city selector, or the not-available notice. */
export function RepairHero({
  data,
  heading,
  cities,
}: {
  data: RepairPageData;
  heading: string;
  cities: readonly CityLink[];
}) {
  const uncovered = data.city !== null && !data.is_covered;
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-8 md:pt-10 md:pb-12">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">
          {data.device_name} repair {data.city ? `· ${data.city.name}` : '· At your doorstep'}
        </p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 md:text-5xl">{heading}</h1>
        {data.summary ? <p className="mt-3 max-w-2xl text-lg text-slate-700">{data.summary}</p> : null}
        <div className="mt-6">
          {uncovered && data.city ? (
            <UncoveredNotice serviceName={data.name} cityName={data.city.name} cities={cities} />
          ) : (
            <>
              <p className="mb-3 font-semibold text-slate-900">
                {data.city ? 'Change city' : 'Choose your city'}
              </p>
              <CitySelector
                cookie={CITY_COOKIE}
                cities={cities}
                current={data.city?.slug ?? null}
                label="Choose your city"
              />
              {data.items.length > 0 ? (
                <a
                  href="#services"
                  className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
                >
                  See prices &amp; book
                </a>
              ) : null}
            </>
          )}
        </div>
        <div className="mt-8">
          <TrustBadges />
        </div>
      </div>
    </section>
  );
}
