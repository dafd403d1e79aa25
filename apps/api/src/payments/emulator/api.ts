import { error, unknownId, type Answer } from './answers';
import { routeLinks } from './links';
import type { Books } from './books';

export type { Answer } from './answers';

const collection = (items: unknown[]): Answer => ({
  status: 200,
  body: { entity: 'collection', count: items.length, items },
});

/**
 * The Razorpay endpoints the adapter uses, with Razorpay's validation and error bodies: POST and
 * GET /v1/orders (receipt filter by containment), GET /v1/orders/:id, GET /v1/orders/:id/payments,
 * GET /v1/payments/:id, POST /v1/payments/:id/refund (captured payments only; X-Refund-Idempotency
 * honoured), and the payment links of links.ts.
 */
export function routeRazorpayApi(
  books: Books,
  method: string,
  url: URL,
  body: Record<string, unknown>,
  headers: Record<string, string | string[] | undefined>,
  refundKeys: Map<string, unknown>,
  shortUrl?: (linkId: string) => string,
): Answer {
  const path = url.pathname;
  const link = routeLinks(books, method, url, body, shortUrl);
  if (link) return link;
  if (method === 'POST' && path === '/v1/orders') {
    const { amount, currency, receipt, notes } = body;
    if (typeof amount !== 'number' || !Number.isInteger(amount))
      return error(400, 'The amount must be an integer.', 'amount');
    if (amount < 100) return error(400, 'The amount must be at least INR 1.00', 'amount');
    if (currency !== 'INR') return error(400, 'The currency field is required.', 'currency');
    if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40)) {
      return error(400, 'The receipt may not be greater than 40 characters.', 'receipt');
    }
    const n = (notes ?? {}) as Record<string, string>;
    if (Object.keys(n).length > 15) return error(400, 'Number of notes may not be greater than 15.', 'notes');
    return { status: 200, body: books.addOrder(amount, currency, receipt ?? null, n) };
  }
  if (method === 'GET' && path === '/v1/orders') {
    const receipt = url.searchParams.get('receipt');
    const count = Math.min(Number(url.searchParams.get('count') ?? 10), 100);
    const all = [...books.orders.values()].reverse();
    return collection(all.filter((o) => !receipt || (o.receipt ?? '').includes(receipt)).slice(0, count));
  }
  const order = /^\/v1\/orders\/([^/]+)(\/payments)?$/.exec(path);
  if (method === 'GET' && order) {
    const found = books.orders.get(order[1] ?? '');
    if (!found) return unknownId();
    if (!order[2]) return { status: 200, body: found };
    return collection([...books.payments.values()].filter((p) => p.order_id === found.id));
  }
  const paymentPath = /^\/v1\/payments\/([^/]+)$/.exec(path);
  if (method === 'GET' && paymentPath) {
    const found = books.payments.get(paymentPath[1] ?? '');
    return found ? { status: 200, body: found } : unknownId();
  }
  const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
  if (method === 'POST' && refund) {
    const payment = books.payments.get(refund[1] ?? '');
    if (!payment) return unknownId();
    const key = headers['x-refund-idempotency'];
    if (typeof key === 'string' && refundKeys.has(key)) return { status: 200, body: refundKeys.get(key) };
    const amount = typeof body.amount === 'number' ? body.amount : payment.amount - payment.amount_refunded;
    if (payment.status === 'refunded') return error(400, 'The payment has been fully refunded already');
    if (payment.status !== 'captured') return error(400, 'Only captured payments can be refunded');
    if (amount > payment.amount - payment.amount_refunded) {
      return error(400, 'The refund amount provided is greater than amount captured.', 'amount');
    }
    const made = books.refund(payment, amount);
    if (typeof key === 'string') refundKeys.set(key, made);
    return { status: 200, body: made };
  }
  return error(400, 'The requested URL was not found on the server.');
}
