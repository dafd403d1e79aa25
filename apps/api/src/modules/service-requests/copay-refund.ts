import {
  hasBreakForPayment,
  markCopayRefundQueued,
  markPaidCopayRefundQueued,
  recordBreak,
  type ServiceRequestRow,
  type Tx,
} from '@kavach/db';
import { formatInr, refundsPaidCopay } from '@kavach/domain';
import type { AppDeps } from '../../deps';
import type { GatewayPayment } from '../../payments/gateway';
import { enqueueGatewayRefund } from '../../payments/queue-refund';
import { notifySrCustomer, trackerUrl } from './notify-sr';

/** The reconciliation break (and refund reason) of a co-pay captured after its request ended. */
export const LATE_COPAY = 'late_copay';
/** … and of a co-pay captured for a request another payment had already paid (decision 077). */
export const DUPLICATE_COPAY = 'duplicate_copay';

type CopayRefundKind = typeof LATE_COPAY | typeof DUPLICATE_COPAY;

/** What the customer reads about a refunded co-pay (SMS and email; the tracker says the same). */
function copayRefundText(
  kind: CopayRefundKind,
  sr: Pick<ServiceRequestRow, 'srRef' | 'status'>,
  amountPaise: number,
  trackerUrl: string,
): string {
  const amount = formatInr(amountPaise);
  const lines =
    kind === DUPLICATE_COPAY
      ? [
          `Kavach: we received the co-pay of ${amount} for service request ${sr.srRef} twice.`,
          'Your request is paid and goes ahead; we are refunding the second payment to the account you paid from.',
          'Refunds usually arrive in 5–7 working days.',
        ]
      : [
          `Kavach: your co-pay of ${amount} for service request ${sr.srRef} reached us after the request ${sr.status === 'expired' ? 'had expired' : 'had been closed'},`,
          'so we are refunding it to the account you paid from; refunds usually arrive in 5–7 working days.',
          'You can raise the request again from My Plans.',
        ];
  return [...lines, `Track it at ${trackerUrl}`].join(' ');
}

/**
 * The customer told, by SMS and email, that a co-pay payment is being refunded: one notice per
 * payment and channel (the outbox key), whichever way its refund was decided.
 */
async function tellCopayRefund(
  tx: Tx,
  sr: ServiceRequestRow,
  m: { paymentId: string; amountPaise: number; reason: string; text: string; url: string; now: Date },
): Promise<void> {
  await notifySrCustomer(tx, sr, {
    topic: 'sr_copay_refund',
    text: m.text,
    payload: { status: sr.status, reason: m.reason, amount_paise: m.amountPaise, tracker_url: m.url },
    key: (channel) => `sr_copay_refund:${sr.srRef}:${m.paymentId}:${channel}`,
    now: m.now,
  });
}

/**
 * A co-pay payment we must not keep, in the settle's transaction under the request's lock (issue
 * 20 §1): captured after its temporary request expired or was cancelled (`late_copay`, decision
 * 075), or captured for a request another payment already paid (`duplicate_copay`, decision 077 —
 * two tabs, a retry after a time-out). The break recorded (its per-payment record), the refund
 * asked of the gateway through the outbox (as orders' late and duplicate payments, settle.service),
 * the customer told by SMS and email; a late one also marks the request's co-pay `refund_queued`
 * with this payment, while a duplicate leaves the request paid with the payment that settled it.
 * Once per payment: a duplicate webhook, the callback or reconciliation finds the break and stops.
 */
export async function refundCopayPayment(
  deps: AppDeps,
  tx: Tx,
  kind: CopayRefundKind,
  sr: ServiceRequestRow,
  p: GatewayPayment,
  source: string,
  now: Date,
): Promise<'refund-queued' | 'refund-already-queued'> {
  if (await hasBreakForPayment(tx, kind, p.id)) return 'refund-already-queued';
  await recordBreak(tx, {
    kind,
    orderId: null,
    gatewayPaymentId: p.id,
    details: {
      sr_id: sr.srRef,
      status: sr.status,
      amount: p.amountPaise,
      source,
      ...(kind === DUPLICATE_COPAY ? { kept_payment_id: sr.copayPaymentId } : {}),
    },
    createdAt: now,
  });
  // The request shows the first late payment; a second one (rare) is refunded the same way.
  if (kind === LATE_COPAY) await markCopayRefundQueued(tx, sr.id, p.id, now);
  await enqueueGatewayRefund(tx, {
    gateway: deps.payments.name,
    paymentId: p.id,
    amountPaise: p.amountPaise,
    reason: kind,
    about: { sr_id: sr.srRef },
    label: `co-pay of service request ${sr.srRef}`,
    now,
  });
  const url = trackerUrl(deps, sr.srRef);
  await tellCopayRefund(tx, sr, {
    paymentId: p.id,
    amountPaise: p.amountPaise,
    reason: kind,
    text: copayRefundText(kind, sr, p.amountPaise, url),
    url,
    now,
  });
  return 'refund-queued';
}

/** The reason on the gateway refund of a paid co-pay whose request ended without a repair. */
export const ENDED_COPAY = 'request_ended';

/**
 * The request `sr` (as just moved) was rejected or cancelled after its co-pay was paid: the co-pay
 * goes back to the customer in full (decision 085), in the transaction that ended the request. The
 * co-pay `paid → refund_queued`, the refund asked of the gateway through the outbox (keyed by the
 * payment, as every refund), the customer told by SMS and email under the same key as any other
 * refund of that payment, so a later webhook for it adds nothing. Returns whether a refund was queued.
 */
export async function refundCopayOfEndedRequest(
  deps: AppDeps,
  tx: Tx,
  sr: ServiceRequestRow,
  now: Date,
): Promise<boolean> {
  if (!refundsPaidCopay(sr.status) || sr.copayPaise <= 0) return false;
  const queued = await markPaidCopayRefundQueued(tx, sr.id, now);
  if (!queued?.copayPaymentId) return false;
  const paymentId = queued.copayPaymentId;
  await enqueueGatewayRefund(tx, {
    gateway: deps.payments.name,
    paymentId,
    amountPaise: queued.copayPaise,
    reason: ENDED_COPAY,
    about: { sr_id: sr.srRef },
    label: `co-pay of service request ${sr.srRef}, ${sr.status}`,
    now,
  });
  const url = trackerUrl(deps, sr.srRef);
  const ended = sr.status === 'rejected' ? 'was not approved' : 'was cancelled';
  await tellCopayRefund(tx, sr, {
    paymentId,
    amountPaise: queued.copayPaise,
    reason: ENDED_COPAY,
    text: [
      `Kavach: service request ${sr.srRef} ${ended}, so we are refunding your co-pay of ${formatInr(queued.copayPaise)} to the account you paid from.`,
      'Refunds usually arrive in 5–7 working days.',
      `Track it at ${url}`,
    ].join(' '),
    url,
    now,
  });
  return true;
}
