import { findRequestByCopayOrderId } from '@kavach/db';
import type { AppDeps } from '../../deps';
import type { GatewayEvent } from '../../payments/gateway';
import { settleCopay, type CopaySettleOutcome } from '../service-requests/copay-settle';
import { RetryLater, settlePayment, type SettleOutcome } from './settle.service';

/** What a verified webhook delivery came to. */
export type WebhookResult =
  | { status: 'ignored' }
  | { status: 'ok'; settled: 'copay'; outcome: CopaySettleOutcome }
  | { status: 'ok'; settled: 'payment'; outcome: SettleOutcome }
  /** Our order is not ready for the payment yet: the gateway should deliver it again later. */
  | { status: 'retry_later' };

/**
 * Settles a verified gateway event (issue 3 §3; docs/product/security-tests.md#payment-integrity):
 * a service request's co-pay through its own one settle (issue 20 §1, deduplicated the same way,
 * T16.3), any other payment through the orders' settle. An event without a payment changes nothing.
 */
export async function settleWebhookEvent(deps: AppDeps, event: GatewayEvent): Promise<WebhookResult> {
  if (!event.payment) return { status: 'ignored' };
  const delivery = {
    payment: event.payment,
    source: 'webhook' as const,
    eventId: event.eventId,
    eventType: event.type,
  };
  if (!event.linkId && (await findRequestByCopayOrderId(deps.db, event.payment.orderId))) {
    const { outcome } = await settleCopay(deps, delivery);
    return { status: 'ok', settled: 'copay', outcome };
  }
  try {
    const { outcome } = await settlePayment(deps, { ...delivery, linkId: event.linkId });
    return { status: 'ok', settled: 'payment', outcome };
  } catch (err) {
    if (err instanceof RetryLater) return { status: 'retry_later' };
    throw err;
  }
}
