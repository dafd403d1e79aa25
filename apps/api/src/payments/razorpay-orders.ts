import type { CreateGatewayOrder, GatewayOrder } from './gateway';
import { GatewayError } from './gateway-error';
import { expectOk, type RazorpayClient } from './razorpay-client';
import { RazorpayCollection, toGatewayOrder } from './razorpay-entities';

export const invalidResponse = (what: string) =>
  new GatewayError(`Razorpay ${what}: unexpected response shape`, false, null, 'INVALID_RESPONSE');

/**
 * One attempt at a gateway order (docs/product/security-tests.md#t8-8 / docs/product/security-tests.md#t8-11). It first looks the order up by `receipt` (our order
 * reference, GET /v1/orders?receipt=…), so a retry after a timeout or a reset whose order was in
 * fact created reuses that order instead of creating a second one; then POST /v1/orders. The answer
 * must echo our amount, currency and receipt (API10). One deadline covers both calls.
 *
 * Residual risk: a create that timed out on our side but reaches Razorpay only after the retry's
 * look-up still makes a second order. Nobody is given its id, so it is never paid; Razorpay's own
 * receipt uniqueness, if enforced, would turn it into a 400 instead.
 */
export async function createRazorpayOrder(
  client: RazorpayClient,
  input: CreateGatewayOrder,
  timeoutMs: number,
): Promise<GatewayOrder> {
  const deadline = AbortSignal.timeout(timeoutMs);
  const existing = await findByReceipt(client, input, deadline);
  if (existing) return existing;
  const { amountPaise: amount, currency, receipt, notes } = input;
  const answer = await client.request({
    method: 'POST',
    path: '/v1/orders',
    body: { amount, currency, receipt, notes },
    signal: deadline,
  });
  const order = toGatewayOrder(expectOk(answer, 'create order'));
  if (!order) throw invalidResponse('create order');
  if (order.amountPaise !== amount || order.currency !== currency || order.receipt !== receipt) {
    throw new GatewayError('Razorpay order does not match the request', false, answer.status, 'MISMATCH');
  }
  return order;
}

async function findByReceipt(
  client: RazorpayClient,
  input: CreateGatewayOrder,
  signal: AbortSignal,
): Promise<GatewayOrder | null> {
  const query = new URLSearchParams({ receipt: input.receipt, count: '100' });
  const answer = await client.request({ method: 'GET', path: `/v1/orders?${query}`, signal });
  const list = RazorpayCollection.safeParse(expectOk(answer, 'list orders'));
  if (!list.success) throw invalidResponse('list orders');
  // The receipt filter "retrieves the orders that contain the provided value": keep exact matches.
  const same = list.data.items.map(toGatewayOrder).filter((o) => o?.receipt === input.receipt);
  if (same.length === 0) return null;
  const match = same.find((o) => o?.amountPaise === input.amountPaise && o.currency === input.currency);
  if (!match) {
    throw new GatewayError(
      'A Razorpay order with this receipt has another amount',
      false,
      null,
      'RECEIPT_CONFLICT',
    );
  }
  return match;
}

export function isValidOrderRequest(input: CreateGatewayOrder): boolean {
  const notes = Object.entries(input.notes);
  return (
    Number.isInteger(input.amountPaise) &&
    input.amountPaise >= 100 &&
    input.currency === 'INR' &&
    input.receipt.length > 0 &&
    input.receipt.length <= 40 &&
    input.idempotencyKey.length > 0 &&
    notes.length <= 15 &&
    notes.every(([, v]) => typeof v === 'string' && v.length <= 256)
  );
}

/** Stripe's rule for idempotency keys: the same key with another request is refused (422). */
export function sameRequest(order: GatewayOrder, input: CreateGatewayOrder): GatewayOrder {
  if (
    order.amountPaise !== input.amountPaise ||
    order.currency !== input.currency ||
    order.receipt !== input.receipt
  ) {
    throw new GatewayError('Idempotency key reused with another order', false, 422, 'IDEMPOTENCY_MISMATCH');
  }
  return order;
}
