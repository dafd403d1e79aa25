import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { outbox, serviceRequestEvents, serviceRequests, webhookEvents } from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { rowCounts } from '../../../test/support/db-snapshot';
import { copayTempRequest, customerWithPlans } from '../../../test/support/sr-test-helpers';
import { deriveKey } from '../../env';
import { reconcileOnce } from '../../jobs/reconcile-payments';
import { reconcileCopaysOnce } from './copay-settle';

type Owner = Awaited<ReturnType<typeof customerWithPlans>>;

describe.each(DB_KINDS)('co-pay of a service request (issue 20 §1, T16.3) (%s)', (kind) => {
  let f: Fixture;
  let a: Owner;
  let other: Owner;
  let webhookSecret: string;

  beforeAll(async () => {
    f = await createFixture(kind);
    // Spills & drops on a ₹70,000 phone: a co-pay of ₹3,500. Two plans: the yearly limit is 2 per plan.
    a = await customerWithPlans(f, [
      { sku: 'SD-MOBILE-PHONE', price: 7_000_000 },
      { sku: 'SD-MOBILE-PHONE', price: 7_000_000 },
      { sku: 'SD-MOBILE-PHONE', price: 7_000_000 },
    ]);
    other = await customerWithPlans(f, [{ sku: 'EW-MOBILE-PHONE' }]);
    webhookSecret = deriveKey(f.deps.config.sessionSecret, 'razorpay-emulator-webhook-secret');
  }, 120_000);
  afterAll(() => f?.close());

  /** A temporary (co-pay due) request on plan `n`, and its co-pay checkout. */
  const tempRequest = (n = 0) => copayTempRequest(f, a.b, a.plans[n]!.tokenizedOsid);

  const rowOf = async (srId: string) =>
    (await f.handle.db.select().from(serviceRequests).where(eq(serviceRequests.srRef, srId)))[0]!;
  const movesOf = async (srId: string) => {
    const row = await rowOf(srId);
    return (
      await f.handle.db
        .select()
        .from(serviceRequestEvents)
        .where(eq(serviceRequestEvents.serviceRequestId, row.id))
    ).map((e) => `${e.fromStatus ?? '-'}→${e.toStatus}`);
  };
  /** A payment the gateway records without announcing it (the test delivers the webhooks itself). */
  const silentPayment = (gatewayOrderId: string, amount?: number) => {
    const emulator = f.payments.emulator;
    const order = emulator.books.orders.get(gatewayOrderId)!;
    return emulator.books.addPayment(order, 'captured', 'upi', amount);
  };
  const deliver = (paymentId: string, eventId: string) => {
    const d = f.payments.emulator.webhooks.signed('payment.captured', paymentId, webhookSecret, eventId);
    return f.app.inject({
      method: 'POST',
      url: '/v3/payments/webhook',
      headers: d.headers,
      payload: d.rawBody,
    });
  };

  it('checkout → pay → callback: the temporary request becomes real, confirmed, co-pay paid, history through raised', async () => {
    const { srId, checkout } = await tempRequest();
    expect(checkout.amount).toBe(350_000);
    expect((await rowOf(srId)).copayGatewayOrderId).toBe(checkout.gateway_order_id);
    // A second checkout answers the same gateway order.
    const again = (await a.b.call('POST', '/v3/selfserve/copay_checkout', { sr_id: srId })).json().data;
    expect(again.gateway_order_id).toBe(checkout.gateway_order_id);
    const paid = f.payments.emulator.pay(checkout.gateway_order_id, 'captured');
    const res = await a.b.call('POST', '/v3/selfserve/copay_success', {
      sr_id: srId,
      razorpay_order_id: checkout.gateway_order_id,
      razorpay_payment_id: paid.payment.id,
      razorpay_signature: paid.signature,
    });
    await f.payments.whenIdle();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ sr_id: srId, status: 'confirmed' });
    const row = await rowOf(srId);
    expect(row).toMatchObject({ status: 'confirmed', copayStatus: 'paid', copayPaymentId: paid.payment.id });
    expect(await movesOf(srId)).toEqual(['-→awaiting_copay', 'awaiting_copay→raised', 'raised→confirmed']);
    const told = await f.handle.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.topic, 'sr_milestone'), eq(outbox.recipient, '9812345678')));
    expect(told.filter((m) => (m.payload as { sr_id?: string }).sr_id === srId)).toHaveLength(1);
    // The paid co-pay's GST receipt, for its owner only.
    const receipt = await a.b.call('GET', `/v3/selfserve/copay_receipt/${srId}`);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toContain('application/pdf');
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(receipt.rawPayload.toString('latin1')).toContain(`CP-${srId}`);
    expect((await other.b.call('GET', `/v3/selfserve/copay_receipt/${srId}`)).statusCode).toBe(404);
  });

  it('no receipt before the co-pay is paid (409 COPAY_NOT_PAID); reconciliation settles a payment whose callback and webhooks were lost', async () => {
    const { srId, checkout } = await tempRequest(0);
    const unpaid = await a.b.call('GET', `/v3/selfserve/copay_receipt/${srId}`);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().error_code).toBe('COPAY_NOT_PAID');
    silentPayment(checkout.gateway_order_id);
    // The reconciliation job's round (jobs/reconcile-payments.ts) includes the co-pays.
    const round = await reconcileOnce(f.deps, f.app.log);
    expect(round).toMatchObject({ paid: 1, errors: 0 });
    expect(await movesOf(srId)).toEqual(['-→awaiting_copay', 'awaiting_copay→raised', 'raised→confirmed']);
    // A second round finds nothing more to do.
    expect((await reconcileCopaysOnce(f.deps)).paid).toBe(0);
    expect((await rowOf(srId)).status).toBe('confirmed');
  });

  it('T16.3: a tampered signature is refused (400 SIGNATURE_INVALID) and changes nothing', async () => {
    const { srId, checkout } = await tempRequest(1);
    const paid = f.payments.emulator.books.addPayment(
      f.payments.emulator.books.orders.get(checkout.gateway_order_id)!,
      'captured',
      'upi',
    );
    const before = await rowCounts(f.handle.db);
    const res = await a.b.call('POST', '/v3/selfserve/copay_success', {
      sr_id: srId,
      razorpay_order_id: checkout.gateway_order_id,
      razorpay_payment_id: paid.id,
      razorpay_signature: 'f'.repeat(64),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error_code).toBe('SIGNATURE_INVALID');
    expect(await rowCounts(f.handle.db)).toEqual(before);
    expect((await rowOf(srId)).status).toBe('awaiting_copay');
  });

  it('T16.3: 1,000 duplicate co-pay webhooks → 1 settle', async () => {
    const { srId, checkout } = await tempRequest(2);
    const payment = silentPayment(checkout.gateway_order_id);
    const eventId = `evt_dup_${srId}`;
    const statuses: number[] = [];
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(Array.from({ length: 100 }, () => deliver(payment.id, eventId)));
      statuses.push(...answers.map((r) => r.statusCode));
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(await movesOf(srId)).toEqual(['-→awaiting_copay', 'awaiting_copay→raised', 'raised→confirmed']);
    expect((await rowOf(srId)).copayStatus).toBe('paid');
    const recorded = await f.handle.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, eventId));
    expect(recorded).toHaveLength(1);
  }, 120_000);

  it('T16.3: callback and webhooks racing (and distinct event ids) → 1 settle', async () => {
    const { srId, checkout } = await tempRequest(2);
    // The checkout's payment: the emulator announces its webhooks while the callback and more webhooks arrive.
    const paid = f.payments.emulator.pay(checkout.gateway_order_id, 'captured');
    const racers = [
      ...Array.from({ length: 5 }, () =>
        a.b.call('POST', '/v3/selfserve/copay_success', {
          sr_id: srId,
          razorpay_order_id: checkout.gateway_order_id,
          razorpay_payment_id: paid.payment.id,
          razorpay_signature: paid.signature,
        }),
      ),
      ...Array.from({ length: 20 }, (_, i) => deliver(paid.payment.id, `evt_race_${srId}_${i}`)),
    ];
    const answers = await Promise.all(racers);
    await f.payments.whenIdle();
    expect(answers.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    expect(await movesOf(srId)).toEqual(['-→awaiting_copay', 'awaiting_copay→raised', 'raised→confirmed']);
  }, 60_000);

  it('a payment of the wrong amount does not make the request real', async () => {
    const { srId, checkout } = await tempRequest(1);
    const payment = silentPayment(checkout.gateway_order_id, 100);
    expect((await deliver(payment.id, `evt_amount_${srId}`)).statusCode).toBe(200);
    expect((await rowOf(srId)).status).toBe('awaiting_copay');
  });

  it('T16.1: another customer cannot check out or settle someone’s co-pay (404); after the window: 409 COPAY_EXPIRED', async () => {
    const { srId, checkout } = await tempRequest(1);
    const co = await other.b.call('POST', '/v3/selfserve/copay_checkout', { sr_id: srId });
    expect(co.statusCode).toBe(404);
    expect(co.json().error_code).toBe('SR_NOT_FOUND');
    const paid = f.payments.emulator.books.addPayment(
      f.payments.emulator.books.orders.get(checkout.gateway_order_id)!,
      'authorized',
      'upi',
    );
    const cb = await other.b.call('POST', '/v3/selfserve/copay_success', {
      sr_id: srId,
      razorpay_order_id: checkout.gateway_order_id,
      razorpay_payment_id: paid.id,
      razorpay_signature: 'a'.repeat(64),
    });
    expect(cb.statusCode).toBe(404);
    // The 30-minute window has passed (set on the row: moving the clock would end the sign-in too).
    await f.handle.db
      .update(serviceRequests)
      .set({ copayDueBy: new Date(f.clock.now().getTime() - 60_000) })
      .where(eq(serviceRequests.srRef, srId));
    const late = await a.b.call('POST', '/v3/selfserve/copay_checkout', { sr_id: srId });
    expect(late.statusCode).toBe(409);
    expect(late.json().error_code).toBe('COPAY_EXPIRED');
  });

  it('decision 053: the emulator’s Checkout shows and pays a co-pay’s order for the request’s owner only (another customer: the 404 of an unknown order)', async () => {
    const { srId, checkout } = await tempRequest(1);
    const page = `/razorpay-emulator/orders/${checkout.gateway_order_id}`;
    const seen = await a.b.call('GET', page);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({ id: checkout.gateway_order_id, amount: 350_000, status: 'created' });
    const stranger = await other.b.call('GET', page);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain('350000');
    expect(
      (await other.b.call('POST', `${page}/pay`, { method: 'upi', outcome: 'success' })).statusCode,
    ).toBe(404);
    // The owner pays in Checkout; its handler's fields settle the request through copay_success.
    const pay = await a.b.call('POST', `${page}/pay`, { method: 'upi', outcome: 'success' });
    expect(pay.statusCode, pay.body).toBe(200);
    const done = await a.b.call('POST', '/v3/selfserve/copay_success', {
      sr_id: srId,
      ...(pay.json() as Record<string, string>),
    });
    await f.payments.whenIdle();
    expect(done.statusCode, done.body).toBe(200);
    expect((await rowOf(srId)).copayStatus).toBe('paid');
  });
});
