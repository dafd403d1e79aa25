import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDbKinds } from '@kavach/db/testing';
import type { DbHandle } from '@kavach/db';
import { buildEmulatorTestApp as buildTestApp } from '../../test/support/emulator-test-app';

describe.each(testDbKinds(process.env.DATABASE_URL))(
  "the Razorpay emulator's Checkout routes (decision 053) on %s",
  (kind) => {
    let handle: DbHandle;
    let t: Awaited<ReturnType<typeof buildTestApp>>;
    let n = 0;
    const newOrder = () =>
      t.gateway.createOrder({
        amountPaise: 129900,
        currency: 'INR',
        receipt: `KV-R${++n}`,
        notes: {},
        idempotencyKey: `routes-${n}`,
      });
    const pay = (id: string, body: unknown, headers: Record<string, string> = t.headers) =>
      t.app.inject({
        method: 'POST',
        url: `/razorpay-emulator/orders/${id}/pay`,
        headers,
        payload: body as object,
      });

    beforeAll(async () => {
      handle = await createTestDb(kind, process.env.DATABASE_URL);
      t = await buildTestApp(handle);
    });
    afterAll(async () => {
      await t.app.close();
      await handle.close();
    });

    it('GET /razorpay-emulator/orders/:id shows amount, currency, receipt and status; 404 for an unknown id', async () => {
      const order = await newOrder();
      const res = await t.app.inject({ method: 'GET', url: `/razorpay-emulator/orders/${order.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: order.id,
        amount: 129900,
        currency: 'INR',
        receipt: order.receipt,
        status: 'created',
      });
      expect(res.headers['cache-control']).toBe('no-store');
      const missing = await t.app.inject({
        method: 'GET',
        url: '/razorpay-emulator/orders/order_EMUnothing000',
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ error_code: 'NOT_FOUND' });
    });

    it('POST …/pay is CSRF-protected: no token → 403 and no payment', async () => {
      const order = await newOrder();
      const res = await pay(order.id, { method: 'upi', outcome: 'success' }, { cookie: t.headers.cookie });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error_code: 'CSRF_FAILED' });
      expect(await t.gateway.fetchOrderPayments(order.id)).toEqual([]);
    });

    it('success answers Checkout handler fields whose signature verifies; the webhooks reach the endpoint', async () => {
      const order = await newOrder();
      const res = await pay(order.id, { method: 'upi', outcome: 'success' });
      expect(res.statusCode).toBe(200);
      const body = res.json() as Record<string, string>;
      expect(Object.keys(body).sort()).toEqual([
        'razorpay_order_id',
        'razorpay_payment_id',
        'razorpay_signature',
      ]);
      expect(body.razorpay_order_id).toBe(order.id);
      expect(
        t.gateway.verifyCheckoutSignature(order.id, body.razorpay_payment_id!, body.razorpay_signature!),
      ).toBe(true);
      await t.gateway.whenIdle();
      expect(t.received.splice(0)).toEqual([
        { status: 200, type: 'payment.captured' },
        { status: 200, type: 'order.paid' },
      ]);
      const again = await pay(order.id, { method: 'card', outcome: 'success' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ error_code: 'ORDER_ALREADY_PAID' });
    });

    it('failure answers Razorpay’s error object; pending answers the ids only', async () => {
      const order = await newOrder();
      const failed = await pay(order.id, { method: 'card', outcome: 'failure' });
      expect(failed.statusCode).toBe(200);
      const error = (failed.json() as { error: { metadata: { payment_id: string } } }).error;
      expect(error).toEqual({
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed',
        metadata: { order_id: order.id, payment_id: error.metadata.payment_id },
      });
      const pending = await pay(order.id, { method: 'netbanking', outcome: 'pending' });
      expect(Object.keys(pending.json() as object).sort()).toEqual([
        'razorpay_order_id',
        'razorpay_payment_id',
      ]);
      await t.gateway.whenIdle();
      expect(t.received.splice(0)).toEqual([{ status: 200, type: 'payment.failed' }]);
    });

    it('validates the body and answers 404 for an unknown order', async () => {
      const order = await newOrder();
      expect((await pay(order.id, { method: 'cash', outcome: 'success' })).statusCode).toBe(400);
      expect((await pay(order.id, { method: 'upi', outcome: 'success', amount: 1 })).statusCode).toBe(400);
      expect((await pay('order_EMUnothing000', { method: 'upi', outcome: 'success' })).statusCode).toBe(404);
    });

    it('GET …/checkout.js serves the Checkout stand-in (new Razorpay, on, open), never cached', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/razorpay-emulator/checkout.js' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('window.Razorpay = Razorpay');
      expect(res.body).toContain('Razorpay.prototype.open');
      expect(res.body).toContain("'payment.failed'");
    });

    it('NODE_ENV=production: every route 404s unless ALLOW_SANDBOX_PAYMENTS', async () => {
      const prod = await buildTestApp(handle, { nodeEnv: 'production' });
      const order = await prod.gateway.createOrder({
        amountPaise: 100,
        currency: 'INR',
        receipt: 'KV-PROD',
        notes: {},
        idempotencyKey: 'prod-1',
      });
      expect(
        (await prod.app.inject({ method: 'GET', url: `/razorpay-emulator/orders/${order.id}` })).statusCode,
      ).toBe(404);
      const post = await prod.app.inject({
        method: 'POST',
        url: `/razorpay-emulator/orders/${order.id}/pay`,
        headers: prod.headers,
        payload: { method: 'upi', outcome: 'success' },
      });
      expect(post.statusCode).toBe(404);
      expect(
        (await prod.app.inject({ method: 'GET', url: '/razorpay-emulator/checkout.js' })).statusCode,
      ).toBe(404);
      await prod.app.close();
      const demo = await buildTestApp(handle, {
        nodeEnv: 'production',
        allowInProduction: true,
        emulator: prod.gateway.emulator,
      });
      expect(
        (await demo.app.inject({ method: 'GET', url: `/razorpay-emulator/orders/${order.id}` })).statusCode,
      ).toBe(200);
      await demo.app.close();
    });
  },
);
