import {
  hasBreakForPayment,
  markCopayRefundQueued,
  recordBreak,
  type ServiceRequestRow,
  type Tx,
} from '@kavach/db';
import { formatInr } from '@kavach/domain';
import type { AppDeps } from '../../deps';
import type { GatewayPayment } from '../../payments/gateway';
import { enqueueGatewayRefund } from '../../payments/queue-refund';
import { notifySrCustomer, trackerPath } from './notify-sr';

/** The reconciliation break (and refund reason) of a co-pay captured after its request ended. */
export const LATE_COPAY = 'late_copay';

/** What the customer reads about a late co-pay (SMS and email; the tracker says the same). */
function lateCopayText(
  sr: Pick<ServiceRequestRow, 'srRef' | 'status'>,
  amountPaise: number,
  trackerUrl: string,
): string {
  const ended = sr.status === 'expired' ? 'had expired' : 'had been closed';
  return [
    `Kavach: your co-pay of ${formatInr(amountPaise)} for service request ${sr.srRef} reached us after the request ${ended},`,
    'so we are refunding it to the account you paid from; refunds usually arrive in 5–7 working days.',
    'You can raise the request again from My Plans.',
    `Track it at ${trackerUrl}`,
  ].join(' ');
}

/**
 * A co-pay captured after its temporary request expired (or was cancelled) is not kept (issue 20
 * §1, decision 075), in the settle's transaction under the request's lock: the break recorded, the
 * request's co-pay marked `refund_queued` with this payment, the refund asked of the gateway through
 * the outbox (as orders' late payments, settle.service) and the customer told by SMS and email.
 * Once per payment: a duplicate webhook, the callback or reconciliation finds the break and stops.
 */
export async function refundLateCopay(
  deps: AppDeps,
  tx: Tx,
  sr: ServiceRequestRow,
  p: GatewayPayment,
  source: string,
  now: Date,
): Promise<'refund-queued' | 'refund-already-queued'> {
  if (await hasBreakForPayment(tx, LATE_COPAY, p.id)) return 'refund-already-queued';
  await recordBreak(tx, {
    kind: LATE_COPAY,
    orderId: null,
    gatewayPaymentId: p.id,
    details: { sr_id: sr.srRef, status: sr.status, amount: p.amountPaise, source },
    createdAt: now,
  });
  // The request shows the first late payment; a second one (rare) is refunded the same way.
  await markCopayRefundQueued(tx, sr.id, p.id, now);
  await enqueueGatewayRefund(tx, {
    gateway: deps.payments.name,
    paymentId: p.id,
    amountPaise: p.amountPaise,
    reason: LATE_COPAY,
    about: { sr_id: sr.srRef },
    label: `co-pay of service request ${sr.srRef}`,
    now,
  });
  const trackerUrl = `${deps.config.webOrigins[0] ?? ''}${trackerPath(sr.srRef)}`;
  await notifySrCustomer(tx, sr, {
    topic: 'sr_copay_refund',
    text: lateCopayText(sr, p.amountPaise, trackerUrl),
    payload: { status: sr.status, amount_paise: p.amountPaise, tracker_url: trackerUrl },
    key: (channel) => `sr_copay_refund:${sr.srRef}:${p.id}:${channel}`,
    now,
  });
  return 'refund-queued';
}
