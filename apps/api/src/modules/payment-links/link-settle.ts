import {
  closeLinksOfOrder,
  findPaymentLinkByToken,
  lockOrderById,
  orderStatus,
  paymentLinkStatus,
  recordBreak,
  releaseCoupon,
  transition,
  type PaymentLinkRow,
} from '@kavach/db';
import { isOrderOpen } from '@kavach/domain';
import type { AppDeps } from '../../deps';
import { settlePayment, type SettleSource } from '../orders/settle.service';

/**
 * Settles every payment the gateway holds for a link through THE fulfilment function (the callback,
 * the expiry job and reconciliation call this; the gateway's record decides, never the browser).
 */
export async function settleFromLink(deps: AppDeps, link: PaymentLinkRow, source: SettleSource) {
  if (!link.gatewayLinkId) return;
  const payments = await deps.payments.fetchPaymentLinkPayments(link.gatewayLinkId);
  for (const payment of payments) await settlePayment(deps, { payment, source, linkId: link.gatewayLinkId });
}

/**
 * A link past its expiry: payments made before it are settled first; if none paid the order, the
 * link and the order expire (a payment arriving later is refunded, docs/product/security-tests.md#t8-12) and the gateway's link is
 * cancelled. Returns the link as it stands afterwards.
 */
export async function expireLink(deps: AppDeps, link: PaymentLinkRow): Promise<PaymentLinkRow> {
  await settleFromLink(deps, link, 'reconciliation');
  const now = deps.clock.now();
  const expired = await deps.db.transaction(async (tx) => {
    const order = await lockOrderById(tx, link.orderId);
    const fresh = await findPaymentLinkByToken(tx, link.token, true);
    if (!order || !fresh || fresh.status !== 'created') return false;
    if (order.status === 'payment_due') {
      // After the visit the amount stays owed (decision 045): the link lapses, the order does not;
      // the unpaid visit is left for collection as a reconciliation break.
      await transition(tx, paymentLinkStatus, fresh, 'expired', { updatedAt: now });
      await recordBreak(tx, {
        kind: 'postpaid_unpaid',
        orderId: order.id,
        details: { amount: order.amountPaise, reference_id: fresh.referenceId },
        createdAt: now,
      });
      return true;
    }
    if (!isOrderOpen(order.status)) return false;
    await transition(tx, orderStatus, order, 'expired', { updatedAt: now });
    await transition(tx, paymentLinkStatus, fresh, 'expired', { updatedAt: now });
    if (order.couponId !== null) await releaseCoupon(tx, order.orderRef);
    return true;
  });
  if (expired && link.gatewayLinkId)
    await deps.payments.cancelPaymentLink(link.gatewayLinkId).catch(() => null);
  return (await findPaymentLinkByToken(deps.db, link.token))!;
}

/** An order still unpaid (after a last settlement) expires, giving its coupon use back; its link too. */
export async function expireUnpaidOrder(deps: AppDeps, orderId: number): Promise<boolean> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
    if (!order || !isOrderOpen(order.status)) return false;
    await transition(tx, orderStatus, order, 'expired', { updatedAt: now });
    await closeLinksOfOrder(tx, order.id, 'expired', now);
    if (order.couponId !== null) await releaseCoupon(tx, order.orderRef);
    return true;
  });
}
