import { and, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { couponCustomerUses, couponRedemptions, coupons } from '../schema/coupons';
import { orderItems, orders, payments, reconciliationBreaks, webhookEvents } from '../schema/orders';
import { cartHoldsCoupon, lockCartCoupon } from './coupons';
import type { DbOrTx } from './tx';

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** Serialises the writers of one idempotency key until the transaction ends (partner registrations, apps/api modules/partner). */
export async function lockIdempotencyKey(tx: DbOrTx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

export async function findOrderByIdempotencyKey(db: DbOrTx, key: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
  return row ?? null;
}

export async function findOrderByRef(db: DbOrTx, orderRef: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.orderRef, orderRef)).limit(1);
  return row ?? null;
}

/** The order of a gateway order id, locked: callback, webhook and reconciliation serialise here (docs/product/security-tests.md#t8-4). */
export async function lockOrderByGatewayOrderId(
  tx: DbOrTx,
  gatewayOrderId: string,
): Promise<OrderRow | null> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(eq(orders.gatewayOrderId, gatewayOrderId))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function insertOrder(
  tx: DbOrTx,
  order: typeof orders.$inferInsert,
  items: Omit<typeof orderItems.$inferInsert, 'orderId'>[],
): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(order).returning();
  if (items.length) await tx.insert(orderItems).values(items.map((i) => ({ ...i, orderId: row!.id })));
  return row!;
}

/** Changes an order's other columns; its status changes only through `transition()` (decision 052). */
export async function updateOrder(
  tx: DbOrTx,
  id: number,
  patch: Partial<Omit<typeof orders.$inferInsert, 'id' | 'status'>>,
) {
  const [row] = await tx.update(orders).set(patch).where(eq(orders.id, id)).returning();
  return row!;
}

export async function orderItemsOf(db: DbOrTx, orderId: number) {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
}

export async function paymentsOf(db: DbOrTx, orderId: number): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);
}

export async function findPayment(db: DbOrTx, gatewayPaymentId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.gatewayPaymentId, gatewayPaymentId))
    .limit(1);
  return row ?? null;
}

export async function insertPayment(tx: DbOrTx, row: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [p] = await tx.insert(payments).values(row).returning();
  return p!;
}

/** Records a webhook event id; false when it was already seen (the delivery is a duplicate). */
export async function recordWebhookEvent(
  tx: DbOrTx,
  row: typeof webhookEvents.$inferInsert,
): Promise<boolean> {
  const inserted = await tx
    .insert(webhookEvents)
    .values(row)
    .onConflictDoNothing({ target: webhookEvents.eventId })
    .returning({ id: webhookEvents.eventId });
  return inserted.length === 1;
}

export async function recordBreak(tx: DbOrTx, row: typeof reconciliationBreaks.$inferInsert) {
  await tx.insert(reconciliationBreaks).values(row);
}

/**
 * Redeems a coupon for an order atomically (docs/product/security-tests.md#t7-5): the total limit with a conditional UPDATE, the
 * per-customer limit with a conditional upsert. False when either limit is reached. An order of a
 * cart whose earlier order already holds this customer's use shares it (decision 087): a cart is
 * paid at most once, so its orders together take one use.
 */
export async function redeemCoupon(
  tx: DbOrTx,
  input: {
    couponId: number;
    orderRef: string;
    cartId: number;
    customerKey: string;
    perCustomerLimit: number | null;
    now: Date;
  },
): Promise<boolean> {
  const redemption = {
    couponId: input.couponId,
    orderRef: input.orderRef,
    customerKey: input.customerKey,
    createdAt: input.now,
  };
  await lockCartCoupon(tx, input.cartId);
  if (await cartHolds(tx, input.couponId, input.customerKey, input.cartId)) {
    await tx.insert(couponRedemptions).values(redemption);
    return true;
  }
  const total = await tx
    .update(coupons)
    .set({ redeemedCount: sql`${coupons.redeemedCount} + 1` })
    .where(
      and(
        eq(coupons.id, input.couponId),
        sql`(${coupons.maxRedemptions} is null or ${coupons.redeemedCount} < ${coupons.maxRedemptions})`,
      ),
    )
    .returning({ id: coupons.id });
  if (total.length === 0) return false;
  const limit = input.perCustomerLimit;
  const perCustomer = await tx
    .insert(couponCustomerUses)
    .values({ couponId: input.couponId, customerKey: input.customerKey, used: 1 })
    .onConflictDoUpdate({
      target: [couponCustomerUses.couponId, couponCustomerUses.customerKey],
      set: { used: sql`${couponCustomerUses.used} + 1` },
      ...(limit !== null ? { setWhere: sql`${couponCustomerUses.used} < ${limit}` } : {}),
    })
    .returning({ used: couponCustomerUses.used });
  if (perCustomer.length === 0 || (limit !== null && perCustomer[0]!.used > limit)) return false;
  await tx.insert(couponRedemptions).values(redemption);
  return true;
}

