import { z } from 'zod';
import { CityKey } from './common';

export const FetchDetailsBody = z
  .object({ pincode: z.string().regex(/^\d{6}$/, 'Enter a 6-digit PIN code') })
  .strict();
export const FetchDetails = z.object({
  pincode: z.string(),
  district: z.string(),
  state: z.string(),
  city: z.string().nullable(),
  city_key: CityKey.nullable(),
  city_slug: z.string().nullable(),
  serviceable: z.boolean(),
});
export type FetchDetails = z.infer<typeof FetchDetails>;

export const CityFromIp = z.object({
  city: z.string().nullable(),
  city_key: CityKey.nullable(),
  source: z.string(),
});
export const Geolocation = z.object({
  city: z.string().nullable(),
  city_key: CityKey.nullable(),
  pincode: z.string().nullable(),
  distance_m: z.number().nullable(),
});

export const SearchWordBody = z.object({ keyword: z.string().trim().min(1).max(100) }).strict();
export const SearchResult = z.object({
  type: z.enum(['category', 'plan', 'repair']),
  title: z.string(),
  subtitle: z.string(),
  path: z.string(),
});
export const SearchResults = z.object({
  keyword: z.string(),
  count: z.number().int(),
  results: z.array(SearchResult),
});
export type SearchResults = z.infer<typeof SearchResults>;

export const LogSearchKeywordBody = z
  .object({
    keyword: z.string().trim().min(1).max(100),
    results_count: z.number().int().min(0).max(10_000).default(0),
  })
  .strict();

export const SendAppLinkBody = z
  .object({ phone: z.string().regex(/^[6-9]\d{9}$/, 'Enter a valid 10-digit mobile number') })
  .strict();
export const MessageResponse = z.object({ message: z.string() });

/** GET /v3/address_suggestions — localities of the selected city for the address forms (docs/product/accounts.md#addresses). */
export const AddressSuggestionsQuery = z
  .object({
    city: CityKey,
    q: z
      .string()
      .trim()
      .min(2, 'Type at least 2 characters')
      .max(60, 'Use at most 60 characters')
      .regex(/^[^<>]*$/, 'Remove the characters < and >'),
  })
  .strict();
export const AddressSuggestionItem = z.object({
  place_id: z.string(),
  area: z.string(),
  district: z.string(),
  state: z.string(),
  pincode: z.string(),
  city: z.string(),
  city_key: CityKey,
  label: z.string(),
});
export type AddressSuggestionItem = z.infer<typeof AddressSuggestionItem>;
export const AddressSuggestions = z.object({ suggestions: z.array(AddressSuggestionItem) });
export type AddressSuggestions = z.infer<typeof AddressSuggestions>;

/**
 * GET /v3/geo/places_near (ours, decision 061): post offices of the PIN directory (open data)
 * around a point, for the tracker's map when no tile source is configured. Public data only.
 */
export const PlacesNearQuery = z
  .object({
    lat: z.coerce.number().min(-90).max(90),
    lng: z.coerce.number().min(-180).max(180),
    /** Half the side of the square searched, in metres. */
    radius_m: z.coerce.number().int().min(500).max(30_000).default(8_000),
  })
  .strict();
export const PlaceNear = z.object({
  pincode: z.string(),
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type PlaceNear = z.infer<typeof PlaceNear>;
export const PlacesNearResponse = z.object({ places: z.array(PlaceNear) });
export type PlacesNearResponse = z.infer<typeof PlacesNearResponse>;
