import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateIncidentBody,
  CreateIncidentResponse,
  ErrorBody,
  MessageResponse,
  SendAppLinkBody,
} from '@kavach/contracts';
import { createIncident, enqueueOutbox } from '@kavach/db';
import type { AppDeps } from '../../deps';

const APP_LINK_TEXT =
  'Get the Kavach app: protect your devices, raise and track repairs. Download: https://kavach.example/app';

function incidentReference(now: Date): string {
  const ymd = now.toISOString().slice(2, 10).replace(/-/g, '');
  return `WTU-${ymd}-${randomBytes(3).toString('hex').toUpperCase()}`;
}

/** Write to us and the app-link SMS (both go through the notification outbox). */
export function supportRoutes(deps: AppDeps): FastifyPluginAsyncZod {
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
      async (request) => {
        const now = deps.clock.now();
        const reference = incidentReference(now);
        const body = request.body;
        await createIncident(
          deps.db,
          {
            reference,
            name: body.name,
            email: body.email,
            phone: body.phone || null,
            subject: body.subject,
            message: body.message,
            createdAt: now,
          },
          {
            channel: 'email',
            topic: 'incident_acknowledgement',
            recipient: body.email,
            payload: { reference, name: body.name, subject: body.subject },
            idempotencyKey: `incident:${reference}`,
            availableAt: now,
            createdAt: now,
          },
        );
        return {
          reference,
          message: `Thank you, we have received your message. Your reference is ${reference}.`,
        };
      },
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
      async (request) => {
        const now = deps.clock.now();
        await enqueueOutbox(deps.db, {
          channel: 'sms',
          topic: 'app_link',
          recipient: request.body.phone,
          payload: { text: APP_LINK_TEXT },
          idempotencyKey: `app_link:${randomUUID()}`,
          availableAt: now,
          createdAt: now,
        });
        return { message: 'We have sent the app download link to your phone.' };
      },
    );
  };
}