async function cartHolds(tx: DbOrTx, couponId: number, customerKey: string, cartId: number) {
  const [row] = await tx
    .select({ held: sql<boolean>`${cartHoldsCoupon(couponId, customerKey, cartId)}` })
    .from(coupons)
    .where(eq(coupons.id, couponId));
  return row?.held === true;
}

/**
 * Claims orders waiting for payment, last changed between `notBefore` and `olderThan`
 * (reconciliation picks these, docs/product/security-tests.md#t8-6 / docs/product/security-tests.md#t8-9; Razorpay auto-refunds uncaptured payments after 3 days):
 * rows no other worker holds (FOR UPDATE SKIP LOCKED) and whose last claim has lapsed get a lease
 * until `now + leaseMs`, so each API replica's job looks at its own batch (decision 046). An order
 * being settled right now (row locked) is skipped too. Oldest first.
 */
export async function claimPendingOrders(
  db: DbOrTx,
  input: { olderThan: Date; notBefore: Date; now: Date; leaseMs: number; limit?: number },
): Promise<OrderRow[]> {
  const due = db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.status, ['created', 'payment_pending', 'payment_failed']),
        lt(orders.updatedAt, input.olderThan),
        gt(orders.updatedAt, input.notBefore),
        or(isNull(orders.reconcileLeaseUntil), lte(orders.reconcileLeaseUntil, input.now)),
      ),
    )
    .orderBy(orders.updatedAt)
    .limit(input.limit ?? 100)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(orders)
    .set({ reconcileLeaseUntil: new Date(input.now.getTime() + input.leaseMs) })
    .where(inArray(orders.id, due))
    .returning();
  return claimed.sort((x, y) => x.updatedAt.getTime() - y.updatedAt.getTime() || x.id - y.id);
}

export async function findOrderByGatewayOrderId(
  db: DbOrTx,
  gatewayOrderId: string,
): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.gatewayOrderId, gatewayOrderId)).limit(1);
  return row ?? null;
}

export async function lockOrderById(tx: DbOrTx, id: number): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1).for('update');
  return row ?? null;
}

/**
 * Serialises the settling of a cart's orders until the transaction ends: two orders of one cart
 * (two versions, an old payment link) paid at the same moment each hold only their own row lock, so
 * without this both would see "no paid order yet" and the second would break
 * orders_one_paid_per_cart_uq (a 500) instead of being refunded (docs/product/security-tests.md#t10-3).
 * Taken after the order's row lock, and only by settling, so it cannot close a lock cycle.
 */
export async function lockCartSettlement(tx: DbOrTx, cartId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'settle-cart:' + cartId}))`);
}

/** The paid order of a cart, if any (at most one: orders_one_paid_per_cart_uq, docs/product/security-tests.md#t10-3). */
export async function paidOrderOfCart(db: DbOrTx, cartId: number): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.cartId, cartId), eq(orders.status, 'paid')))
    .limit(1);
  return row ?? null;
}

/**
 * Gives back the coupon use of an order that will never be paid (cancelled or expired): the
 * redemption row goes, and the total and per-customer counters drop by one, unless another order
 * of the same cart still holds the use (decision 087). Idempotent — a second call finds no
 * redemption and changes nothing.
 */
export async function releaseCoupon(tx: DbOrTx, orderRef: string): Promise<boolean> {
  const [order] = await tx
    .select({ cartId: orders.cartId })
    .from(orders)
    .where(eq(orders.orderRef, orderRef));
  if (order) await lockCartCoupon(tx, order.cartId);
  const gone = await tx
    .delete(couponRedemptions)
    .where(eq(couponRedemptions.orderRef, orderRef))
    .returning({ couponId: couponRedemptions.couponId, customerKey: couponRedemptions.customerKey });
  for (const r of gone) {
    if (order && (await cartHolds(tx, r.couponId, r.customerKey, order.cartId))) continue;
    await tx
      .update(coupons)
      .set({ redeemedCount: sql`greatest(${coupons.redeemedCount} - 1, 0)` })
      .where(eq(coupons.id, r.couponId));
    await tx
      .update(couponCustomerUses)
      .set({ used: sql`greatest(${couponCustomerUses.used} - 1, 0)` })
      .where(
        and(eq(couponCustomerUses.couponId, r.couponId), eq(couponCustomerUses.customerKey, r.customerKey)),
      );
  }
  return gone.length > 0;
}
