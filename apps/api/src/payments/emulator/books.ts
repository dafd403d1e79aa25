import { randomBytes } from 'node:crypto';
import type { RzpLink, RzpOrder, RzpPayment, RzpRefund } from './entities';

/*
 * The emulator's books: orders, payments and refunds, written as Razorpay's documented JSON
 * (razorpay.com/docs/api/orders/entity, /api/orders/fetch-payments, /api/refunds/create-normal) by
 * hand — independently of the adapter's parser, so a field-name mistake there shows up here.
 */

export type { RzpLink, RzpOrder, RzpPayment, RzpRefund } from './entities';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
export function newId(prefix: string): string {
  const chars = [...randomBytes(14)].map((b) => BASE62[b % 62]);
  return `${prefix}_${chars.join('')}`;
}

/** `now`: the emulator's clock in ms (Date.now by default; tests inject theirs). */
export function createBooks(now: () => number = Date.now) {
  const nowUnix = () => Math.floor(now() / 1000);
  const orders = new Map<string, RzpOrder>();
  const payments = new Map<string, RzpPayment>();
  const refunds: RzpRefund[] = [];
  /** Payment links by id (links.ts writes them). */
  const links = new Map<string, RzpLink>();
  return {
    orders,
    payments,
    refunds,
    links,
    nowUnix,
    addOrder(
      amount: number,
      currency: string,
      receipt: string | null,
      notes: Record<string, string>,
    ): RzpOrder {
      const order: RzpOrder = {
        id: newId('order'),
        entity: 'order',
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency,
        receipt,
        offer_id: null,
        status: 'created',
        attempts: 0,
        notes: Object.keys(notes).length ? notes : [],
        created_at: nowUnix(),
      };
      orders.set(order.id, order);
      return order;
    },
    addPayment(
      order: RzpOrder,
      status: RzpPayment['status'],
      method: string,
      amount = order.amount,
    ): RzpPayment {
      const failed = status === 'failed';
      const payment: RzpPayment = {
        id: newId('pay'),
        entity: 'payment',
        amount,
        currency: order.currency,
        status,
        order_id: order.id,
        invoice_id: null,
        international: false,
        method,
        amount_refunded: 0,
        refund_status: null,
        captured: status === 'captured',
        description: null,
        email: 'void@razorpay.com',
        contact: '+919999999999',
        notes: [],
        fee: status === 'captured' ? 2 : null,
        tax: status === 'captured' ? 0 : null,
        error_code: failed ? 'BAD_REQUEST_ERROR' : null,
        error_description: failed ? 'Payment failed' : null,
        error_source: failed ? 'customer' : null,
        error_step: failed ? 'payment_authentication' : null,
        error_reason: failed ? 'payment_failed' : null,
        created_at: nowUnix(),
      };
      payments.set(payment.id, payment);
      order.attempts += 1;
      if (order.status === 'created') order.status = 'attempted';
      if (status === 'captured') markPaid(order, payment);
      return payment;
    },
    capture(payment: RzpPayment): void {
      payment.status = 'captured';
      payment.captured = true;
      const order = orders.get(payment.order_id);
      if (order) markPaid(order, payment);
    },
    refund(payment: RzpPayment, amount: number): RzpRefund {
      const refund: RzpRefund = {
        id: newId('rfnd'),
        entity: 'refund',
        amount,
        currency: payment.currency,
        payment_id: payment.id,
        notes: [],
        receipt: null,
        status: 'processed',
        speed_requested: 'normal',
        speed_processed: 'normal',
        created_at: nowUnix(),
      };
      refunds.push(refund);
      payment.amount_refunded += amount;
      const full = payment.amount_refunded === payment.amount;
      payment.refund_status = full ? 'full' : 'partial';
      if (full) payment.status = 'refunded';
      return refund;
    },
  };
}

function markPaid(order: RzpOrder, payment: RzpPayment) {
  order.status = 'paid';
  order.amount_paid = payment.amount;
  order.amount_due = Math.max(0, order.amount - payment.amount);
}

export type Books = ReturnType<typeof createBooks>;
