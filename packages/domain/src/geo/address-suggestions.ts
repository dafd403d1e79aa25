/** An address suggestion: a locality (post office area) with its PIN code, from a place provider. */
export interface AddressSuggestion {
  placeId: string;
  area: string;
  district: string;
  state: string;
  pincode: string;
  /** The served city the locality belongs to (docs/product/catalogue.md#audience-and-cities Cities), null outside them. */
  cityKey: string | null;
}

/** At most this many suggestions are shown under the locality field. */
export const ADDRESS_SUGGESTION_LIMIT = 8;
/** Suggestions start once this many characters are typed. */
export const ADDRESS_SUGGESTION_MIN_QUERY = 2;

/**
 * docs/product/accounts.md#addresses: address suggestions are kept only if their city equals the selected city. With no city
 * selected nothing can equal it, so nothing is kept (the form then offers no suggestions).
 */
export function keepSuggestionsForCity<T extends { cityKey: string | null }>(
  suggestions: readonly T[],
  selectedCityKey: string | null,
): T[] {
  if (!selectedCityKey) return [];
  return suggestions.filter((s) => s.cityKey === selectedCityKey);
}

/** The text a suggestion shows: "Andheri East, Mumbai Suburban 400069". */
export function suggestionLabel(s: Pick<AddressSuggestion, 'area' | 'district' | 'pincode'>): string {
  return `${s.area}, ${s.district} ${s.pincode}`;
}
