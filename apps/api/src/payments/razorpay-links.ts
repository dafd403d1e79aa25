import { z } from 'zod';
import type { CreatePaymentLink, GatewayPayment, GatewayPaymentLink } from './gateway';
import { GatewayError, isGatewayError } from './gateway-error';
import { sameLink } from './payment-links';
import {
  expectOk,
  isUnknownId,
  razorpayErrorOf,
  type RazorpayAnswer,
  type RazorpayClient,
} from './razorpay-client';
import { toGatewayPayment } from './razorpay-entities';
import { invalidResponse as invalid } from './razorpay-orders';

/*
 * Razorpay Standard Payment Links (razorpay.com/docs/api/payments/payment-links): create, fetch,
 * list by reference_id, cancel, and the payments made through a link. Every answer is parsed with
 * zod (API10); only the fields we use are read.
 */

export const LINK_ID = /^plink_[A-Za-z0-9]{1,40}$/;
const PAYMENT_ID = /^pay_[A-Za-z0-9]{1,40}$/;

export const RazorpayLinkEntity = z.object({
  id: z.string().regex(LINK_ID),
  short_url: z.string().min(1).max(2048),
  amount: z.number().int().nonnegative(),
  amount_paid: z.number().int().nonnegative(),
  currency: z.string().max(3),
  reference_id: z.string().max(40).nullable().optional(),
  status: z.enum(['created', 'partially_paid', 'paid', 'expired', 'cancelled']),
  /** Unix seconds; 0 when the link has no expiry (ours always have one). */
  expire_by: z.number().int().nonnegative(),
  order_id: z.string().max(80).nullable().optional(),
  payments: z
    .array(z.object({ payment_id: z.string().regex(PAYMENT_ID) }))
    .nullable()
    .optional(),
});
type RazorpayLink = z.infer<typeof RazorpayLinkEntity>;

/** GET /v1/payment_links answers `{ payment_links: [...] }`, not a collection entity. */
const RazorpayLinkList = z.object({ payment_links: z.array(z.unknown()) });

const toLink = (l: RazorpayLink): GatewayPaymentLink => ({
  id: l.id,
  shortUrl: l.short_url,
  amountPaise: l.amount,
  amountPaidPaise: l.amount_paid,
  currency: l.currency,
  referenceId: l.reference_id ?? '',
  status: l.status,
  expireBy: new Date(l.expire_by * 1000),
});

function parseLink(body: unknown, what: string): RazorpayLink {
  const parsed = RazorpayLinkEntity.safeParse(body);
  if (!parsed.success) throw invalid(what);
  return parsed.data;
}

/** We send our own SMS and email (notify off, no reminders); the customer comes back by GET. */
function createBody(input: CreatePaymentLink) {
  const customer = Object.fromEntries(Object.entries(input.customer).filter(([, v]) => v));
  return {
    amount: input.amountPaise,
    currency: input.currency,
    accept_partial: false,
    reference_id: input.referenceId,
    description: input.description,
    customer,
    // Rounded up, so the 15-minute minimum checked locally still holds in whole seconds.
    expire_by: Math.ceil(input.expireBy.getTime() / 1000),
    notify: { sms: false, email: false },
    reminder_enable: false,
    callback_url: input.callbackUrl,
    callback_method: 'get',
  };
}

/** Razorpay's 400 for a reference_id in use ("… reference_id already exists"). */
const isDuplicateReference = (answer: RazorpayAnswer) =>
  answer.status === 400 && /already exists/i.test(razorpayErrorOf(answer.body).description ?? '');

/** A look-up after a lost answer; its own failure leaves the original error to be thrown. */
const lookUp = (client: RazorpayClient, input: CreatePaymentLink) =>
  findLinkByReference(client, input.referenceId).catch(() => null);

/**
 * One attempt at a link (docs/product/security-tests.md#t8-12). Razorpay keeps reference_id unique per merchant, so a create can
 * make at most one link per reference; when the answer says the reference is taken, or no answer
 * came (timeout, reset, 5xx: the link may exist all the same), the link is looked up by
 * reference_id and returned if it is ours. Each call has the client's timeout: at most two calls.
 * The answer must echo our amount, currency and reference (API10).
 */
