import { and, asc, eq, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { reconciliationBreaks } from '../schema/orders';
import { serviceRequests } from '../schema/service-requests';
import type { ServiceRequestRow } from './account';
import type { DbOrTx } from './tx';

/**
 * The co-pay of a temporary service request (issue 20 §1, decision 075): its gateway order, its
 * settle's lock, the requests reconciliation asks the gateway about, and the refund of a co-pay
 * that arrived after its request expired (`expired → refund_queued → refunded`), or a second one
 * captured for a request already paid (decision 077: its break is its record, resolved once refunded).
 */

/** The request whose co-pay is this gateway order, locked for its one settle (T16.3). */
export async function lockRequestByCopayOrderId(
  tx: DbOrTx,
  gatewayOrderId: string,
): Promise<ServiceRequestRow | null> {
  const [row] = await tx
    .select()
    .from(serviceRequests)
    .where(eq(serviceRequests.copayGatewayOrderId, gatewayOrderId))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function findRequestByCopayOrderId(
  db: DbOrTx,
  gatewayOrderId: string,
): Promise<ServiceRequestRow | null> {
  const [row] = await db
    .select()
    .from(serviceRequests)
    .where(eq(serviceRequests.copayGatewayOrderId, gatewayOrderId))
    .limit(1);
  return row ?? null;
}

/** Binds the co-pay's gateway order to the request, only while none is bound. */
export async function bindCopayGatewayOrder(
  tx: DbOrTx,
  id: number,
  gatewayOrderId: string,
  at: Date,
): Promise<ServiceRequestRow | null> {
  const [row] = await tx
    .update(serviceRequests)
    .set({ copayGatewayOrderId: gatewayOrderId, updatedAt: at })
    .where(and(eq(serviceRequests.id, id), isNull(serviceRequests.copayGatewayOrderId)))
    .returning();
  return row ?? null;
}

/**
 * The co-pays reconciliation asks the gateway about: temporary requests whose co-pay has a gateway
 * order, requests that expired unpaid since `expiredSince` with one (a payment captured after the
 * expiry whose callback and webhooks were lost is still found and refunded), and requests whose
 * co-pay was paid and that were raised since `paidSince` (a second capture whose announcements were
 * lost is still found and refunded, decision 077). Those awaiting their co-pay first, then the
 * expired, then the paid; oldest first within each, so the paid ones never crowd out the others.
 */
export async function copaysToReconcile(
  db: DbOrTx,
  input: { expiredSince: Date; paidSince: Date; limit: number },
): Promise<ServiceRequestRow[]> {
  return db
    .select()
    .from(serviceRequests)
    .where(
      and(
        isNotNull(serviceRequests.copayGatewayOrderId),
        or(
          eq(serviceRequests.status, 'awaiting_copay'),
          and(
            eq(serviceRequests.status, 'expired'),
            eq(serviceRequests.copayStatus, 'expired'),
            gte(serviceRequests.updatedAt, input.expiredSince),
          ),
          and(eq(serviceRequests.copayStatus, 'paid'), gte(serviceRequests.createdAt, input.paidSince)),
        ),
      ),
    )
    .orderBy(
      sql`case ${serviceRequests.status} when 'awaiting_copay' then 0 when 'expired' then 1 else 2 end`,
      asc(serviceRequests.createdAt),
    )
    .limit(input.limit);
}

/**
 * A request's co-pay arrived after it expired (or was cancelled) and is being refunded:
 * `due | expired → refund_queued`, with the payment it refunds. Null when a refund is already queued.
 */
export async function markCopayRefundQueued(
  tx: DbOrTx,
  id: number,
  paymentId: string,
  at: Date,
): Promise<ServiceRequestRow | null> {
  const [row] = await tx
    .update(serviceRequests)
    .set({ copayStatus: 'refund_queued', copayPaymentId: paymentId, updatedAt: at })
    .where(and(eq(serviceRequests.id, id), inArray(serviceRequests.copayStatus, ['due', 'expired'])))
    .returning();
  return row ?? null;
}

/**
 * A paid co-pay whose request was rejected or cancelled goes back to the customer (decision 085):
 * `paid → refund_queued`, keeping the payment that paid it. Null when it was not paid (or already queued).
 */
export async function markPaidCopayRefundQueued(
  tx: DbOrTx,
  id: number,
  at: Date,
): Promise<ServiceRequestRow | null> {
  const [row] = await tx
    .update(serviceRequests)
    // Its GST receipt is offset by a credit note of this date (decision 092).
    .set({ copayStatus: 'refund_queued', copayCreditedAt: at, updatedAt: at })
    .where(
      and(
        eq(serviceRequests.id, id),
        eq(serviceRequests.copayStatus, 'paid'),
        isNotNull(serviceRequests.copayPaymentId),
      ),
    )
    .returning();
  return row ?? null;
}

/** The gateway refunded the late co-pay `paymentId`: `refund_queued → refunded` (once; else a no-op). */
export async function markCopayRefunded(db: DbOrTx, paymentId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(serviceRequests)
    .set({ copayStatus: 'refunded', updatedAt: at })
    .where(
      and(eq(serviceRequests.copayPaymentId, paymentId), eq(serviceRequests.copayStatus, 'refund_queued')),
    )
    .returning({ id: serviceRequests.id });
  return rows.length === 1;
}

/** Whether a break of this kind was already recorded for this gateway payment (one refund per payment). */
export async function hasBreakForPayment(
  tx: DbOrTx,
  kind: string,
  gatewayPaymentId: string,
): Promise<boolean> {
  const rows = await tx
    .select({ id: reconciliationBreaks.id })
    .from(reconciliationBreaks)
    .where(
      and(eq(reconciliationBreaks.kind, kind), eq(reconciliationBreaks.gatewayPaymentId, gatewayPaymentId)),
    )
    .limit(1);
  return rows.length === 1;
}

/**
 * The extra co-pay payments of a request that are refunded (decision 077): captured for a request
 * already paid by another payment. Each is one `kind` break (details `sr_id`, `amount`); the refund
 * notifier resolves it once the gateway refunded it. Oldest first.
 */
export async function copayExtraRefundsOf(
  db: DbOrTx,
  kind: string,
  srRef: string,
): Promise<{ gatewayPaymentId: string; amountPaise: number; refunded: boolean }[]> {
  const rows = await db
    .select()
    .from(reconciliationBreaks)
    .where(
      and(eq(reconciliationBreaks.kind, kind), sql`${reconciliationBreaks.details} ->> 'sr_id' = ${srRef}`),
    )
    .orderBy(asc(reconciliationBreaks.id));
  return rows.map((r) => ({
    gatewayPaymentId: r.gatewayPaymentId ?? '',
    amountPaise: Number(r.details.amount ?? 0),
    refunded: r.resolvedAt !== null,
  }));
}

/** The gateway refunded the payment of this break: resolved once (false when already, or none). */
export async function resolveBreakOfPayment(
  db: DbOrTx,
  kind: string,
  gatewayPaymentId: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(reconciliationBreaks)
    .set({ resolvedAt: at })
    .where(
      and(
        eq(reconciliationBreaks.kind, kind),
        eq(reconciliationBreaks.gatewayPaymentId, gatewayPaymentId),
        isNull(reconciliationBreaks.resolvedAt),
      ),
    )
    .returning({ id: reconciliationBreaks.id });
  return rows.length > 0;
}
