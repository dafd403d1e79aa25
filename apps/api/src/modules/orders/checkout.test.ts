import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, payments } from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { client } from '../../../test/support/cart-test-helpers';
import { outboxFor, readyCart, emulatorPay } from '../../../test/support/order-test-helpers';

describe.each(DB_KINDS)('checkout and payment (%s)', (kind) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture(kind);
  });
  afterAll(() => f.close());

  it('§3 journey: checkout → pay in the Razorpay emulator Checkout → success → paid order with token, summary, confirmations, invoice PDF', async () => {
    const c = await readyCart(f);
    const co = await c.call('POST', '/v3/order/checkout', {});
    expect(co.statusCode).toBe(200);
    const checkout = co.json();
    expect(checkout).toMatchObject({
      gateway: 'razorpay',
      key_id: f.payments.keyId,
      amount: c.price,
      currency: 'INR',
    });
    expect(f.payments.keyId).toMatch(/^rzp_test_[A-Za-z0-9]{14}$/);
    expect(checkout.checkout_script).toBe('/api/razorpay-emulator/checkout.js');
    const paid = await emulatorPay(f, c.call, checkout.gateway_order_id);
    const ok = await c.call('POST', '/v3/order/success', {
      razorpay_order_id: paid.razorpay_order_id,
      razorpay_payment_id: paid.razorpay_payment_id,
      razorpay_signature: paid.razorpay_signature,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ order_id: checkout.order_id, status: 'paid' });
    expect(ok.json().activation_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    await f.payments.whenIdle();
    const summary = (await c.call('GET', `/v3/order/summary/${checkout.order_id}`)).json();
    expect(summary).toMatchObject({
      order_id: checkout.order_id,
      status: 'paid',
      amount: c.price,
      phone: `+91${c.phone}`,
    });
    expect(summary.plans[0]).toMatchObject({ sku: 'EW-MOBILE-PHONE', unit_price: c.price, quantity: 1 });
    const confirmations = (await outboxFor(f, 'order_confirmation')).filter((m) =>
      JSON.stringify(m.payload).includes(checkout.order_id),
    );
    expect(confirmations.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    const pdf = await c.call(
      'GET',
      `/v3/order/download/${checkout.order_id}?application=website&type=invoice`,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('attachment');
    const text = pdf.rawPayload.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain(checkout.order_id);
    expect(text).toContain('CGST @ 9%'); // Mumbai customer, Maharashtra supplier: intra-state
    expect(text).toContain('998719');
    // The cart is closed; the badge sees no open cart.
    const csrf = (await c.call('GET', '/auth/set_csrf')).json();
    expect(csrf.cart).toBeNull();
  });

  it('T7.8: no checkout without a phone verified in this session; details must be complete', async () => {
    const c = await client(f);
    await c.call('POST', '/v3/cart/item', {
      data: { sku: 'EW-MOBILE-PHONE', tenure_months: 12, device_price: 2_000_000 },
    });
    const incomplete = await c.call('POST', '/v3/order/checkout', {});
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().error_code).toBe('DETAILS_INCOMPLETE');
    const cart = (await c.call('POST', '/v3/cart', { data: {} })).json().cart;
    await c.call('POST', `/v3/cart/${cart.token_id}`, {
      name: 'A B',
      email: 'a.b@example.in',
      phone: '9811111111',
      address: { address: '1 Main Road', pincode: '400001' },
    });
    const unverified = await c.call(
      'POST',
      '/v3/order/checkout',
      {},
      { 'x-verified-phone': '+919811111111' },
    );
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().error_code).toBe('PHONE_NOT_VERIFIED');
  });

  it('§5: an item not serviceable at the address blocks checkout and the error names it (item_ids)', async () => {
    const c = await readyCart(f);
    const amc = await c.call('POST', '/v3/cart/replace_cart', {
      data: { sku: 'AMC-AIR-CONDITIONER', tenure_months: 12 },
    });
    expect(amc.statusCode).toBe(200);
    await c.call('POST', `/v3/cart/${c.token}`, {
      address: { address: 'Secretariat Road', pincode: '791111' },
    });
    const res = await c.call('POST', '/v3/order/checkout', {});
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error_code: 'NOT_SERVICEABLE',
      item_ids: [amc.json().cart.items[0].id],
    });
  });

  it('T8.1/T7.8: a tampered signature is refused; another session cannot see or complete the order', async () => {
    const c = await readyCart(f);
    const checkout = (await c.call('POST', '/v3/order/checkout', {})).json();
    const paid = await emulatorPay(f, c.call, checkout.gateway_order_id);
    const bad = await c.call('POST', '/v3/order/success', {
      razorpay_order_id: paid.razorpay_order_id,
      razorpay_payment_id: paid.razorpay_payment_id,
      razorpay_signature: paid.razorpay_signature.replace(/.$/, (ch: string) => (ch === '0' ? '1' : '0')),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_code).toBe('SIGNATURE_INVALID');
    const other = await client(f);
    expect((await other.call('GET', `/v3/order/summary/${checkout.order_id}`)).statusCode).toBe(404);
    expect((await other.call('POST', '/v3/order/success', paid)).statusCode).toBe(404);
    expect(
      (await other.call('GET', `/v3/order/download/${checkout.order_id}?application=website&type=invoice`))
        .statusCode,
    ).toBe(404);
  });

  it('T8.8: 20 concurrent checkouts of one cart give one order and one gateway order', async () => {
    const c = await readyCart(f);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => c.call('POST', '/v3/order/checkout', {})),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const ids = new Set(results.map((r) => r.json().order_id));
    const gw = new Set(results.map((r) => r.json().gateway_order_id));
    expect(ids.size).toBe(1);
    expect(gw.size).toBe(1);
    const rows = await f.handle.db
      .select()
      .from(orders)
      .where(eq(orders.orderRef, [...ids][0]!));
    expect(rows).toHaveLength(1);
  });

  it('T8.3/T8.4: callback and webhooks racing, plus 50 duplicate deliveries → one paid transition, one payment, one confirmation each', async () => {
    const c = await readyCart(f);
    const checkout = (await c.call('POST', '/v3/order/checkout', {})).json();
    const paid = await emulatorPay(f, c.call, checkout.gateway_order_id); // the emulator also fires its webhooks now
    const [callback] = await Promise.all([c.call('POST', '/v3/order/success', paid), f.payments.whenIdle()]);
    expect(callback.json().status).toBe('paid');
    const [order] = await f.handle.db.select().from(orders).where(eq(orders.orderRef, checkout.order_id));
    const pays = await f.handle.db.select().from(payments).where(eq(payments.orderId, order!.id));
    expect(pays).toHaveLength(1);
    expect(pays[0]!.status).toBe('captured');
    const conf = (await outboxFor(f, 'order_confirmation')).filter((m) =>
      JSON.stringify(m.payload).includes(checkout.order_id),
    );
    expect(conf).toHaveLength(2);
  });

  it('payment failure leaves the order payment_failed and a retry can still pay it', async () => {
    const c = await readyCart(f);
    const checkout = (await c.call('POST', '/v3/order/checkout', {})).json();
    const failed = await emulatorPay(f, c.call, checkout.gateway_order_id, 'failure');
    const report = await c.call('POST', '/v3/order/failure', {
      razorpay_order_id: checkout.gateway_order_id,
      error: failed.error,
    });
    expect(report.json().status).toBe('payment_failed');
    const again = await c.call('POST', '/v3/order/checkout', {});
    expect(again.json().order_id).toBe(checkout.order_id);
    const paid = await emulatorPay(f, c.call, checkout.gateway_order_id);
    const ok = await c.call('POST', '/v3/order/success', paid);
    expect(ok.json().status).toBe('paid');
  });
});
