import type { Books, RzpLink, RzpOrder, RzpPayment, RzpRefund } from './books';

/** The emulator's books as one JSON document (decision 053: its own file, never our schema). */
interface Snapshot {
  version: 1;
  orders: RzpOrder[];
  payments: RzpPayment[];
  refunds: RzpRefund[];
  links: RzpLink[];
}

/** The books as JSON text, entities in the order they were made. */
export function snapshotBooks(books: Books): string {
  const snapshot: Snapshot = {
    version: 1,
    orders: [...books.orders.values()],
    payments: [...books.payments.values()],
    refunds: [...books.refunds],
    links: [...books.links.values()],
  };
  return JSON.stringify(snapshot);
}

/**
 * Fills empty books from a snapshot. A document that is not a version-1 snapshot is refused with
 * an error naming the problem (never its content), so a damaged file is noticed, not half read.
 */
export function restoreBooks(books: Books, text: string): void {
  if (books.orders.size || books.payments.size || books.refunds.length || books.links.size) {
    throw new Error('Razorpay emulator: restoring into books that are not empty');
  }
  let parsed: Partial<Snapshot> | null = null;
  try {
    parsed = JSON.parse(text) as Partial<Snapshot>;
  } catch {
    throw new Error('Razorpay emulator: the saved state is not JSON');
  }
  const lists = [parsed?.orders, parsed?.payments, parsed?.refunds, parsed?.links];
  if (parsed?.version !== 1 || !lists.every(Array.isArray)) {
    throw new Error('Razorpay emulator: the saved state is not a version-1 snapshot');
  }
  for (const order of parsed.orders ?? []) books.orders.set(order.id, order);
  for (const payment of parsed.payments ?? []) books.payments.set(payment.id, payment);
  books.refunds.push(...(parsed.refunds ?? []));
  for (const link of parsed.links ?? []) books.links.set(link.id, link);
}
