import { describe, expect, it } from 'vitest';
import { testDbKinds } from '@kavach/db/testing';
import { GatewayError } from './gateway-error';
import { SandboxGateway } from './sandbox';
import { sandboxId } from './sandbox-store';
import { SANDBOX_TEST_SECRET, useSandbox } from './testing/sandbox-harness';

describe.each(testDbKinds(process.env.DATABASE_URL))('SandboxGateway on %s', (kind) => {
  const { gateway, db, order, events } = useSandbox(kind);

  it('creates orders with Razorpay-like ids and checkout parameters for the hosted page', async () => {
    const created = await gateway().createOrder(order());
    expect(created.id).toMatch(/^order_SBX[0-9A-Za-z]{13}$/);
    expect(created).toMatchObject({ amountPaise: 499900, currency: 'INR', status: 'created' });
    expect(await gateway().fetchOrder(created.id)).toEqual(created);
    expect(await gateway().fetchOrder('order_SBXnope')).toBeNull();
    expect(gateway().checkoutParams(created)).toEqual({
      gateway: 'sandbox',
      keyId: 'rzp_test_sandbox',
      gatewayOrderId: created.id,
      amountPaise: 499900,
      currency: 'INR',
      paymentPagePath: `/pay/sandbox/${created.id}`,
    });
  });

  it('T8.8 100 concurrent createOrder calls with one key, from two gateway instances → 1 order row', async () => {
    const other = new SandboxGateway({ db: db(), keySecret: SANDBOX_TEST_SECRET });
    const input = order();
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => (i % 2 ? gateway() : other).createOrder(input)),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    const again = await new SandboxGateway({ db: db(), keySecret: SANDBOX_TEST_SECRET }).createOrder(input);
    expect(again.id).toBe(results[0]?.id);
    const err = await gateway()
      .createOrder({ ...input, amountPaise: 100 })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GatewayError);
    expect(err).toMatchObject({ retryable: false, code: 'IDEMPOTENCY_MISMATCH' });
  });

  it('success: captured, order paid, a signature that verifies against the stored order id, payment.captured + order.paid', async () => {
    const created = await gateway().createOrder(order());
    const other = await gateway().createOrder(order());
    const result = await gateway().pay(created.id, { method: 'upi', outcome: 'success' });
    if (result.kind !== 'success') throw new Error(result.kind);
    expect(gateway().verifyCheckoutSignature(created.id, result.paymentId, result.signature)).toBe(true);
    expect(gateway().verifyCheckoutSignature(other.id, result.paymentId, result.signature)).toBe(false);
    expect((await gateway().fetchOrder(created.id))?.status).toBe('paid');
    const [payment] = await gateway().fetchOrderPayments(created.id);
    expect(payment).toMatchObject({
      id: result.paymentId,
      status: 'captured',
      method: 'upi',
      amountPaise: 499900,
    });
    expect(payment?.id).toMatch(/^pay_SBX/);

    const got = await events();
    expect(got.map((e) => e.event?.type)).toEqual(['payment.captured', 'order.paid']);
    for (const { event } of got) {
      expect(event).toMatchObject({
        orderId: created.id,
        payment: { id: result.paymentId, status: 'captured' },
      });
    }
    expect(new Set(got.map((e) => e.event?.eventId)).size).toBe(2);
    const body = JSON.parse(got[1]!.d.rawBody.toString()) as Record<string, unknown>;
    expect(body).toMatchObject({ entity: 'event', event: 'order.paid', contains: ['payment', 'order'] });
    expect(body.payload).toMatchObject({
      order: { entity: { id: created.id, status: 'paid', amount_due: 0, attempts: 1 } },
    });

    expect(await gateway().pay(created.id, { method: 'card', outcome: 'success' })).toEqual({
      kind: 'already_paid',
    });
    expect(await gateway().pay('order_SBXunknown00', { method: 'card', outcome: 'success' })).toEqual({
      kind: 'not_found',
    });
  });

  it('failure: a failed payment with Razorpay error fields and payment.failed; the customer may retry', async () => {
    const created = await gateway().createOrder(order());
    const failed = await gateway().pay(created.id, { method: 'card', outcome: 'failure' });
    expect(failed).toMatchObject({
      kind: 'failure',
      code: 'BAD_REQUEST_ERROR',
      description: 'Payment failed',
    });
    expect((await gateway().fetchOrder(created.id))?.status).toBe('attempted');
    const got = await events();
    expect(got.map((e) => e.event?.type)).toEqual(['payment.failed']);
    expect(got[0]?.event?.payment).toMatchObject({ status: 'failed', errorCode: 'BAD_REQUEST_ERROR' });
    expect((await gateway().pay(created.id, { method: 'upi', outcome: 'success' })).kind).toBe('success');
    expect((await gateway().fetchOrderPayments(created.id)).map((p) => p.status)).toEqual([
      'failed',
      'captured',
    ]);
    await events();
  });

  it('pending: authorized and no webhook until a late capture sends payment.captured + order.paid', async () => {
    const created = await gateway().createOrder(order());
    const pending = await gateway().pay(created.id, { method: 'netbanking', outcome: 'pending' });
    if (pending.kind !== 'pending') throw new Error(pending.kind);
    expect(await events()).toEqual([]);
    expect((await gateway().fetchOrderPayments(created.id))[0]?.status).toBe('authorized');
    expect((await gateway().capture(pending.paymentId)).kind).toBe('ok');
    expect((await events()).map((e) => e.event?.type)).toEqual(['payment.captured', 'order.paid']);
    expect((await gateway().fetchOrder(created.id))?.status).toBe('paid');
    expect((await gateway().capture(pending.paymentId)).kind).toBe('already_paid');
  });

  it('lists an order’s payments in the order they were made, even under a frozen clock', async () => {
    const frozen = new SandboxGateway({
      db: db(),
      keySecret: SANDBOX_TEST_SECRET,
      clock: { now: () => new Date('2026-11-21T06:30:00Z') },
    });
    const ids = Array.from({ length: 500 }, () => sandboxId('pay'));
    expect([...ids].sort()).toEqual(ids);
    const created = await frozen.createOrder(order());
    for (const outcome of ['failure', 'failure', 'pending', 'failure', 'success'] as const) {
      await frozen.pay(created.id, { method: 'card', outcome });
    }
    expect((await frozen.fetchOrderPayments(created.id)).map((p) => p.status)).toEqual([
      'failed',
      'failed',
      'authorized',
      'failed',
      'captured',
    ]);
  });
});
