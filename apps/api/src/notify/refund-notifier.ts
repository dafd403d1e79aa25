import {
  findPayment,
  markCopayRefunded,
  markPlanCancellationRefunded,
  paymentStatus,
  resolveBreakOfPayment,
  transitionIfStill,
  type Db,
} from '@kavach/db';
import type { PaymentGateway } from '../payments/gateway';
import { isGatewayError } from '../payments/gateway-error';
import { DeliveryError, type Notifier } from './notifier';

/**
 * The consumer of the outbox's `gateway` channel (topic `refund`): a payment we must not keep
 * (late, duplicate, on a closed link; a co-pay after its request expired, or a second one for a
 * paid request) is refunded at the gateway, then marked `refunded` — the order's payment, the
 * request's co-pay, or the second co-pay's break resolved (decision 077). Queued in the
 * same transaction that decided it (settle.service, copay-refund), delivered with the relay's retries; the
 * gateway call is idempotent per payment and amount (Razorpay's X-Refund-Idempotency).
 */
export function createRefundNotifier(db: Db, gateway: PaymentGateway, now: () => Date): Notifier {
  return {
    name: `${gateway.name}-refunds`,
    async send(message) {
      const paymentId = message.payload?.gateway_payment_id;
      const amount = message.payload?.amount_paise;
      if (message.topic !== 'refund' || typeof paymentId !== 'string' || typeof amount !== 'number')
        throw new DeliveryError(`not a refund request (topic ${message.topic})`, true);
      try {
        const part = message.payload?.refund_key;
        await gateway.refund(paymentId, amount, typeof part === 'string' ? part : undefined);
      } catch (err) {
        const retry = !isGatewayError(err) || err.retryable;
        throw new DeliveryError(isGatewayError(err) ? err.message : 'refund failed', !retry);
      }
      // A cancelled plan's refund (decision 093): a part of the payment, which stays captured.
      const cancellation = message.payload?.plan_cancellation_id;
      if (typeof cancellation === 'string') {
        await markPlanCancellationRefunded(db, Number(cancellation), now());
        return;
      }
      const stored = await findPayment(db, paymentId);
      if (stored && stored.status === 'refund_queued')
        await transitionIfStill(db, paymentStatus, stored, 'refunded', { updatedAt: now() });
      if (typeof message.payload?.sr_id === 'string') {
        await markCopayRefunded(db, paymentId, now());
        // A second co-pay payment: the request stays paid; its break records the refund (decision 077).
        if (message.payload.reason === 'duplicate_copay')
          await resolveBreakOfPayment(db, 'duplicate_copay', paymentId, now());
      }
    },
  };
}
