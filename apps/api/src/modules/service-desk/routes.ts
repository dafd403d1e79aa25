import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ComplaintAnswerBody,
  DeskActionBody,
  DeskCallersResponse,
  DeskComplaintsResponse,
  DeskHolidayBody,
  DeskHolidayResponse,
  DeskHolidaysQuery,
  DeskHolidaysResponse,
  DeskQueueQuery,
  DeskQueueResponse,
  DeskRequestResponse,
  ErrorBody,
  RescheduleRequestBody,
} from '@kavach/contracts';
import type { RouteDeps } from '../../deps';
import { deskCallers } from '../support/agent-connection.service';
import { deskChangeAppointment } from './desk-appointment.service';
import { deskAnswerComplaint, deskComplaints } from './desk-complaints';
import { deskDocument } from './desk-documents';
import { deskAddHoliday, deskHolidaysOf, deskRemoveHoliday } from './desk-holidays';
import { deskRequestOf } from './desk-view';
import { deskAct, deskQueueOf } from './service-desk.service';

const tags = ['service-desk'];
const params = z.object({ sr_id: z.string().max(40) });
const refused = { 401: ErrorBody, 403: ErrorBody };

/**
 * The service desk (issue 20 §4; decision 060): staff with the `service` role see the queue and a
 * request's page and move requests through their lifecycle. Registered under /v3/service-desk.
 */
export function serviceDeskRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    app.get(
      '/requests',
      {
        schema: {
          tags,
          querystring: DeskQueueQuery,
          response: { 200: DeskQueueResponse, 400: ErrorBody, ...refused },
        },
      },
      async (request) => deskQueueOf(deps, request, request.query),
    );

    app.get(
      '/complaints',
      { schema: { tags, response: { 200: DeskComplaintsResponse, ...refused } } },
      async (request) => deskComplaints(deps, request),
    );

    app.get(
      '/callers',
      { schema: { tags, response: { 200: DeskCallersResponse, ...refused } } },
      async (request) => deskCallers(deps, request),
    );

    app.get(
      '/requests/:sr_id',
      { schema: { tags, params, response: { 200: DeskRequestResponse, 404: ErrorBody, ...refused } } },
      async (request) => deskRequestOf(deps, request, request.params.sr_id),
    );

    app.get(
      '/requests/:sr_id/documents/:id',
      {
        schema: {
          tags,
          params: params.extend({ id: z.string().max(64) }),
          response: { 404: ErrorBody, ...refused },
        },
      },
      async (request, reply) => deskDocument(deps, request, reply, request.params.sr_id, request.params.id),
    );

    app.post(
      '/requests/:sr_id/actions',
      {
        schema: {
          tags,
          params,
          body: DeskActionBody,
          response: { 200: DeskRequestResponse, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, ...refused },
        },
      },
      async (request) => deskAct(deps, request, request.params.sr_id, request.body),
    );

    app.post(
      '/requests/:sr_id/appointment',
      {
        schema: {
          tags,
          params,
          body: RescheduleRequestBody,
          response: { 200: DeskRequestResponse, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, ...refused },
        },
      },
      async (request) => deskChangeAppointment(deps, request, request.params.sr_id, request.body),
    );

    app.post(
      '/requests/:sr_id/complaint',
      {
        schema: {
          tags,
          params,
          body: ComplaintAnswerBody,
          response: { 200: DeskRequestResponse, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, ...refused },
        },
      },
      async (request) => deskAnswerComplaint(deps, request, request.params.sr_id, request.body),
    );

    // The holiday calendar (decision 078): the SLA clock and the appointment slots read it.
    app.get(
      '/holidays',
      {
        schema: {
          tags,
          querystring: DeskHolidaysQuery,
          response: { 200: DeskHolidaysResponse, 400: ErrorBody, ...refused },
        },
      },
      async (request) => deskHolidaysOf(deps, request, request.query.from),
    );

    app.post(
      '/holidays',
      {
        schema: {
          tags,
          body: DeskHolidayBody,
          response: { 200: DeskHolidayResponse, 400: ErrorBody, 409: ErrorBody, ...refused },
        },
      },
      async (request) => deskAddHoliday(deps, request, request.body),
    );

    app.delete(
      '/holidays/:id',
      {
        schema: {
          tags,
          params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
          response: { 200: DeskHolidayResponse, 400: ErrorBody, 404: ErrorBody, ...refused },
        },
      },
      async (request) => deskRemoveHoliday(deps, request, request.params.id),
    );
  };
}
