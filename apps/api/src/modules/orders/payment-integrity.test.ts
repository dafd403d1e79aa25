import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { coupons, orders, reconciliationBreaks } from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { reconcileOnce } from '../../jobs/reconcile-payments';
import { readyCart } from '../../../test/support/order-test-helpers';

const silent = { info: () => {}, warn: () => {}, error: () => {} } as never;

describe.each(DB_KINDS)('payment integrity (%s)', (kind) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture(kind);
  });
  afterAll(() => f.close());

  const orderOf = async (ref: string) =>
    (await f.handle.db.select().from(orders).where(eq(orders.orderRef, ref)))[0]!;

  it('T7.5: a single-use coupon raced by many carts at checkout (200 on PostgreSQL) is redeemed exactly once; the others get 409', async () => {
    const racers = kind === 'postgres' ? 200 : 40;
    await f.handle.db.insert(coupons).values({
      code: 'ONLYONE',
      description: 'single use',
      kind: 'flat',
      flatPaise: 10_000,
      maxRedemptions: 1,
      perCustomerLimit: null,
    });
    const carts = [];
    for (let i = 0; i < racers; i++) {
      const c = await readyCart(f);
      const applied = (await c.call('POST', '/v3/cart/apply_discount', { code: 'onlyone' })).json();
      expect(applied.discount_message, JSON.stringify(applied.discount_message)).toMatchObject({
        is_valid: true,
      });
      carts.push(c);
    }
    const results = await Promise.all(carts.map((c) => c.call('POST', '/v3/order/checkout', {})));
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(racers - 1);
    expect(new Set(refused.map((r) => r.json().error_code))).toEqual(new Set(['COUPON_EXHAUSTED']));
    const [coupon] = await f.handle.db.select().from(coupons).where(eq(coupons.code, 'ONLYONE'));
    expect(coupon!.redeemedCount).toBe(1);
    const withCoupon = await f.handle.db.select().from(orders).where(eq(orders.couponId, coupon!.id));
    expect(withCoupon).toHaveLength(1);
  }, 300_000);

  it('T8.7: a payment of the wrong amount does not mark the order paid and records a break', async () => {
    const c = await readyCart(f);
    const co = (await c.call('POST', '/v3/order/checkout', {})).json();
    const paid = f.payments.emulator.pay(co.gateway_order_id, 'captured', { method: 'upi', amount: 100 });
    expect(paid.payment).toMatchObject({ status: 'captured', amount: 100 });
    const res = await c.call('POST', '/v3/order/success', {
      razorpay_order_id: co.gateway_order_id,
      razorpay_payment_id: paid.payment.id,
      razorpay_signature: paid.signature,
    });
    await f.payments.whenIdle();
    expect(res.json().status).not.toBe('paid');
    const order = await orderOf(co.order_id);
    expect(order.status).not.toBe('paid');
    const breaks = await f.handle.db
      .select()
      .from(reconciliationBreaks)
      .where(eq(reconciliationBreaks.orderId, order.id));
    expect(breaks.some((b) => b.kind === 'amount_mismatch')).toBe(true);
  });

  it('T8.6/T8.9: a payment captured late, with no callback, is settled by reconciliation after 15 minutes', async () => {
    const c = await readyCart(f);
    const co = (await c.call('POST', '/v3/order/checkout', {})).json();
    const pending = f.payments.emulator.pay(co.gateway_order_id, 'authorized', { method: 'card' }).payment;
    expect(pending.status).toBe('authorized');
    // The gateway captures later; its webhooks may or may not reach us before reconciliation runs.
    const before = f.clock.now();
    f.clock.set(new Date(before.getTime() + 16 * 60_000));
    try {
      f.payments.emulator.capture(pending.id);
      await f.payments.whenIdle(); // webhooks may race: either path must end paid once
      await reconcileOnce(f.deps, silent);
      const order = await orderOf(co.order_id);
      expect(order.status).toBe('paid');
      const again = await reconcileOnce(f.deps, silent);
      expect(again.paid).toBe(0);
    } finally {
      f.clock.set(before);
    }
  });
});
