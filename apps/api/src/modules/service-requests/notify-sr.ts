import { SR_STATE_LABELS, type SrState } from '@kavach/domain';
import { enqueueOutbox, type MovedServiceRequest, type ServiceRequestRow, type Tx } from '@kavach/db';

type Channel = 'sms' | 'email' | 'whatsapp';

/** The customer's tracker of one request (the web's route; the API's own answers use the path). */
export const trackerPath = (srRef: string) => `/selfserve/tracker/service-request/${srRef}`;

/** The tracker's full address, on the web's first origin, for a message to the customer. */
export const trackerUrl = (deps: { config: { webOrigins: readonly string[] } }, srRef: string) =>
  `${deps.config.webOrigins[0] ?? ''}${trackerPath(srRef)}`;

/**
 * One message about a service request to its customer, through the transactional outbox in the
 * caller's transaction: SMS and email to the request's contact, and WhatsApp when `whatsapp` (the
 * customer opted in). `key(channel)` is the outbox idempotency key that makes it once-only.
 */
export async function notifySrCustomer(
  tx: Tx,
  sr: Pick<ServiceRequestRow, 'srRef' | 'address'>,
  message: {
    topic: string;
    text: string;
    payload: Record<string, unknown>;
    key: (channel: Channel) => string;
    now: Date;
    whatsapp?: boolean;
  },
): Promise<void> {
  const phone = sr.address?.phone ?? '';
  const email = sr.address?.email ?? '';
  const channels: [Channel, string][] = [
    ['sms', phone],
    ['email', email],
  ];
  if (message.whatsapp) channels.push(['whatsapp', phone]);
  for (const [channel, recipient] of channels) {
    if (!recipient) continue;
    await enqueueOutbox(tx, {
      channel,
      topic: message.topic,
      recipient,
      payload: { sr_id: sr.srRef, ...message.payload, text: message.text },
      idempotencyKey: message.key(channel),
      availableAt: message.now,
      createdAt: message.now,
    });
  }
}

/**
 * One milestone of a service request told to its customer (issue 20 §2): SMS and email, and
 * WhatsApp when the customer opted in, through the transactional outbox in the caller's
 * transaction (the same one that moved the request). Each move (its history row, `eventId`) is told
 * once per channel: the outbox key makes a retry of one move a no-op, while a later move into the
 * same state — a visit or pickup rescheduled, a technician reassigned — is a new fact and is sent.
 */
export async function notifySrMilestone(
  tx: Tx,
  sr: Pick<MovedServiceRequest, 'srRef' | 'status' | 'address' | 'whatsappOptIn' | 'eventId'>,
  message: {
    now: Date;
    trackerUrl: string;
    dueAt?: Date | null;
    /** The request moved into the state it was already in (a reschedule, a new technician). */
    again?: boolean;
    /** One more sentence of what this milestone means for the customer (e.g. the estimate). */
    detail?: string;
  },
): Promise<void> {
  const label = SR_STATE_LABELS[sr.status as SrState] ?? sr.status;
  const text = [
    `Your service request ${sr.srRef}: ${label}${message.again ? ' (updated)' : ''}.`,
    ...(message.detail ? [message.detail] : []),
    `Track it at ${message.trackerUrl}`,
  ].join(' ');
  await notifySrCustomer(tx, sr, {
    topic: 'sr_milestone',
    text,
    payload: {
      status: sr.status,
      label,
      tracker_url: message.trackerUrl,
      ...(message.dueAt ? { due_at: message.dueAt.toISOString() } : {}),
    },
    key: (channel) => `sr_milestone:${sr.srRef}:${sr.eventId}:${channel}`,
    now: message.now,
    whatsapp: sr.whatsappOptIn,
  });
}
