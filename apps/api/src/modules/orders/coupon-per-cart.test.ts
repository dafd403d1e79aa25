import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponCustomerUses, couponRedemptions, coupons, releaseCoupon } from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { EW_PHONE, readyCart } from '../../../test/support/order-test-helpers';

/*
 * Decision 087: a cart is paid at most once (docs/product/security-tests.md#t10-3), so all the
 * orders its versions check out share one use of a code. Before, each checkout took a use of its
 * own: a customer who checked out twice without paying saw KAVACH10 ("2 uses per customer")
 * refused on the same cart as already used up (found by T10.1, cart-model.test.ts).
 */
const CODE = 'KAVACH10';

describe.each(DB_KINDS)('one code use per cart (%s)', (kind) => {
  let f: Fixture;
  let couponId: number;
  beforeAll(async () => {
    f = await createFixture(kind);
    const [row] = await f.handle.db.select().from(coupons).where(eq(coupons.code, CODE));
    couponId = row!.id;
  });
  afterAll(() => f.close());

  const redeemedCount = async () =>
    (await f.handle.db.select().from(coupons).where(eq(coupons.id, couponId)))[0]!.redeemedCount;
  const usesOf = async (customerKey: string) =>
    (
      await f.handle.db
        .select()
        .from(couponCustomerUses)
        .where(
          and(eq(couponCustomerUses.couponId, couponId), eq(couponCustomerUses.customerKey, customerKey)),
        )
    )[0]?.used ?? 0;
  const customerKeyOf = async (orderRef: string) =>
    (await f.handle.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderRef, orderRef)))[0]!
      .customerKey;

  const addLine = (c: Awaited<ReturnType<typeof readyCart>>) =>
    c.call('POST', '/v3/cart/item', {
      data: { sku: EW_PHONE, tenure_months: 12, device_price: 2_000_000 },
    });

  /** A new code to the same phone may be asked for after 30 s (docs/product/security-tests.md#t4-5). */
  const laterBy30s = () => f.clock.set(new Date(f.clock.now().getTime() + 31_000));

  /** add, apply the code, checkout, add, checkout: two unpaid orders of one cart, both with the code. */
  async function twoCheckouts(phone?: string) {
    laterBy30s();
    const c = await readyCart(f, phone ? { phone } : {});
    expect((await addLine(c)).statusCode).toBe(200);
    const applied = (await c.call('POST', '/v3/cart/apply_discount', { code: CODE })).json();
    expect(applied.discount_message, JSON.stringify(applied.discount_message)).toMatchObject({
      is_valid: true,
      discount_code: CODE,
    });
    const first = await c.call('POST', '/v3/order/checkout', {});
    expect(first.statusCode).toBe(200);
    expect((await addLine(c)).statusCode).toBe(200);
    const second = await c.call('POST', '/v3/order/checkout', {});
    expect(second.statusCode).toBe(200);
    expect(second.json().gateway_order_id).not.toBe(first.json().gateway_order_id);
    return { c, orderRefs: [first.json().order_id as string, second.json().order_id as string] };
  }

  it('decision 087: after two unpaid checkouts the cart still carries the code, and its orders hold one use between them', async () => {
    const before = await redeemedCount();
    const { c, orderRefs } = await twoCheckouts();
    const key = await customerKeyOf(orderRefs[0]!);
    expect(await customerKeyOf(orderRefs[1]!)).toBe(key);
    expect(await usesOf(key)).toBe(1);
    expect(await redeemedCount()).toBe(before + 1);

    const cart = (await c.call('GET', `/v3/cart/${c.token}`)).json().cart;
    const last = cart.items[cart.items.length - 1];
    const removed = (
      last.quantity > 1
        ? await c.call('PATCH', `/v3/cart/items/${last.id}`, { quantity: last.quantity - 1 })
        : await c.call('DELETE', `/v3/cart/item/${last.id}`)
    ).json().cart;
    const discount = Math.min(Math.floor(removed.item_total / 10), 50_000);
    expect(removed).toMatchObject({
      discount_code: CODE,
      discount_total: discount,
      total: removed.item_total - discount,
      discount_error: null,
    });
    const third = await c.call('POST', '/v3/order/checkout', {});
    expect(third.statusCode).toBe(200);
    expect(third.json().amount).toBe(removed.item_total - discount);
    expect(await usesOf(key)).toBe(1);
    expect(await redeemedCount()).toBe(before + 1);
  });

  it('decision 087: the per-customer limit still counts carts — a third cart of the same phone is refused KAVACH10', async () => {
    const { c } = await twoCheckouts();
    const { orderRefs } = await twoCheckouts(c.phone);
    const key = await customerKeyOf(orderRefs[0]!);
    expect(await usesOf(key)).toBe(2);
    laterBy30s();
    const third = await readyCart(f, { phone: c.phone });
    const refused = (await third.call('POST', '/v3/cart/apply_discount', { code: CODE })).json();
    expect(refused.discount_message).toMatchObject({ is_valid: false, error_code: 'COUPON_CUSTOMER_LIMIT' });
    expect(refused.cart).toMatchObject({ discount_code: null, discount_total: 0 });
  });

  it('decision 087: releasing one of the cart’s orders keeps the shared use; releasing the last gives it back', async () => {
    const before = await redeemedCount();
    const { orderRefs } = await twoCheckouts();
    const key = await customerKeyOf(orderRefs[0]!);
    expect(await usesOf(key)).toBe(1);
    expect(await f.handle.db.transaction((tx) => releaseCoupon(tx, orderRefs[0]!))).toBe(true);
    expect(await usesOf(key)).toBe(1);
    expect(await redeemedCount()).toBe(before + 1);
    expect(await f.handle.db.transaction((tx) => releaseCoupon(tx, orderRefs[1]!))).toBe(true);
    expect(await usesOf(key)).toBe(0);
    expect(await redeemedCount()).toBe(before);
    expect(await f.handle.db.transaction((tx) => releaseCoupon(tx, orderRefs[1]!))).toBe(false);
    expect(await usesOf(key)).toBe(0);
  });
});
