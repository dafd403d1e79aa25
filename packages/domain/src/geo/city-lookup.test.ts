import { describe, expect, it } from 'vitest';
import { cityByKey, cityBySlug, cityForDistrict, isCityKey } from './city-lookup';

describe('city lookup', () => {
  it.each([
    ['MUMBAI', 'MAHARASHTRA', 'mumbai'],
    ['Thane', 'Maharashtra', 'mumbai'],
    ['  navi   mumbai ', 'MAHARASHTRA', 'mumbai'],
    ['NEW DELHI', 'DELHI', 'delhi-ncr'],
    ['Gautam Buddha Nagar', 'UTTAR PRADESH', 'delhi-ncr'],
    ['GURUGRAM', 'HARYANA', 'delhi-ncr'],
    ['Bengaluru Urban', 'KARNATAKA', 'bangalore'],
    ['PUNE', 'MAHARASHTRA', 'pune'],
    ['Ranga Reddy', 'TELANGANA', 'hyderabad'],
    ['Chengalpattu', 'TAMIL NADU', 'chennai'],
  ])('§4 cities: district %s (%s) maps to %s (uppercase compare)', (district, state, key) => {
    expect(cityForDistrict(district, state)?.key).toBe(key);
  });

  it.each([
    ['SOUTH', 'DELHI', 'delhi-ncr'],
    ['north west', 'Delhi', 'delhi-ncr'],
    ['EAST', 'NCT OF DELHI', 'delhi-ncr'],
    ['EAST', 'SIKKIM', null],
    ['WEST', 'TRIPURA', null],
    ['SOUTH', null, null],
  ])('§4 cities: ambiguous district %s in state %s maps to %s (state guard)', (district, state, key) => {
    expect(cityForDistrict(district, state)?.key ?? null).toBe(key);
  });

  it.each([
    ['an unserved district', 'KOLKATA'],
    ['an empty string', ''],
    ['null', null],
    ['a number', 7],
    ['a prototype key', '__PROTO__'],
  ])('§4 cities: %s maps to no city', (_label, district) => {
    expect(cityForDistrict(district, 'DELHI')).toBeNull();
  });

  it.each([
    ['mumbai-thane', 'mumbai'],
    ['delhi-noida-gurgaon', 'delhi-ncr'],
    ['bangalore', 'bangalore'],
    ['pune', 'pune'],
    ['hyderabad', 'hyderabad'],
    ['chennai', 'chennai'],
    ['mumbai', null],
    ['', null],
  ])('§4 cities: slug %s is city %s', (slug, key) => {
    expect(cityBySlug(slug)?.key ?? null).toBe(key);
  });

  it.each([
    ['delhi-ncr', true],
    ['chennai', true],
    ['delhi', false],
    [undefined, false],
  ])('§4 cities: key %s is a city key: %s', (key, expected) => {
    expect(isCityKey(key)).toBe(expected);
    expect(cityByKey(key)?.key ?? null).toBe(expected ? key : null);
  });
});
