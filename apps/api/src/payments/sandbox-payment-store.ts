import { eq } from 'drizzle-orm';
import { sandboxGatewayOrders as orders, sandboxGatewayPayments as payments, type Db } from '@kavach/db';
import { linkRefusal, lockLinkOfOrder, markLinkPaid, type SandboxLinkRow } from './sandbox-links';
import { sandboxId, type SandboxMethod, type SandboxOrderRow, type SandboxPaymentRow } from './sandbox-store';

/*
 * Payment attempts, captures and refunds of the sandbox gateway, each in one transaction with a row
 * lock, so concurrent Pay clicks, a late capture, a refund and a link cancellation cannot interleave
 * on one order. An order made for a payment link pays its link in the same transaction.
 */

export interface NewPayment {
  orderId: string;
  method: SandboxMethod;
  status: 'authorized' | 'captured' | 'failed';
  amountPaise?: number | undefined;
  errorCode?: string;
  errorDescription?: string;
  now: Date;
  /**
   * The attempt comes through the order's payment link (its hosted page): refused unless the link
   * is `created` and unexpired at `now`. Without it the order takes the payment whatever its link
   * says, as Razorpay's order does (a late payment the order module refunds, docs/product/security-tests.md#t8-9).
   */
  throughLink?: boolean;
}

export type PaymentWrite =
  | {
      kind: 'ok';
      order: SandboxOrderRow;
      payment: SandboxPaymentRow;
      attempts: number;
      /** The payment link this capture paid (created → paid), else null. */
      link: SandboxLinkRow | null;
    }
  | { kind: 'not_found' }
  | { kind: 'already_paid'; order: SandboxOrderRow }
  | { kind: 'link_refused'; reason: 'expired' | 'cancelled'; link: SandboxLinkRow };

/**
 * A payment attempt on an order, under a row lock on the order: like Razorpay, an order that is
 * `paid` takes no further payments; the first attempt moves it to `attempted`, a capture to `paid`.
 * A capture on an order made for a payment link marks the link `paid` (if still payable) in the
 * same commit; `throughLink` attempts are checked against the link under the same lock.
 */
export async function recordPayment(db: Db, input: NewPayment): Promise<PaymentWrite> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
    if (!order) return { kind: 'not_found' };
    if (order.status === 'paid') return { kind: 'already_paid', order };
    const link = await lockLinkOfOrder(tx, order.id);
    const refusal = link && input.throughLink ? linkRefusal(link, input.now) : null;
    if (refusal === 'already_paid') return { kind: 'already_paid', order };
    if (link && refusal) return { kind: 'link_refused', reason: refusal, link };
    const [payment] = await tx
      .insert(payments)
      .values({
        id: sandboxId('pay'),
        orderId: order.id,
        amount: input.amountPaise ?? order.amount,
        currency: order.currency,
        status: input.status,
        method: input.method,
        errorCode: input.errorCode ?? null,
        errorDescription: input.errorDescription ?? null,
        createdAt: input.now,
      })
      .returning();
    const status = input.status === 'captured' ? 'paid' : 'attempted';
    const [updated] = await tx.update(orders).set({ status }).where(eq(orders.id, order.id)).returning();
    const attempts = (
      await tx.select({ id: payments.id }).from(payments).where(eq(payments.orderId, order.id))
    ).length;
    // A late payment to the order of a closed (cancelled, expired) link leaves the link as it is.
    const payable = link !== null && linkRefusal(link, input.now) === null;
    const paidLink = input.status === 'captured' && payable ? await markLinkPaid(tx, link) : null;
    return { kind: 'ok', order: updated ?? order, payment: payment!, attempts, link: paidLink };
  });
}

export type CaptureWrite = PaymentWrite | { kind: 'not_capturable'; payment: SandboxPaymentRow };

/**
 * authorized → captured (a late capture of a "pending" sandbox payment), the order → paid, and the
 * order's payment link → paid if it is still `created` (the payment was authorized while payable).
 */
export async function capturePayment(db: Db, paymentId: string): Promise<CaptureWrite> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    if (!found) return { kind: 'not_found' };
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
    if (!order) return { kind: 'not_found' };
    if (order.status === 'paid') return { kind: 'already_paid', order };
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (payment?.status !== 'authorized') return { kind: 'not_capturable', payment: payment ?? found };
    const [captured] = await tx
      .update(payments)
      .set({ status: 'captured' })
      .where(eq(payments.id, paymentId))
      .returning();
    const [paid] = await tx.update(orders).set({ status: 'paid' }).where(eq(orders.id, order.id)).returning();
    const attempts = (
      await tx.select({ id: payments.id }).from(payments).where(eq(payments.orderId, order.id))
    ).length;
    const link = await markLinkPaid(tx, await lockLinkOfOrder(tx, order.id));
    return { kind: 'ok', order: paid ?? order, payment: captured ?? payment, attempts, link };
  });
}

export type RefundWrite = 'refunded' | 'partial' | 'not_found' | 'not_captured' | 'too_much';

/** Razorpay refunds captured payments only; a full refund moves the payment to `refunded` (idempotent). */
export async function refundPayment(db: Db, paymentId: string, amountPaise: number): Promise<RefundWrite> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) return 'not_found';
    if (payment.status === 'refunded') return amountPaise <= payment.amount ? 'refunded' : 'too_much';
    if (payment.status !== 'captured') return 'not_captured';
    if (amountPaise > payment.amount) return 'too_much';
    if (amountPaise < payment.amount) return 'partial';
    await tx.update(payments).set({ status: 'refunded' }).where(eq(payments.id, paymentId));
    return 'refunded';
  });
}
