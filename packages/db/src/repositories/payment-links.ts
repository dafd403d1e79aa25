import { and, asc, eq, gt, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import { orders } from '../schema/orders';
import { paymentLinks } from '../schema/payment-links';
import { paymentLinkStatus } from '../lifecycle/entities';
import { transitionWhere } from '../lifecycle/transition';
import type { DbOrTx } from './tx';

export type PaymentLinkRow = typeof paymentLinks.$inferSelect;

export async function insertPaymentLink(
  tx: DbOrTx,
  values: typeof paymentLinks.$inferInsert,
): Promise<PaymentLinkRow> {
  const [row] = await tx.insert(paymentLinks).values(values).returning();
  return row!;
}

export async function findPaymentLinkByToken(
  db: DbOrTx,
  token: string,
  lock = false,
): Promise<PaymentLinkRow | null> {
  const q = db.select().from(paymentLinks).where(eq(paymentLinks.token, token)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function findPaymentLinkOfOrder(db: DbOrTx, orderId: number): Promise<PaymentLinkRow | null> {
  const [row] = await db.select().from(paymentLinks).where(eq(paymentLinks.orderId, orderId)).limit(1);
  return row ?? null;
}

/** The links of a cart still open for payment (a new link cancels them; the caller holds the cart lock). */
export async function openLinksOfCart(tx: DbOrTx, cartId: number): Promise<PaymentLinkRow[]> {
  return tx
    .select()
    .from(paymentLinks)
    .where(and(eq(paymentLinks.cartId, cartId), eq(paymentLinks.status, 'created')))
    .orderBy(asc(paymentLinks.id));
}

export async function updatePaymentLink(
  tx: DbOrTx,
  id: number,
  patch: Partial<Omit<typeof paymentLinks.$inferInsert, 'id' | 'token' | 'status'>>,
): Promise<PaymentLinkRow> {
  const [row] = await tx.update(paymentLinks).set(patch).where(eq(paymentLinks.id, id)).returning();
  return row!;
}

/** The order paid through a gateway payment link, locked (settlement of link payments, docs/product/security-tests.md#t8-12). */
export async function lockOrderByGatewayLinkId(tx: DbOrTx, gatewayLinkId: string) {
  const [link] = await tx
    .select({ orderId: paymentLinks.orderId })
    .from(paymentLinks)
    .where(eq(paymentLinks.gatewayLinkId, gatewayLinkId))
    .limit(1);
  if (!link) return null;
  const [row] = await tx.select().from(orders).where(eq(orders.id, link.orderId)).limit(1).for('update');
  return row ?? null;
}

/**
 * Claims open links past their expiry (the expiry job settles or expires them) as
 * claimPendingOrders claims orders: FOR UPDATE SKIP LOCKED plus a lease (decision 046).
 */
export async function claimExpiredLinks(
  db: DbOrTx,
  input: { now: Date; leaseMs: number; limit?: number },
): Promise<PaymentLinkRow[]> {
  const due = db
    .select({ id: paymentLinks.id })
    .from(paymentLinks)
    .where(
      and(
        inArray(paymentLinks.status, ['created']),
        lt(paymentLinks.expiresAt, input.now),
        or(isNull(paymentLinks.reconcileLeaseUntil), lte(paymentLinks.reconcileLeaseUntil, input.now)),
      ),
    )
    .orderBy(asc(paymentLinks.expiresAt))
    .limit(input.limit ?? 100)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(paymentLinks)
    .set({ reconcileLeaseUntil: new Date(input.now.getTime() + input.leaseMs) })
    .where(inArray(paymentLinks.id, due))
    .returning();
  return claimed.sort((x, y) => x.expiresAt.getTime() - y.expiresAt.getTime() || x.id - y.id);
}

/**
 * Open links of orders waiting for their after-visit payment (payment_due, decision 045), the order
 * last changed between `notBefore` and `olderThan`: reconciliation settles them from the gateway.
 */
export async function openLinksOfDueOrders(
  db: DbOrTx,
  olderThan: Date,
  notBefore: Date,
  limit = 100,
): Promise<PaymentLinkRow[]> {
  const rows = await db
    .select({ link: paymentLinks })
    .from(paymentLinks)
    .innerJoin(orders, eq(orders.id, paymentLinks.orderId))
    .where(
      and(
        eq(paymentLinks.status, 'created'),
        eq(orders.status, 'payment_due'),
        lt(orders.updatedAt, olderThan),
        gt(orders.updatedAt, notBefore),
      ),
    )
    .orderBy(asc(orders.updatedAt))
    .limit(limit);
  return rows.map((r) => r.link);
}

/**
 * Closes the open links of an order (paid with it, expired or cancelled with it): only links the
 * payment-link lifecycle lets move to `to` change (decision 052).
 */
export async function closeLinksOfOrder(
  tx: DbOrTx,
  orderId: number,
  to: 'paid' | 'expired' | 'cancelled',
  now: Date,
): Promise<void> {
  await transitionWhere(tx, paymentLinkStatus, eq(paymentLinks.orderId, orderId), to, { updatedAt: now });
}
