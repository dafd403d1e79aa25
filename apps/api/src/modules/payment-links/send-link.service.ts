import { randomBytes } from 'node:crypto';
import {
  auditAgent,
  findPaymentLinkOfOrder,
  insertPaymentLink,
  lockOrderById,
  openLinksOfCart,
  orderStatus,
  paidOrderOfCart,
  paymentLinkStatus,
  releaseCoupon,
  transition,
  transitionIfStill,
  updatePaymentLink,
  type OrderRow,
  type PaymentLinkRow,
  type Tx,
} from '@kavach/db';
import { notifyOrderCustomer } from '../orders/notify-order';
import { PAYMENT_LINK_TTL_MS, formatInr, isAgent, isOrderOpen } from '@kavach/domain';
import type { SendLinkResponse } from '@kavach/contracts';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/http-errors';
import type { CurrentSession } from '../../lib/current-session';
import { maskRecipient } from '../../lib/mask';
import { ownedOpenCart } from '../cart/cart-access';
import { orderFromCart } from '../orders/checkout.service';

/** Our link to the payment-link page, on the web origin (the first of WEB_ORIGIN). */
export function linkUrl(deps: AppDeps, token: string): string {
  return `${deps.config.webOrigins[0]}/payment-link/${token}`;
}

interface Prepared {
  order: OrderRow;
  link: PaymentLinkRow;
  resent: boolean;
  cancelledGatewayLinks: string[];
}

/**
 * Phase 1, one transaction: the agent's own open cart (docs/product/security-tests.md#t6-5), ready for payment except the code
 * (agent-assisted), its order for this cart version with the coupon used, and the link row. An open
 * link for the same cart version is re-sent; links of earlier versions are cancelled, so a cart
 * never has two payable links (a late payment on a cancelled one is refunded, docs/product/security-tests.md#t8-12).
 */
async function prepare(deps: AppDeps, session: CurrentSession, cartToken: string, now: Date) {
  const staff = session.staff!;
  return deps.db.transaction(async (tx): Promise<Prepared> => {
    const cart = await ownedOpenCart(tx, cartToken, session);
    if (cart.agentId !== staff.id)
      throw new AppError(
        409,
        'NOT_AN_AGENT_CART',
        'This cart was started before you signed in as an agent. Start a new cart for the customer.',
      );
    if (await paidOrderOfCart(tx, cart.id))
      throw new AppError(409, 'ORDER_CLOSED', 'This cart has already been paid for.');
    const before = { cart_version: cart.version, status: cart.status };
    const order = await orderFromCart(deps, tx, cart, session, now, true);
    if (!isOrderOpen(order.status))
      throw new AppError(409, 'ORDER_CLOSED', 'This cart has already been paid for.');
    const cancelled: string[] = [];
    let current: PaymentLinkRow | null = null;
    for (const open of await openLinksOfCart(tx, cart.id)) {
      if (open.orderId === order.id && open.expiresAt > now) {
        current = open;
        continue;
      }
      await cancelLink(tx, open, now);
      if (open.gatewayLinkId) cancelled.push(open.gatewayLinkId);
    }
    const resent = current !== null;
    if (!current) {
      const existing = await findPaymentLinkOfOrder(tx, order.id);
      if (existing)
        throw new AppError(
          409,
          'LINK_CLOSED',
          'The link for this cart has expired or was cancelled. Change the cart to send a new one.',
        );
      current = await insertPaymentLink(tx, {
        token: randomBytes(32).toString('base64url'),
        orderId: order.id,
        cartId: cart.id,
        agentId: staff.id,
        gateway: deps.payments.name,
        referenceId: order.orderRef,
        amountPaise: order.amountPaise,
        status: 'created',
        sentTo: { phone: order.phone, email: order.email },
        expiresAt: new Date(now.getTime() + PAYMENT_LINK_TTL_MS),
        createdAt: now,
        updatedAt: now,
      });
    }
    await auditAgent(tx, {
      agentId: staff.id,
      customerId: order.phone,
      action: resent ? 'payment_link.resend' : 'payment_link.create',
      cartId: cart.id,
      before,
      after: { order_ref: order.orderRef, amount_paise: order.amountPaise, link_id: current.id },
      createdAt: now,
    });
    return { order, link: current, resent, cancelledGatewayLinks: cancelled };
  });
}

