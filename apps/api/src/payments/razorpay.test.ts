import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  KEY_ID,
  KEY_SECRET,
  orderInput as order,
  useFakeRazorpay,
  WEBHOOK_SECRET,
} from '../../test/support/razorpay-harness';

const { fake, gatewayFor, failure, errors } = useFakeRazorpay();

describe('RazorpayGateway against a fake Razorpay on 127.0.0.1', () => {
  it('creates, fetches, lists payments and refunds through the REST API; checkout gets the key id only (T12.4)', async () => {
    const g = gatewayFor();
    const created = await g.createOrder(order('basic'));
    expect(created).toMatchObject({
      amountPaise: 499900,
      currency: 'INR',
      status: 'created',
      receipt: 'KV-basic',
    });
    expect(created.id).toMatch(/^order_/);
    expect(fake().books.orders.get(created.id)?.notes).toEqual({ cart: 'cart-basic' });
    expect(await g.fetchOrder(created.id)).toEqual(created);
    expect(await g.fetchOrderPayments(created.id)).toEqual([]);

    fake().pay(created.id, 'failed');
    const { payment, signature } = fake().pay(created.id, 'captured', { method: 'card' });
    expect(g.verifyCheckoutSignature(created.id, payment.id, signature)).toBe(true);
    expect((await g.fetchOrder(created.id))?.status).toBe('paid');
    const payments = await g.fetchOrderPayments(created.id);
    expect(payments.map((p) => [p.status, p.method, p.amountPaise, p.orderId])).toEqual([
      ['failed', 'upi', 499900, created.id],
      ['captured', 'card', 499900, created.id],
    ]);
    expect(payments[0]).toMatchObject({ errorCode: 'BAD_REQUEST_ERROR', errorDescription: 'Payment failed' });

    await g.refund(payment.id, 499900);
    await g.refund(payment.id, 499900); // X-Refund-Idempotency: the retry is the same refund
    expect(fake().books.refunds.filter((r) => r.payment_id === payment.id)).toHaveLength(1);
    expect(fake().books.payments.get(payment.id)?.status).toBe('refunded');
    expect(g.checkoutParams(created)).toEqual({
      gateway: 'razorpay',
      keyId: KEY_ID,
      gatewayOrderId: created.id,
      amountPaise: 499900,
      currency: 'INR',
      checkoutScript: 'https://checkout.razorpay.com/v1/checkout.js',
    });
  });

  it('partial refunds in parts (decision 093): two parts of the same amount are two refunds; a retry of a part is one', async () => {
    const g = gatewayFor();
    const created = await g.createOrder(order('parts'));
    const { payment } = fake().pay(created.id, 'captured');
    await g.refund(payment.id, 249950, 'plan_1');
    await g.refund(payment.id, 249950, 'plan_2');
    await g.refund(payment.id, 249950, 'plan_1'); // a retry of the first part
    expect(
      fake()
        .books.refunds.filter((r) => r.payment_id === payment.id)
        .map((r) => r.amount),
    ).toEqual([249950, 249950]);
    expect(fake().books.payments.get(payment.id)?.status).toBe('refunded');
  });

  it('unknown ids: fetchOrder → null, fetchOrderPayments → [], refund → non-retryable error', async () => {
    const g = gatewayFor();
    expect(await g.fetchOrder('order_DoesNotExist01')).toBeNull();
    expect(await g.fetchOrder('../v1/payments')).toBeNull();
    expect(await g.fetchOrderPayments('order_DoesNotExist01')).toEqual([]);
    const err = await failure(g.refund('pay_DoesNotExist001', 100));
    expect(err).toMatchObject({ retryable: false, status: 400, code: 'BAD_REQUEST_ERROR' });
  });

  it('a wrong key secret is a non-retryable 401, and no secret appears in errors or in the object', async () => {
    const err = await failure(gatewayFor(undefined, 'wrong_secret_0001').createOrder(order('auth')));
    expect(err).toMatchObject({ retryable: false, status: 401 });
    const g = gatewayFor();
    for (const text of [
      ...errors.map((e) => `${String(e)} ${JSON.stringify(e)}`),
      JSON.stringify(g),
      inspect(g),
    ]) {
      expect(text).not.toContain(KEY_SECRET);
      expect(text).not.toContain(WEBHOOK_SECRET);
      expect(text).not.toContain(Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64'));
    }
  });

  it('refuses a bad request locally (amount under ₹1, receipt over 40 characters) without calling Razorpay', async () => {
    const before = fake().requests.length;
    const g = gatewayFor();
    expect(await failure(g.createOrder(order('small', { amountPaise: 99 })))).toMatchObject({
      retryable: false,
    });
    expect(await failure(g.createOrder(order('long', { receipt: 'R'.repeat(41) })))).toMatchObject({
      retryable: false,
    });
    expect(fake().requests.length).toBe(before);
  });

  it('looks receipts up exactly (Razorpay matches by containment); a receipt or key reused for another amount is refused', async () => {
    const g = gatewayFor();
    const ten = await g.createOrder(order('R10'));
    const one = await g.createOrder(order('R1'));
    expect(one.id).not.toBe(ten.id);
    const err = await failure(g.createOrder(order('R1', { idempotencyKey: 'other', amountPaise: 100000 })));
    expect(err).toMatchObject({ retryable: false, code: 'RECEIPT_CONFLICT' });
    const reused = await failure(g.createOrder(order('R1', { amountPaise: 100000 })));
    expect(reused).toMatchObject({ retryable: false, status: 422, code: 'IDEMPOTENCY_MISMATCH' });
  });

  it('the fake delivers signed Razorpay webhooks to a callback or a 127.0.0.1 URL, and the gateway parses them', async () => {
    const g = gatewayFor();
    const created = await g.createOrder(order('webhook'));
    const { payment } = fake().pay(created.id, 'captured');
    const paid = fake().webhooks.signed('order.paid', payment.id, WEBHOOK_SECRET);
    const viaCallback = await fake().webhooks.deliver((raw, headers) => g.parseWebhook(raw, headers), paid);
    expect(viaCallback).toMatchObject({
      type: 'order.paid',
      orderId: created.id,
      payment: { id: payment.id, status: 'captured', amountPaise: 499900 },
    });
    const statuses: number[] = [];
    const receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const status = g.parseWebhook(Buffer.concat(chunks), req.headers) ? 200 : 400;
        statuses.push(status);
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhook`;
    expect(
      await fake().webhooks.deliver(
        url,
        fake().webhooks.signed('payment.captured', payment.id, WEBHOOK_SECRET),
      ),
    ).toBe(200);
    expect(
      await fake().webhooks.deliver(url, fake().webhooks.signed('payment.captured', payment.id, 'wrong')),
    ).toBe(400);
    await expect(fake().webhooks.deliver('http://example.com/webhook', paid)).rejects.toThrow(
      /127\.0\.0\.1 only/,
    );
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
    expect(statuses).toEqual([200, 400]);
  });
});
