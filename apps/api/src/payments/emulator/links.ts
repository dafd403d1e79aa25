import { error, unknownId, type Answer } from './answers';
import type { RzpLink } from './entities';
import { newId, type Books, type RzpPayment } from './books';

/*
 * Razorpay Standard Payment Links in the emulator (razorpay.com/docs/api/payments/payment-links):
 * POST /v1/payment_links (reference_id unique per merchant, expire_by ≥ 15 minutes ahead),
 * GET /v1/payment_links?reference_id=… (`{ payment_links: [...] }`), GET /v1/payment_links/:id,
 * POST /v1/payment_links/:id/cancel (created links only). The link's order is made at its first
 * payment, as Razorpay does (the create answer has no order id).
 */

const MIN_LIFETIME_S = 15 * 60;

/** Razorpay shows an unpaid link past expire_by as expired. */
function refresh(books: Books, link: RzpLink): RzpLink {
  if (link.status === 'created' && link.expire_by > 0 && link.expire_by <= books.nowUnix()) {
    link.status = 'expired';
    link.expired_at = link.expire_by;
  }
  return link;
}

function createLink(books: Books, body: Record<string, unknown>, shortUrl?: (id: string) => string): Answer {
  const { amount, currency, reference_id: ref, description, expire_by: expireBy } = body;
  if (typeof amount !== 'number' || !Number.isInteger(amount))
    return error(400, 'The amount must be an integer.', 'amount');
  if (amount < 100) return error(400, 'The amount must be atleast INR 1.00.', 'amount');
  if (currency !== 'INR') return error(400, 'The currency field is required.', 'currency');
  if (ref !== undefined && (typeof ref !== 'string' || ref.length > 40)) {
    return error(400, 'The reference id may not be greater than 40 characters.', 'reference_id');
  }
  if (typeof ref === 'string' && ref && [...books.links.values()].some((l) => l.reference_id === ref)) {
    return error(400, `Payment Link with reference_id ${ref} already exists`, 'reference_id');
  }
  if (
    expireBy !== undefined &&
    (typeof expireBy !== 'number' || expireBy < books.nowUnix() + MIN_LIFETIME_S)
  ) {
    return error(400, 'The expire by date should be at least 15 minutes after current time', 'expire_by');
  }
  if (body.callback_url !== undefined && body.callback_method !== 'get') {
    return error(
      400,
      'The callback method field is required when callback url is present.',
      'callback_method',
    );
  }
  const customer = (body.customer ?? {}) as RzpLink['customer'];
  const notify = (body.notify ?? { sms: true, email: true }) as RzpLink['notify'];
  const notes = (body.notes ?? {}) as Record<string, string>;
  const now = books.nowUnix();
  const id = newId('plink');
  const link: RzpLink = {
    accept_partial: body.accept_partial === true,
    amount,
    amount_paid: 0,
    callback_method: typeof body.callback_method === 'string' ? body.callback_method : '',
    callback_url: typeof body.callback_url === 'string' ? body.callback_url : '',
    cancelled_at: 0,
    created_at: now,
    currency,
    customer: Object.keys(customer).length ? customer : [],
    description: typeof description === 'string' ? description : '',
    expire_by: typeof expireBy === 'number' ? expireBy : 0,
    expired_at: 0,
    first_min_partial_amount: 0,
    id,
    notes: Object.keys(notes).length ? notes : [],
    notify,
    order_id: '',
    payments: null,
    reference_id: typeof ref === 'string' ? ref : '',
    reminder_enable: body.reminder_enable !== false,
    reminders: [],
    short_url: shortUrl ? shortUrl(id) : `https://rzp.io/i/${id.slice(6, 14)}`,
    status: 'created',
    updated_at: now,
    upi_link: false,
    user_id: '',
  };
  books.links.set(id, link);
  return { status: 200, body: link };
}

/** The link endpoints; null for any other request. `shortUrl`: the hosted page of a new link. */
export function routeLinks(
  books: Books,
  method: string,
  url: URL,
  body: Record<string, unknown>,
  shortUrl?: (linkId: string) => string,
): Answer | null {
  const path = url.pathname.replace(/\/+$/, '');
  if (method === 'POST' && path === '/v1/payment_links') return createLink(books, body, shortUrl);
  if (method === 'GET' && path === '/v1/payment_links') {
    const ref = url.searchParams.get('reference_id');
    const all = [...books.links.values()].reverse().map((l) => refresh(books, l));
    return { status: 200, body: { payment_links: all.filter((l) => !ref || l.reference_id === ref) } };
  }
  const one = /^\/v1\/payment_links\/([^/]+)(\/cancel)?$/.exec(path);
  if (!one) return null;
  const link = books.links.get(one[1] ?? '');
  if (method === 'GET' && !one[2]) return link ? { status: 200, body: refresh(books, link) } : unknownId();
  if (method !== 'POST' || !one[2]) return null;
  if (!link) return unknownId();
  if (refresh(books, link).status !== 'created') {
    return error(400, `Payment Link cannot be cancelled as it is already ${link.status}`);
  }
  link.status = 'cancelled';
  link.cancelled_at = books.nowUnix();
  link.updated_at = link.cancelled_at;
  return { status: 200, body: link };
}

/**
 * The customer pays on the link's hosted page: the link's order (made at the first attempt), a
 * payment on it, the link's `payments` list; a capture pays the link.
 */
export function payLink(
  books: Books,
  link: RzpLink,
  status: RzpPayment['status'],
  method: string,
): RzpPayment {
  if (refresh(books, link).status !== 'created')
    throw new Error(`Razorpay emulator: link ${link.id} is ${link.status}`);
  let order = books.orders.get(link.order_id);
  if (!order) {
    order = books.addOrder(link.amount, link.currency, null, {});
    link.order_id = order.id;
  }
  const payment = books.addPayment(order, status, method);
  const now = books.nowUnix();
  link.payments = [
    ...(link.payments ?? []),
    {
      amount: payment.amount,
      created_at: payment.created_at,
      method,
      payment_id: payment.id,
      plink_id: link.id,
      status: payment.status,
      updated_at: now,
    },
  ];
  if (status === 'captured') {
    link.amount_paid = payment.amount;
    link.status = 'paid';
  }
  link.updated_at = now;
  return payment;
}
