import { CITY_COOKIE } from '@kavach/domain';
import type { CityLink } from './city-selector';
import { CitySelector } from './city-selector';

/** Shown on a city page whose city the service does not reach: says so, offers the covered cities. */
export function UncoveredNotice({
  serviceName,
  cityName,
  cities,
}: {
  serviceName: string;
  cityName: string;
  cities: readonly CityLink[];
}) {
  return (
    <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-5">
      <h2 className="text-xl font-bold text-slate-900">
        {serviceName} is not available in {cityName} yet
      </h2>
      <p className="mt-2 text-slate-800">
        We don&rsquo;t send engineers for this service in {cityName} at the moment. It is available in these
        cities:
      </p>
      <div className="mt-4">
        <CitySelector
          cookie={CITY_COOKIE}
          cities={cities}
          current={null}
          label={`Cities where ${serviceName} is available`}
        />
      </div>
    </div>
  );
}
