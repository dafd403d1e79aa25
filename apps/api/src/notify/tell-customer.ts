import { enqueueOutbox, type Tx } from '@kavach/db';

/**
 * One message to a customer by SMS and by email, through the transactional outbox in the caller's
 * transaction; a contact the customer has not given is skipped. `key(channel)` is the outbox
 * idempotency key that makes each message once-only.
 */
export async function tellCustomer(
  tx: Tx,
  to: { phone: string | null | undefined; email: string | null | undefined },
  message: {
    topic: string;
    payload: Record<string, unknown>;
    key: (channel: 'sms' | 'email') => string;
    now: Date;
  },
): Promise<void> {
  for (const [channel, recipient] of [
    ['sms', to.phone],
    ['email', to.email],
  ] as const) {
    if (!recipient) continue;
    await enqueueOutbox(tx, {
      channel,
      topic: message.topic,
      recipient,
      payload: message.payload,
      idempotencyKey: message.key(channel),
      availableAt: message.now,
      createdAt: message.now,
    });
  }
}
