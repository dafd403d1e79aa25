import { randomBytes } from 'node:crypto';
import {
  auditAgent,
  findOrderByRef,
  findPaymentLinkOfOrder,
  insertPaymentLink,
  lockOrderById,
  orderItemsOf,
  orderStatus,
  transition,
  type OrderRow,
  type PaymentLinkRow,
} from '@kavach/db';
import { notifyOrderCustomer } from '../orders/notify-order';
import { POSTPAID_LINK_TTL_MS, formatInr, isAgent, isOrderPaid } from '@kavach/domain';
import type { SendLinkResponse } from '@kavach/contracts';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/http-errors';
import type { CurrentSession } from '../../lib/current-session';
import { maskRecipient } from '../../lib/mask';
import { orderNotFound } from '../orders/order-access';
import { orderVisits } from '../orders/visits';
import { ensureGatewayLink, linkUrl } from './send-link.service';

/**
 * Phase 1, one transaction with the order locked: a booked visit becomes payment_due with its one
 * payment link (30 days, decision 045); an order already payment_due gives its link back (a retry
 * after a gateway failure, or a second tap). Every call by staff leaves an audit row.
 */
async function prepare(deps: AppDeps, staffId: number, orderRef: string, now: Date) {
  return deps.db.transaction(async (tx) => {
    const found = await findOrderByRef(tx, orderRef);
    const order = found ? await lockOrderById(tx, found.id) : null;
    if (!order) throw orderNotFound();
    if (isOrderPaid(order.status))
      throw new AppError(409, 'ORDER_PAID', 'This order has already been paid for.');
    const existing = await findPaymentLinkOfOrder(tx, order.id);
    if (order.status === 'payment_due' && existing) return { order, link: existing, resent: true };
    if (order.status !== 'visit_booked')
      throw new AppError(409, 'NOT_PAY_AFTER_VISIT', 'This order was not booked to pay after the visit.');
    if (existing && existing.status !== 'created')
      throw new AppError(
        409,
        'LINK_CLOSED',
        'The payment link of this order was closed. Please contact support.',
      );
    // An agent's link made before the booking is still payable: it becomes the after-visit link.
    const link: PaymentLinkRow =
      existing ??
      (await insertPaymentLink(tx, {
        token: randomBytes(32).toString('base64url'),
        orderId: order.id,
        cartId: order.cartId,
        agentId: staffId,
        gateway: deps.payments.name,
        referenceId: order.orderRef,
        amountPaise: order.amountPaise,
        status: 'created',
        sentTo: { phone: order.phone, email: order.email },
        expiresAt: new Date(now.getTime() + POSTPAID_LINK_TTL_MS),
        createdAt: now,
        updatedAt: now,
      }));
    const due = await transition(tx, orderStatus, order, 'payment_due', { updatedAt: now });
    await auditAgent(tx, {
      agentId: staffId,
      customerId: order.phone,
      action: 'order.visit_completed',
      cartId: order.cartId,
      before: { status: order.status },
      after: { status: due.status, order_ref: order.orderRef, link_id: link.id },
      createdAt: now,
    });
    return { order: due, link, resent: false };
  });
}

/** The link by SMS and email through the outbox: once per link and channel (idempotency keys). */
async function sendAfterVisit(deps: AppDeps, order: OrderRow, link: PaymentLinkRow, url: string, now: Date) {
  const visits = orderVisits(await orderItemsOf(deps.db, order.id));
  const what = visits.map((v) => v.title).join(', ') || 'visit';
  const text = `Kavach: your ${what} is done. Pay ${formatInr(order.amountPaise)} for order ${order.orderRef} at ${url} — the link works for 30 days.`;
  await deps.db.transaction(async (tx) => {
    await notifyOrderCustomer(tx, order, {
      topic: 'payment_link',
      text,
      key: (channel) => `postpaid-link:${channel}:${link.token}`,
      now,
      extra: { url },
    });
  });
}

/**
 * POST /v3/order/visit_completed/{order_id} (issue 18 §3, decision 045): signed-in staff with the
 * link permission record that the technician's visit of a pay-after-the-visit order is done. The
 * order becomes payment_due and a gateway payment link for its amount goes to the customer by SMS
 * and email; paying it settles the order through the one settle function (link-settle.ts).
 */
export async function completeVisit(
  deps: AppDeps,
  session: CurrentSession,
  orderRef: string,
): Promise<SendLinkResponse> {
  if (!isAgent(session.staff))
    throw new AppError(403, 'AGENT_ONLY', 'Only signed-in Kavach staff can mark a visit as done.');
  const now = deps.clock.now();
  const prepared = await prepare(deps, session.staff!.id, orderRef, now);
  const link = await ensureGatewayLink(deps, prepared.order, prepared.link);
  const url = linkUrl(deps, link.token);
  await sendAfterVisit(deps, prepared.order, link, url, now);
  const { order } = prepared;
  return {
    link_id: link.token,
    url,
    order_id: order.orderRef,
    amount: order.amountPaise,
    currency: 'INR',
    expires_at: link.expiresAt.toISOString(),
    status: link.status as SendLinkResponse['status'],
    sent_to: { phone: maskRecipient(order.phone), email: maskRecipient(order.email) },
    resent: prepared.resent,
    message: `Payment link sent to ${maskRecipient(order.phone)} and ${maskRecipient(order.email)}.`,
  };
}
