import { randomBytes, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { CreateIncidentBody } from '@kavach/contracts';
import { createIncident, enqueueOutbox } from '@kavach/db';
import type { RouteDeps } from '../../deps';

const APP_LINK_TEXT =
  'Get the Kavach app: protect your devices, raise and track repairs. Download: https://kavach.example/app';

function incidentReference(now: Date): string {
  const ymd = now.toISOString().slice(2, 10).replace(/-/g, '');
  return `WTU-${ymd}-${randomBytes(3).toString('hex').toUpperCase()}`;
}

/** Write to us: the incident and its acknowledgement email, in one write. */
export async function createSupportIncident(deps: RouteDeps, body: z.infer<typeof CreateIncidentBody>) {
  const now = deps.clock.now();
  const reference = incidentReference(now);
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
}

/** The app-link SMS, through the notification outbox. */
export async function sendAppLink(deps: RouteDeps, phone: string) {
  const now = deps.clock.now();
  await enqueueOutbox(deps.db, {
    channel: 'sms',
    topic: 'app_link',
    recipient: phone,
    payload: { text: APP_LINK_TEXT },
    idempotencyKey: `app_link:${randomUUID()}`,
    availableAt: now,
    createdAt: now,
  });
  return { message: 'We have sent the app download link to your phone.' };
}
