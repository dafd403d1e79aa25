import { SR_STATE_LABELS, type SrState } from '@kavach/domain';
import { enqueueOutbox, type ServiceRequestRow, type Tx } from '@kavach/db';

/**
 * One milestone of a service request told to its customer (issue 20 §2): SMS and email, and
 * WhatsApp when the customer opted in, through the transactional outbox in the caller's
 * transaction (the same one that moved the request). Each (request, state, channel) is sent once:
 * the outbox key makes a repeat a no-op, so two replicas acting on one move notify once.
 */
export async function notifySrMilestone(
  tx: Tx,
  sr: Pick<ServiceRequestRow, 'srRef' | 'status' | 'address' | 'whatsappOptIn'>,
  message: { now: Date; text?: string; trackerUrl: string; dueAt?: Date | null },
): Promise<void> {
  const phone = sr.address?.phone ?? '';
  const email = sr.address?.email ?? '';
  const label = SR_STATE_LABELS[sr.status as SrState] ?? sr.status;
  const text =
    message.text ?? `Your service request ${sr.srRef}: ${label}. Track it at ${message.trackerUrl}`;
  const channels: ['sms' | 'email' | 'whatsapp', string][] = [
    ['sms', phone],
    ['email', email],
  ];
  if (sr.whatsappOptIn) channels.push(['whatsapp', phone]);
  for (const [channel, recipient] of channels) {
    if (!recipient) continue;
    await enqueueOutbox(tx, {
      channel,
      topic: 'sr_milestone',
      recipient,
      payload: {
        sr_id: sr.srRef,
        status: sr.status,
        label,
        tracker_url: message.trackerUrl,
        ...(message.dueAt ? { due_at: message.dueAt.toISOString() } : {}),
        text,
      },
      idempotencyKey: `sr_milestone:${sr.srRef}:${sr.status}:${channel}`,
      availableAt: message.now,
      createdAt: message.now,
    });
  }
}
