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
    <section className="kv-hero">
      <div className="kv-hero-in">
        <p className="kv-eyebrow">
          {data.device_name} repair {data.city ? `· ${data.city.name}` : '· At your doorstep'}
        </p>
        <h1 className="kv-h1">{heading}</h1>
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
                <a href="#services" className="kv-btn mt-6">
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
