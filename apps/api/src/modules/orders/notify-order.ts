import { enqueueOutbox, type OrderRow, type Tx } from '@kavach/db';

/**
 * One message about an order to its customer, by SMS and by email, through the transactional
 * outbox (in the caller's transaction). `key(channel)` is the outbox idempotency key that makes each
 * message once-only. The payload carries the order reference, the amount and `extra` (a link URL).
 */
export async function notifyOrderCustomer(
  tx: Tx,
  order: Pick<OrderRow, 'orderRef' | 'amountPaise' | 'phone' | 'email'>,
  message: {
    topic: string;
    text: string;
    key: (channel: 'sms' | 'email') => string;
    now: Date;
    extra?: Record<string, string>;
  },
): Promise<void> {
  for (const [channel, recipient] of [
    ['sms', order.phone],
    ['email', order.email],
  ] as const) {
    await enqueueOutbox(tx, {
      channel,
      topic: message.topic,
      recipient,
      payload: {
        order_ref: order.orderRef,
        amount_paise: order.amountPaise,
        ...message.extra,
        text: message.text,
      },
      idempotencyKey: message.key(channel),
      availableAt: message.now,
      createdAt: message.now,
    });
  }
}