export async function createRazorpayLink(
  client: RazorpayClient,
  input: CreatePaymentLink,
): Promise<GatewayPaymentLink> {
  let answer: RazorpayAnswer;
  try {
    answer = await client.request({ method: 'POST', path: '/v1/payment_links', body: createBody(input) });
  } catch (err) {
    // No answer (timeout, reset): the link may have been made all the same.
    const existing = isGatewayError(err) && err.retryable ? await lookUp(client, input) : null;
    if (existing) return sameLink(existing, input);
    throw err;
  }
  if (answer.status >= 500) {
    const existing = await lookUp(client, input);
    if (existing) return sameLink(existing, input);
  }
  if (isDuplicateReference(answer)) {
    const existing = await findLinkByReference(client, input.referenceId);
    if (existing) return sameLink(existing, input);
    throw new GatewayError(
      'Razorpay says the reference id is taken but lists no link for it',
      true,
      answer.status,
      razorpayErrorOf(answer.body).code,
    );
  }
  const link = toLink(parseLink(expectOk(answer, 'create payment link'), 'create payment link'));
  if (
    link.amountPaise !== input.amountPaise ||
    link.currency !== input.currency ||
    link.referenceId !== input.referenceId
  ) {
    throw new GatewayError(
      'Razorpay payment link does not match the request',
      false,
      answer.status,
      'MISMATCH',
    );
  }
  return link;
}

export async function findLinkByReference(
  client: RazorpayClient,
  referenceId: string,
): Promise<GatewayPaymentLink | null> {
  const query = new URLSearchParams({ reference_id: referenceId });
  const answer = await client.request({ method: 'GET', path: `/v1/payment_links?${query}` });
  const list = RazorpayLinkList.safeParse(expectOk(answer, 'list payment links'));
  if (!list.success) throw invalid('list payment links');
  const links = list.data.payment_links.map((raw) => toLink(parseLink(raw, 'list payment links')));
  return links.find((l) => l.referenceId === referenceId) ?? null;
}

async function fetchLinkEntity(client: RazorpayClient, linkId: string): Promise<RazorpayLink | null> {
  if (!LINK_ID.test(linkId)) return null;
  const answer = await client.request({ method: 'GET', path: `/v1/payment_links/${linkId}` });
  if (isUnknownId(answer)) return null;
  return parseLink(expectOk(answer, 'fetch payment link'), 'fetch payment link');
}

export async function fetchRazorpayLink(
  client: RazorpayClient,
  linkId: string,
): Promise<GatewayPaymentLink | null> {
  const entity = await fetchLinkEntity(client, linkId);
  return entity ? toLink(entity) : null;
}

/**
 * The link's `payments` list names payment ids only: each is fetched (GET /v1/payments/:id) for
 * its status, amount and its own order id (the order Razorpay made for the link).
 */
export async function fetchRazorpayLinkPayments(
  client: RazorpayClient,
  linkId: string,
): Promise<GatewayPayment[]> {
  const entity = await fetchLinkEntity(client, linkId);
  if (!entity?.payments?.length) return [];
  const payments = await Promise.all(
    entity.payments.map(async ({ payment_id }) => {
      const answer = await client.request({ method: 'GET', path: `/v1/payments/${payment_id}` });
      const payment = toGatewayPayment(expectOk(answer, 'fetch payment'), entity.order_id || null);
      if (!payment) throw invalid('fetch payment');
      return payment;
    }),
  );
  return payments.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/**
 * POST /v1/payment_links/:id/cancel. Razorpay refuses to cancel a paid, expired or cancelled link
 * (a 400): that link is then fetched and returned as it is. null for an unknown id.
 */
export async function cancelRazorpayLink(
  client: RazorpayClient,
  linkId: string,
): Promise<GatewayPaymentLink | null> {
  if (!LINK_ID.test(linkId)) return null;
  const answer = await client.request({ method: 'POST', path: `/v1/payment_links/${linkId}/cancel` });
  if (isUnknownId(answer)) return null;
  if (answer.status === 400) {
    const current = await fetchRazorpayLink(client, linkId);
    if (!current) return null;
    if (current.status !== 'created') return current;
  }
  return toLink(parseLink(expectOk(answer, 'cancel payment link'), 'cancel payment link'));
}
