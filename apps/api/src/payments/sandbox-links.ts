import { eq } from 'drizzle-orm';
import { sandboxGatewayLinks as links, sandboxGatewayOrders as orders, type Db } from '@kavach/db';
import type { CreatePaymentLink, GatewayPaymentLink, PaymentLinkStatus } from './gateway';
import { referenceConflict } from './payment-links';
import { createOrderOnce, sandboxId } from './sandbox-store';

/*
 * The sandbox's payment links (Razorpay Payment Links): one row per reference id, each paid through
 * a sandbox order made with it. Expiry is computed on read with the caller's clock: an unpaid row
 * past `expire_by` keeps `created` in the table and reads as `expired`.
 */

export type SandboxLinkRow = typeof links.$inferSelect;
/** Why a link takes no payment (its status as the customer sees it). */
export type LinkRefusal = 'expired' | 'cancelled' | 'already_paid';

/**
 * The hosted link page on the web origin (built in the web app). The link's `short_url` carries the
 * page key (sandbox-page-key.ts): whoever holds the whole URL may see and pay the link, as with
 * Razorpay's short URL; the webhook's copy leaves the key out (decision 043).
 */
export const sandboxLinkPath = (linkId: string, pageKey?: string) =>
  pageKey === undefined ? `/pay/sandbox/link/${linkId}` : `/pay/sandbox/link/${linkId}?key=${pageKey}`;

export function linkStatus(row: SandboxLinkRow, now: Date): PaymentLinkStatus {
  if (row.status === 'created' && now.getTime() >= row.expireBy.getTime()) return 'expired';
  return row.status as PaymentLinkStatus;
}

export function linkRefusal(row: SandboxLinkRow, now: Date): LinkRefusal | null {
  const status = linkStatus(row, now);
  if (status === 'created' || status === 'partially_paid') return null;
  return status === 'paid' ? 'already_paid' : status;
}

export const toGatewayLinkRow = (row: SandboxLinkRow, now: Date, pageKey: string): GatewayPaymentLink => {
  const status = linkStatus(row, now);
  return {
    id: row.id,
    shortUrl: sandboxLinkPath(row.id, pageKey),
    amountPaise: row.amount,
    amountPaidPaise: status === 'paid' ? row.amount : 0,
    currency: row.currency,
    referenceId: row.referenceId,
    status,
    expireBy: row.expireBy,
  };
};

/**
 * Insert-or-return by reference id, like Razorpay's unique reference_id: concurrent callers in any
 * process get one link and one sandbox order (idempotency key `link:{referenceId}`). An order or a
 * link already made under the reference for another amount is refused (REFERENCE_CONFLICT).
 */
export async function createLinkOnce(db: Db, input: CreatePaymentLink, now: Date): Promise<SandboxLinkRow> {
  const order = await createOrderOnce(
    db,
    {
      amountPaise: input.amountPaise,
      currency: input.currency,
      receipt: input.referenceId,
      notes: {},
      idempotencyKey: `link:${input.referenceId}`,
    },
    now,
  );
  if (order.amount !== input.amountPaise || order.currency !== input.currency) throw referenceConflict();
  const [inserted] = await db
    .insert(links)
    .values({
      id: sandboxId('plink'),
      orderId: order.id,
      referenceId: input.referenceId,
      amount: input.amountPaise,
      currency: input.currency,
      description: input.description,
      customer: { name: input.customer.name, contact: input.customer.contact, email: input.customer.email },
      callbackUrl: input.callbackUrl,
      status: 'created',
      expireBy: input.expireBy,
      createdAt: now,
      cancelledAt: null,
    })
    .onConflictDoNothing({ target: links.referenceId })
    .returning();
  if (inserted) return inserted;
  const [existing] = await db.select().from(links).where(eq(links.referenceId, input.referenceId));
  if (!existing) throw new Error('sandbox link vanished after a reference id conflict');
  return existing;
}

export async function findLink(db: Db, id: string): Promise<SandboxLinkRow | null> {
  const [row] = await db.select().from(links).where(eq(links.id, id));
  return row ?? null;
}

/**
 * The link a sandbox order was made for, locked; called inside a payment's transaction after the
 * order row is locked (the lock order of every link write: order, then link).
 */
export async function lockLinkOfOrder(tx: Db, orderId: string): Promise<SandboxLinkRow | null> {
  const [row] = await tx.select().from(links).where(eq(links.orderId, orderId)).limit(1).for('update');
  return row ?? null;
}

/** created → paid once the link's order is paid; null when the link was not `created`. */
export async function markLinkPaid(tx: Db, link: SandboxLinkRow | null): Promise<SandboxLinkRow | null> {
  if (link?.status !== 'created') return null;
  const [paid] = await tx.update(links).set({ status: 'paid' }).where(eq(links.id, link.id)).returning();
  return paid ?? null;
}

/**
 * created (and unexpired) → cancelled; any other link is returned as it is; null for an unknown id.
 * The order row is locked first, as a payment does, so a payment in flight either finishes first
 * (the link reads `paid`) or sees the link cancelled.
 */
export async function cancelLink(db: Db, id: string, now: Date): Promise<SandboxLinkRow | null> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(links).where(eq(links.id, id));
    if (!found) return null;
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, found.orderId)).for('update');
    const [link] = await tx.select().from(links).where(eq(links.id, id)).for('update');
    if (!link || linkStatus(link, now) !== 'created') return link ?? found;
    const [cancelled] = await tx
      .update(links)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(eq(links.id, id))
      .returning();
    return cancelled ?? link;
  });
}
