import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AddressSuggestions,
  AddressSuggestionsQuery,
  CityFromIp,
  ErrorBody,
  FetchDetails,
  FetchDetailsBody,
  Geolocation,
  LogSearchKeywordBody,
  MessageResponse,
  PlacesNearQuery,
  PlacesNearResponse,
  SearchResults,
  SearchWordBody,
} from '@kavach/contracts';
import type { RouteDeps } from '../../deps';
import { sendError } from '../../lib/http-errors';
import {
  addressSuggestions,
  cityFromHeaders,
  createNearestCity,
  pincodeDetails,
  placesNear,
} from './geo.service';
import { logKeyword, searchCatalogue } from './search.service';

const GeoQuery = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
});

/** Geo and search routes of docs/product/api.md#geo-and-search. */
export function geoRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  const { catalogue } = deps;
  const nearestCity = createNearestCity(deps.db);
  return async (app) => {
    app.post(
      '/fetch-details',
      { schema: { tags: ['geo'], body: FetchDetailsBody, response: { 200: FetchDetails, 404: ErrorBody } } },
      async (request, reply) =>
        (await pincodeDetails(deps.db, request.body.pincode)) ??
        sendError(
          reply,
          404,
          'PINCODE_NOT_FOUND',
          'We could not find this PIN code. Please check it and try again.',
        ),
    );
    app.get(
      '/v3/address_suggestions',
      {
        schema: {
          tags: ['geo'],
          description:
            'Localities of the selected city matching the typed text (§5: kept only if their city equals the selected city).',
          querystring: AddressSuggestionsQuery,
          response: { 200: AddressSuggestions, 400: ErrorBody },
        },
      },
      async (request) => addressSuggestions(deps.db, request.query.city, request.query.q),
    );
    app.get(
      '/v3/geo/places_near',
      {
        schema: {
          tags: ['geo'],
          description:
            'Post offices of the PIN directory (open data) around a point: the layer the tracker map draws when no tile source is configured (decision 061).',
          querystring: PlacesNearQuery,
          response: { 200: PlacesNearResponse, 400: ErrorBody },
        },
      },
      async (request, reply) => {
        // Public reference data that changes with a data release, not per visitor.
        reply.header('cache-control', 'public, max-age=86400');
        return placesNear(deps.db, request.query);
      },
    );
    app.get('/city_from_ip', { schema: { tags: ['geo'], response: { 200: CityFromIp } } }, async (request) =>
      cityFromHeaders(request.headers),
    );
    app.get(
      '/get_geolocation',
      { schema: { tags: ['geo'], querystring: GeoQuery, response: { 200: Geolocation } } },
      async (request) => nearestCity(request.query.lat, request.query.lng),
    );
    app.post(
      '/search-word',
      { schema: { tags: ['search'], body: SearchWordBody, response: { 200: SearchResults } } },
      async (request) => searchCatalogue(await catalogue(), request.body.keyword),
    );
    app.post(
      '/log-search-keyword',
      { schema: { tags: ['search'], body: LogSearchKeywordBody, response: { 200: MessageResponse } } },
      async (request) => {
        await logKeyword(deps, request.body, deps.clock.now());
        return { message: 'Logged' };
      },
    );
  };
}
