import { describe, expect, it } from 'vitest';
import { coveredCities, isAvailableInCity, repairPageDecision } from './city-coverage';
import { REPAIR_SERVICES } from '../catalogue/repair-services';
import { CITIES } from '../catalogue/cities';
import type { CityKey } from '../catalogue/cities';

const service = (slug: string) => REPAIR_SERVICES.find((s) => s.slug === slug)!;
const city = (key: CityKey) => CITIES.find((c) => c.key === key)!;

describe('isAvailableInCity', () => {
  it.each([
    ['no city chosen', null, ['mumbai'], true],
    ['no city restriction', 'pune', null, true],
    ['neither', null, null, true],
    ['chosen city covered', 'pune', ['mumbai', 'pune'], true],
    ['chosen city not covered', 'chennai', ['mumbai', 'pune'], false],
    ['restriction to no cities', 'chennai', [], false],
  ] as const)('§5 city coverage: %s → available %s', (_rule, chosen, covered, expected) => {
    expect(isAvailableInCity(chosen, covered)).toBe(expected);
  });
});

describe('repair cities served', () => {
  it.each([
    ['printer-repair-service', ['mumbai', 'delhi-ncr']],
    ['microwave-repair-service', ['mumbai', 'delhi-ncr']],
    ['refrigerator-repair-service', ['mumbai', 'delhi-ncr']],
    ['washing-machine-repair-service', ['mumbai', 'delhi-ncr']],
    ['geyser-repair-service', ['delhi-ncr', 'hyderabad', 'mumbai', 'pune']],
    [
      'ro-water-purifier-service-repair',
      ['bangalore', 'chennai', 'delhi-ncr', 'hyderabad', 'mumbai', 'pune'],
    ],
    ['ac-service-repair', ['chennai', 'delhi-ncr', 'hyderabad', 'mumbai', 'pune']],
  ])('§2 cities served: %s is offered in %j', (slug, keys) => {
    expect(
      coveredCities(service(slug))
        .map((c) => c.key)
        .sort(),
    ).toEqual([...keys].sort());
  });
});

describe('repairPageDecision', () => {
  it('§2 repair: a generic page redirects to the chosen city page when that city is covered', () => {
    expect(
      repairPageDecision({ service: service('ac-service-repair'), city: null, chosenCityKey: 'pune' }),
    ).toEqual({
      type: 'redirect',
      to: '/ac-service-repair-pune',
    });
  });

  it.each([
    ['the chosen city is not covered', 'bangalore'],
    ['no city is chosen', null],
  ] as const)('§2 repair: a generic page renders when %s', (_label, chosen) => {
    const decision = repairPageDecision({
      service: service('ac-service-repair'),
      city: null,
      chosenCityKey: chosen,
    });
    expect(decision).toMatchObject({ type: 'render', uncovered: false });
  });

  it('§2 repair: a city page whose city is not covered says so and offers the covered cities', () => {
    const decision = repairPageDecision({
      service: service('printer-repair-service'),
      city: city('chennai'),
      chosenCityKey: null,
    });
    expect(decision.type).toBe('render');
    if (decision.type !== 'render') return;
    expect(decision.uncovered).toBe(true);
    expect(decision.coveredCities.map((c) => c.key)).toEqual(['mumbai', 'delhi-ncr']);
  });

  it('§2 repair: a covered city page renders normally even if another city is chosen', () => {
    const decision = repairPageDecision({
      service: service('printer-repair-service'),
      city: city('mumbai'),
      chosenCityKey: 'delhi-ncr',
    });
    expect(decision).toMatchObject({ type: 'render', uncovered: false });
  });
});
