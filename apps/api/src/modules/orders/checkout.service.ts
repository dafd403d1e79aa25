import { randomBytes } from 'node:crypto';
import {
  findCouponById,
  findOrderByIdempotencyKey,
  insertOrder,
  lockOrderById,
  orderStatus,
  redeemCoupon,
  transition,
  updateOrder,
  type CartRow,
  type OrderRow,
  type Tx,
} from '@kavach/db';
import type { Cart } from '@kavach/contracts';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/http-errors';
import type { CurrentSession } from '../../lib/current-session';
import type { CheckoutParams } from '../../payments/gateway';
import { sessionOpenCart } from '../cart/cart-access';
import { priceCart } from '../cart/cart-view';
import { assertCheckoutReady } from './checkout-rules';
import { assertRenewalsHold } from '../cart/renewal.service';
import { holidayDaysAtPincode } from '../calendar/holiday-calendar';

/** Public order reference: 'KV' + 12 random base32 characters (not derivable from the row id, docs/product/security-tests.md#t6-2). */
export function newOrderRef(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(12);
  return `KV${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

function orderValues(cart: CartRow, view: Cart, session: CurrentSession, gateway: string, now: Date) {
  return {
    orderRef: newOrderRef(),
    cartId: cart.id,
    cartVersion: cart.version,
    idempotencyKey: `cart:${cart.id}:v${cart.version}`,
    ownerSessionHash: session.idHash,
    customerId: session.customer?.id ?? null,
    status: 'created',
    channel: cart.channel,
    city: cart.city,
    name: view.name!,
    email: view.email!,
    phone: view.phone!,
    address: view.address!,
    itemTotalPaise: view.item_total,
    discountPaise: view.discount_total,
    amountPaise: view.total,
    couponId: view.discount_code ? cart.couponId : null,
    gateway,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * The order of this cart version, created (with its coupon use) or found (docs/product/security-tests.md#t8-8). Runs inside the
 * caller's transaction with the cart locked. `agentAssisted`: an agent's cart paid by link (no code
 * verified in the session; the coupon's per-customer limit counts the cart's phone).
 */
export async function orderFromCart(
  deps: AppDeps,
  tx: Tx,
  cart: CartRow,
  session: CurrentSession,
  now: Date,
  agentAssisted = false,
): Promise<OrderRow> {
  const existing = await findOrderByIdempotencyKey(tx, `cart:${cart.id}:v${cart.version}`);
  if (existing) return existing;
  const { view, lines } = await priceCart(tx, cart, session, now);
  const holidays = await holidayDaysAtPincode(tx, view.address?.pincode);
  assertCheckoutReady(view, session, now, agentAssisted, holidays);
  await assertRenewalsHold(tx, lines, session, now);
  const values = orderValues(cart, view, session, deps.payments.name, now);
  if (values.couponId !== null) {
    const coupon = await findCouponById(tx, values.couponId);
    const ok =
      coupon &&
      (await redeemCoupon(tx, {
        couponId: coupon.id,
        orderRef: values.orderRef,
        cartId: cart.id,
        customerKey: agentAssisted ? view.phone! : session.verifiedPhone!,
        perCustomerLimit: coupon.perCustomerLimit,
        now,
      }));
    if (!ok)
      throw new AppError(409, 'COUPON_EXHAUSTED', 'This code has just been used up. Remove it to continue.');
  }
  return insertOrder(
    tx,
    values,
    view.items.map((i, n) => ({
      planId: lines[n]!.planId,
      planPriceId: lines[n]!.planPriceId,
      sku: i.sku,
      title: i.display_title,
      planType: i.product_type,
      categorySlug: i.category_type,
      tenureMonths: i.duration,
      unitPricePaise: i.unit_price,
      quantity: i.quantity,
      discountPaise: i.discount_amount,
      deviceDetail: i.device_detail,
      slot: i.slot,
      renewsPlanId: lines[n]!.renewsPlanId,
    })),
  );
}

/** Creates (or finds, for the same cart version) the order of the session's cart. */
async function createOrder(deps: AppDeps, session: CurrentSession): Promise<OrderRow> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const cart = await sessionOpenCart(tx, session);
    return orderFromCart(deps, tx, cart, session, now);
  });
}

export interface CheckoutResult {
  order: OrderRow;
  params: CheckoutParams;
}

/**
 * POST /v3/order/checkout: order first (committed), then the gateway order with the same
 * idempotency key, then the link between them. A retry after any failure reuses both (docs/product/security-tests.md#t8-8, docs/product/security-tests.md#t9-1).
 */
export async function checkout(deps: AppDeps, session: CurrentSession): Promise<CheckoutResult> {
  let order = await createOrder(deps, session);
  if (order.status !== 'created' && order.status !== 'payment_pending' && order.status !== 'payment_failed')
    throw new AppError(409, 'ORDER_CLOSED', 'This order is already paid. Your plans are in My Plans.');
  const gatewayOrder = order.gatewayOrderId
    ? await deps.payments.fetchOrder(order.gatewayOrderId)
    : await deps.payments.createOrder({
        amountPaise: order.amountPaise,
        currency: 'INR',
        receipt: order.orderRef,
        notes: { order_ref: order.orderRef },
        idempotencyKey: order.idempotencyKey,
      });
  if (!gatewayOrder) throw new Error(`gateway order ${order.gatewayOrderId} not found`);
  if (!order.gatewayOrderId) {
    const orderId = order.id;
    order = await deps.db.transaction(async (tx) => {
      // Locked and re-read: the order may have been booked to pay after the visit meanwhile
      // (decision 045); it keeps that status, and the gateway order may still pay it early.
      const fresh = (await lockOrderById(tx, orderId))!;
      const now = deps.clock.now();
      return fresh.status === 'created'
        ? transition(tx, orderStatus, fresh, 'payment_pending', {
            gatewayOrderId: gatewayOrder.id,
            updatedAt: now,
          })
        : updateOrder(tx, fresh.id, { gatewayOrderId: gatewayOrder.id, updatedAt: now });
    });
  }
  return { order, params: deps.payments.checkoutParams(gatewayOrder) };
}
