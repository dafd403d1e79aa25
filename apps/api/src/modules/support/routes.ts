import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateIncidentBody,
  CreateIncidentResponse,
  ErrorBody,
  MessageResponse,
  SendAppLinkBody,
} from '@kavach/contracts';
import type { RouteDeps } from '../../deps';
import { createSupportIncident, sendAppLink } from './support.service';

/** Write to us and the app-link SMS (both go through the notification outbox). Their paths share no prefix. */
export function supportRoutes(deps: RouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/selfserve/create_incident_emailterminator',
      {
        schema: {
          tags: ['support'],
          body: CreateIncidentBody,
          response: { 200: CreateIncidentResponse, 400: ErrorBody },
        },
        config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      },
      async (request) => createSupportIncident(deps, request.body),
    );
    app.post(
      '/send_app_link',
      {
        schema: {
          tags: ['support'],
          body: SendAppLinkBody,
          response: { 200: MessageResponse, 400: ErrorBody },
        },
        config: { rateLimit: { max: 3, timeWindow: '10 minutes' } },
      },
      async (request) => sendAppLink(deps, request.body.phone),
    );
  };
}
