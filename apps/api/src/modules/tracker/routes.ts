import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CancelRequestBody,
  ComplaintBody,
  ErrorBody,
  EstimateDecisionBody,
  RescheduleRequestBody,
  SrDetailResponse,
  TrackerSearchQuery,
  TrackerSearchResponse,
} from '@kavach/contracts';
import type { RouteDeps } from '../../deps';
import { cancelOwnRequest } from './customer-cancel.service';
import { complainAboutOwnRequest } from './customer-complaint.service';
import { answerEstimate } from './customer-estimate.service';
import { rescheduleOwnRequest } from './customer-reschedule.service';
import { trackerDetail, trackerSearch } from './tracker.service';

const tags = ['tracker'];

/** Tracker searches per client address per window (T16.4: the limit is hit before 100 tries). */
export const TRACKER_SEARCH_LIMIT = { max: 30, timeWindow: '10 minutes' } as const;

/**
 * The service-request tracker (issue 20 §3; decision 060): the owner's detail and the §7 search.
 * Registered under the prefix /v3/tracker. Answers are private and never cached.
 */
export function trackerRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/service_request/:sr_id',
      {
        schema: {
          tags,
          params: z.object({ sr_id: z.string().max(40) }),
          response: { 200: SrDetailResponse, 401: ErrorBody, 404: ErrorBody },
        },
      },
      async (request) => trackerDetail(deps, request, request.params.sr_id),
    );

    app.post(
      '/service_request/:sr_id/cancel',
      {
        schema: {
          tags,
          params: z.object({ sr_id: z.string().max(40) }),
          body: CancelRequestBody,
          response: { 200: SrDetailResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
        },
      },
      async (request) => cancelOwnRequest(deps, request, request.params.sr_id, request.body),
    );

    app.post(
      '/service_request/:sr_id/reschedule',
      {
        schema: {
          tags,
          params: z.object({ sr_id: z.string().max(40) }),
          body: RescheduleRequestBody,
          response: { 200: SrDetailResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
        },
      },
      async (request) => rescheduleOwnRequest(deps, request, request.params.sr_id, request.body),
    );

    app.post(
      '/service_request/:sr_id/estimate',
      {
        schema: {
          tags,
          params: z.object({ sr_id: z.string().max(40) }),
          body: EstimateDecisionBody,
          response: { 200: SrDetailResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
        },
      },
      async (request) => answerEstimate(deps, request, request.params.sr_id, request.body),
    );

    app.post(
      '/service_request/:sr_id/complaint',
      {
        schema: {
          tags,
          params: z.object({ sr_id: z.string().max(40) }),
          body: ComplaintBody,
          response: { 200: SrDetailResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
        },
      },
      async (request) => complainAboutOwnRequest(deps, request, request.params.sr_id, request.body),
    );

    app.get(
      '/search',
      {
        config: { rateLimit: TRACKER_SEARCH_LIMIT },
        schema: {
          tags,
          querystring: TrackerSearchQuery,
          response: { 200: TrackerSearchResponse, 400: ErrorBody },
        },
      },
      async (request) => trackerSearch(deps, request, request.query),
    );
  };
}
