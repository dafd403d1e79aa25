import { describe, expect, it } from 'vitest';
import { createBooks } from './books';
import { payLink, routeLinks } from './links';
import { restoreBooks, snapshotBooks } from './snapshot';

/** Books with one of everything: a paid order with a partial refund, a failed attempt, a paid link. */
function fullBooks() {
  const books = createBooks();
  const order = books.addOrder(499900, 'INR', 'KV-S1', { cart: 'cart-s1' });
  books.addPayment(order, 'failed', 'card');
  books.refund(books.addPayment(order, 'captured', 'upi'), 100000);
  const created = routeLinks(books, 'POST', new URL('http://e/v1/payment_links'), {
    amount: 249900,
    currency: 'INR',
    reference_id: 'KV-S2-L1',
    expire_by: books.nowUnix() + 86_400,
  });
  const link = books.links.get((created?.body as { id: string }).id)!;
  payLink(books, link, 'captured', 'upi');
  return books;
}

describe('Razorpay emulator snapshot (decision 053: its state survives a restart in a file of its own)', () => {
  it('restores orders, payments, refunds and links exactly, and the restored books keep working', () => {
    const before = fullBooks();
    const after = createBooks();
    restoreBooks(after, snapshotBooks(before));
    expect([...after.orders.entries()]).toEqual([...before.orders.entries()]);
    expect([...after.payments.entries()]).toEqual([...before.payments.entries()]);
    expect(after.refunds).toEqual(before.refunds);
    expect([...after.links.entries()]).toEqual([...before.links.entries()]);
    expect(after.refunds).toHaveLength(1);
    expect(after.links.size).toBe(1);

    const order = [...after.orders.values()].find((o) => o.receipt === 'KV-S1')!;
    const payment = [...after.payments.values()].find((p) => p.order_id === order.id && p.captured)!;
    after.refund(payment, 399900);
    expect(after.payments.get(payment.id)).toMatchObject({ status: 'refunded', refund_status: 'full' });
  });

  it('refuses a damaged file, a foreign document and books that are not empty', () => {
    expect(() => restoreBooks(createBooks(), '{"version":1,"orders":[')).toThrow(/not JSON/);
    expect(() =>
      restoreBooks(createBooks(), '{"version":2,"orders":[],"payments":[],"refunds":[],"links":[]}'),
    ).toThrow(/not a version-1 snapshot/);
    expect(() => restoreBooks(createBooks(), '{"version":1,"orders":[]}')).toThrow(
      /not a version-1 snapshot/,
    );
    const books = fullBooks();
    expect(() => restoreBooks(books, snapshotBooks(fullBooks()))).toThrow(/not empty/);
  });
});
