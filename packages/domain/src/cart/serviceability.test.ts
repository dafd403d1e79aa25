import { describe, expect, it } from 'vitest';
import { isItemServiceable } from './serviceability';
import type { ServiceabilityInput } from './serviceability';

const base: ServiceabilityInput = {
  itemType: 'amc',
  categorySlug: 'air-conditioner',
  pincodeKnown: true,
  cityKey: 'mumbai',
};

describe('§5 cart serviceability by PIN code', () => {
  const cases: [string, Partial<ServiceabilityInput>, boolean][] = [
    ['an unknown PIN serves nothing', { pincodeKnown: false, itemType: 'protection-plan' }, false],
    ['protection plans anywhere in India', { itemType: 'protection-plan', cityKey: null }, true],
    ['total care anywhere in India', { itemType: 'total-protection', cityKey: null }, true],
    ['AMC inside a served city', { itemType: 'amc', cityKey: 'pune' }, true],
    ['AMC outside the six cities', { itemType: 'amc', cityKey: null }, false],
    ['home care outside the six cities', { itemType: 'homecare', cityKey: null }, false],
    ['insta-repair where its service covers the city (AC in Mumbai)', { itemType: 'insta-repair' }, true],
    [
      'insta-repair where its service does not cover the city (AC in Bangalore)',
      { itemType: 'insta-repair', cityKey: 'bangalore' },
      false,
    ],
    ['insta-repair outside the six cities', { itemType: 'insta-repair', cityKey: null }, false],
  ];
  for (const [name, over, expected] of cases) {
    it(`§5: ${name}`, () => expect(isItemServiceable({ ...base, ...over })).toBe(expected));
  }
});
