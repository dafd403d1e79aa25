import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { carts, orders, outbox, payments } from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { readyCart, emulatorPay } from '../../../test/support/order-test-helpers';

const statusesOf = (results: { statusCode: number }[]) =>
  [...new Set(results.map((r) => r.statusCode))].sort((a, b) => a - b);

// Races only really race on PostgreSQL (PGlite runs one statement at a time); both must hold.
describe.each(DB_KINDS)('T10.3 one active order per cart (%s)', (kind) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture(kind);
  });
  afterAll(() => f.close());

  const ordersOfCart = async (token: string) => {
    const [cart] = await f.handle.db.select().from(carts).where(eq(carts.token, token));
    return f.handle.db.select().from(orders).where(eq(orders.cartId, cart!.id));
  };

  it('T10.3: 100 parallel checkouts of one cart → exactly 1 order and 1 gateway order; then 100 parallel completions of it → 1 paid transition, 1 payment, 1 confirmation per channel, no 5xx', async () => {
    const c = await readyCart(f);
    const checkouts = await Promise.all(
      Array.from({ length: 100 }, () => c.call('POST', '/v3/order/checkout', {})),
    );
    expect(statusesOf(checkouts)).toEqual([200]);
    const bodies = checkouts.map((r) => r.json());
    expect(new Set(bodies.map((b) => b.order_id)).size).toBe(1);
    expect(new Set(bodies.map((b) => b.gateway_order_id)).size).toBe(1);
    expect(await ordersOfCart(c.token)).toHaveLength(1);

    const triple = await emulatorPay(f, c.call, bodies[0].gateway_order_id);
    const completions = await Promise.all(
      Array.from({ length: 100 }, () => c.call('POST', '/v3/order/success', triple)),
    );
    expect(statusesOf(completions)).toEqual([200]);
    expect(completions.every((r) => r.json().status === 'paid')).toBe(true);
    await f.payments.whenIdle();
    const [order, ...others] = await ordersOfCart(c.token);
    expect(others).toHaveLength(0);
    expect(order!.status).toBe('paid');
    expect(await f.handle.db.select().from(payments).where(eq(payments.orderId, order!.id))).toHaveLength(1);
    const confirmations = (
      await f.handle.db.select().from(outbox).where(eq(outbox.topic, 'order_confirmation'))
    ).filter((m) => (m.payload as { order_ref?: string }).order_ref === order!.orderRef);
    expect(confirmations.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
  });

  it('T10.3: orders of 5 versions of one cart, each paid at the gateway, completed by 100 parallel callbacks (20 each) → exactly 1 paid order; the other 4 payments refunded and their orders cancelled; no 5xx', async () => {
    const c = await readyCart(f);
    const gatewayOrders: string[] = [];
    for (let v = 0; v < 5; v++) {
      if (v > 0) {
        // Another version of the cart: the quantity changes, so checkout makes a new order.
        const cart = (await c.call('GET', `/v3/cart/${c.token}`)).json().cart;
        const changed = await c.call('PATCH', `/v3/cart/items/${cart.items[0].id}`, { quantity: v + 1 });
        expect(changed.statusCode).toBe(200);
      }
      const co = await c.call('POST', '/v3/order/checkout', {});
      expect(co.statusCode).toBe(200);
      gatewayOrders.push(co.json().gateway_order_id);
    }
    expect(new Set(gatewayOrders).size).toBe(5);
    // Paid at once: their webhooks race the callbacks below (docs/product/security-tests.md#t8-4 across the orders of one cart).
    const triples = await Promise.all(gatewayOrders.map((id) => emulatorPay(f, c.call, id)));
    const completions = await Promise.all(
      Array.from({ length: 100 }, (_, i) => c.call('POST', '/v3/order/success', triples[i % 5])),
    );
    expect(statusesOf(completions)).toEqual([200]);
    await f.payments.whenIdle();
    const all = await ordersOfCart(c.token);
    expect(all).toHaveLength(5);
    const paid = all.filter((o) => o.status === 'paid');
    expect(paid).toHaveLength(1);
    expect(all.filter((o) => o.status === 'cancelled')).toHaveLength(4);
    const refunds = await f.handle.db
      .select()
      .from(payments)
      .where(
        and(
          inArray(
            payments.orderId,
            all.map((o) => o.id),
          ),
          eq(payments.status, 'refund_queued'),
        ),
      );
    expect(refunds).toHaveLength(4);
    expect(refunds.every((p) => p.orderId !== paid[0]!.id)).toBe(true);
  });
});
