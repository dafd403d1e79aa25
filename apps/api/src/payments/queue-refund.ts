import { enqueueOutbox, type Tx } from '@kavach/db';
import { formatInr } from '@kavach/domain';

/**
 * Asks the gateway to refund a payment we must not keep (docs/product/security-tests.md#t8-9): a
 * message on the outbox's `gateway` channel, in the caller's transaction — the one that decided
 * the refund — delivered by the refund notifier with the relay's retries. Keyed by the payment, so
 * a payment (or one part of it, `refundKey`) is refunded once however many times its refund is decided.
 */
export async function enqueueGatewayRefund(
  tx: Tx,
  input: {
    gateway: string;
    paymentId: string;
    amountPaise: number;
    reason: string;
    /** What the payment was for, in the payload (`order_ref` or `sr_id`) … */
    about: Record<string, string>;
    /** … and in words (`order KV-…`, `co-pay of service request …`). */
    label: string;
    /**
     * Which part of the payment this refund is, when a payment may be refunded in parts (a plan of
     * a several-plan order, decision 093): its own outbox key and gateway idempotency key. Without
     * it the refund is the payment's one refund.
     */
    refundKey?: string;
    now: Date;
  },
): Promise<void> {
  await enqueueOutbox(tx, {
    channel: 'gateway',
    topic: 'refund',
    recipient: input.gateway,
    payload: {
      gateway_payment_id: input.paymentId,
      amount_paise: input.amountPaise,
      ...input.about,
      reason: input.reason,
      ...(input.refundKey ? { refund_key: input.refundKey } : {}),
      text: `Refund ${formatInr(input.amountPaise)} of payment ${input.paymentId} (${input.label}, ${input.reason}).`,
    },
    idempotencyKey: `refund:${input.paymentId}${input.refundKey ? `:${input.refundKey}` : ''}`,
    availableAt: input.now,
    createdAt: input.now,
  });
}
