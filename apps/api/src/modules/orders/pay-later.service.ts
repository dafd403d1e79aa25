import {
  cartLines,
  closeOrderedCart,
  orderItemsOf,
  orderStatus,
  transition,
  type OrderRow,
  type Tx,
} from '@kavach/db';
import { notifyOrderCustomer } from './notify-order';
import { formatInr, isOrderOpen, postpaidAllowed } from '@kavach/domain';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/http-errors';
import type { CurrentSession } from '../../lib/current-session';
import { sessionOpenCart } from '../cart/cart-access';
import { orderFromCart } from './checkout.service';
import { orderVisits, visitText, type OrderVisit } from './visits';

export const payLaterRefused = () =>
  new AppError(
    409,
    'PAY_LATER_NOT_ALLOWED',
    'Paying after the visit is not available for this cart. Please pay online to confirm your order.',
  );

/** The booking confirmation (SMS and email through the outbox, in the booking's transaction). */
async function confirmBooking(tx: Tx, order: OrderRow, visits: OrderVisit[], now: Date) {
  const text = `Kavach: your visit is booked — ${visitText(visits)} (order ${order.orderRef}). Pay ${formatInr(order.amountPaise)} after the visit: we will send you a payment link by SMS and email.`;
  await notifyOrderCustomer(tx, order, {
    topic: 'visit_booked',
    text,
    key: (channel) => `visit-booked:${channel}:${order.orderRef}`,
    now,
  });
}

export interface PayLaterResult {
  order: OrderRow;
  visits: OrderVisit[];
}

/**
 * POST /v3/order/checkout with `pay_later` (issue 18 §3, decision 045): only a cart the domain's
 * docs/product/accounts.md#input-rules rule allows; the same checks and the same order as paying now (one order per cart version,
 * coupon used once); then, in one transaction, the order is confirmed without payment
 * (visit_booked: its frozen slots are the booking), the cart closes and the confirmation goes to
 * the outbox. The payment link follows the visit (visit-completed.service.ts).
 */
export async function checkoutPayLater(deps: AppDeps, session: CurrentSession): Promise<PayLaterResult> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const cart = await sessionOpenCart(tx, session);
    const lines = await cartLines(tx, cart.id);
    const rule = {
      type: cart.type,
      lines: lines.map((l) => ({ itemType: l.cartType, categoryType: l.categorySlug })),
    };
    if (!postpaidAllowed(rule)) throw payLaterRefused();
    const order = await orderFromCart(deps, tx, cart, session, now);
    if (!isOrderOpen(order.status))
      throw new AppError(409, 'ORDER_CLOSED', 'This order is already paid. Your plans are in My Plans.');
    const booked = await transition(tx, orderStatus, order, 'visit_booked', { updatedAt: now });
    // The cart is what was ordered; it closes as a paid one does (a new purchase starts a new cart).
    await closeOrderedCart(tx, order, now);
    const visits = orderVisits(await orderItemsOf(tx, order.id));
    await confirmBooking(tx, booked, visits, now);
    return { order: booked, visits };
  });
}