/**
 * A link that will not be paid any more: the link and its order are cancelled together. The order
 * is locked first, as settlement does (order, then link), so the two never deadlock; an order that
 * a payment has just settled stays as it is.
 */
export async function cancelLink(tx: Tx, link: PaymentLinkRow, now: Date): Promise<void> {
  const order = await lockOrderById(tx, link.orderId);
  if (!order || !isOrderOpen(order.status)) return;
  await transition(tx, orderStatus, order, 'cancelled', { updatedAt: now });
  await transition(tx, paymentLinkStatus, link, 'cancelled', { updatedAt: now });
  if (order.couponId !== null) await releaseCoupon(tx, order.orderRef);
}

/** Phase 2: the gateway's link (idempotent by reference id, so a retry after a failure makes none twice). */
export async function ensureGatewayLink(deps: AppDeps, order: OrderRow, link: PaymentLinkRow) {
  if (link.gatewayLinkId) return link;
  const gatewayLink = await deps.payments.createPaymentLink({
    amountPaise: link.amountPaise,
    currency: 'INR',
    referenceId: link.referenceId,
    description: `Kavach order ${order.orderRef}`,
    customer: { name: order.name, contact: order.phone, email: order.email },
    expireBy: link.expiresAt,
    callbackUrl: `${linkUrl(deps, link.token)}/done`,
  });
  if (gatewayLink.amountPaise !== link.amountPaise || gatewayLink.referenceId !== link.referenceId)
    throw new Error(`gateway link ${gatewayLink.id} does not match order ${order.orderRef}`);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // Unlocked: a payment may have settled the order meanwhile, and then it stays as it is.
    if (order.status === 'created')
      await transitionIfStill(tx, orderStatus, order, 'payment_pending', { updatedAt: now });
    return updatePaymentLink(tx, link.id, {
      gatewayLinkId: gatewayLink.id,
      gatewayUrl: gatewayLink.shortUrl,
      updatedAt: now,
    });
  });
}

/**
 * POST /v3/cart/send_link/{id} (issue 3 §4): only a signed-in agent (docs/product/security-tests.md#t6-4), only for a cart that
 * agent built (docs/product/security-tests.md#t6-5). Creates the order and an expiring link, and sends it by SMS and email through
 * the outbox; sending again re-sends the same link while the cart is unchanged.
 */
export async function sendPaymentLink(
  deps: AppDeps,
  session: CurrentSession,
  cartToken: string,
): Promise<SendLinkResponse> {
  if (!isAgent(session.staff))
    throw new AppError(403, 'AGENT_ONLY', 'Only a signed-in Kavach agent can send payment links.');
  const now = deps.clock.now();
  const prepared = await prepare(deps, session, cartToken, now);
  for (const id of prepared.cancelledGatewayLinks)
    await deps.payments.cancelPaymentLink(id).catch(() => null); // our state already refuses them
  const link = await ensureGatewayLink(deps, prepared.order, prepared.link);
  const { order } = prepared;
  const url = linkUrl(deps, link.token);
  const text = `Kavach: pay ${formatInr(order.amountPaise)} for your protection plans (order ${order.orderRef}) at ${url} — the link works for 24 hours.`;
  await deps.db.transaction(async (tx) => {
    await notifyOrderCustomer(tx, order, {
      topic: 'payment_link',
      text,
      key: (channel) => `payment-link:${channel}:${link.token}:${now.getTime()}`,
      now,
      extra: { url },
    });
  });
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
