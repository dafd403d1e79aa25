import { describe, expect, it } from 'vitest';
import { keepSuggestionsForCity, suggestionLabel } from './address-suggestions';

const s = (area: string, cityKey: string | null) => ({
  placeId: `${area}-1`,
  area,
  district: 'D',
  state: 'S',
  pincode: '400069',
  cityKey,
});

describe('address suggestions (§5)', () => {
  const list = [
    s('Andheri East', 'mumbai'),
    s('Aundh', 'pune'),
    s('Anjuna', null),
    s('Andheri West', 'mumbai'),
  ];

  it('§5 keeps only the suggestions whose city equals the selected city', () => {
    expect(keepSuggestionsForCity(list, 'mumbai').map((x) => x.area)).toEqual([
      'Andheri East',
      'Andheri West',
    ]);
    expect(keepSuggestionsForCity(list, 'pune').map((x) => x.area)).toEqual(['Aundh']);
  });

  it('§5 keeps nothing when no city is selected (nothing equals it), including city-less suggestions', () => {
    expect(keepSuggestionsForCity(list, null)).toEqual([]);
    expect(keepSuggestionsForCity(list, '')).toEqual([]);
  });

  it('§5 keeps nothing for a city no suggestion belongs to', () => {
    expect(keepSuggestionsForCity(list, 'chennai')).toEqual([]);
  });

  it('labels a suggestion with its area, district and PIN code', () => {
    expect(suggestionLabel({ area: 'Andheri East', district: 'Mumbai Suburban', pincode: '400069' })).toBe(
      'Andheri East, Mumbai Suburban 400069',
    );
  });
});
