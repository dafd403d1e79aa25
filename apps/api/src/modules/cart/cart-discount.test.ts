import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponFailures } from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { client, pricesOf } from '../../../test/support/cart-test-helpers';

const AMC_AC = 'AMC-AIR-CONDITIONER';
const EW_PHONE = 'EW-MOBILE-PHONE';

describe.each(DB_KINDS)('cart discounts (%s)', (kind) => {
  let f: Fixture;
  let amc: { tenure: number; price: number };
  beforeAll(async () => {
    f = await createFixture(kind);
    amc = (await pricesOf(f, AMC_AC))[0]!;
  });
  afterAll(() => f.close());

  async function amcCart() {
    const c = await client(f);
    const added = (
      await c.call('POST', '/v3/cart/item', { data: { sku: AMC_AC, tenure_months: amc.tenure } })
    ).json();
    return { ...c, token: added.cart.token_id as string };
  }

  it('§7 apply_discount answers discount_message {is_valid, discount_code, discount_amount, token_id} and a recomputed cart', async () => {
    const { call, token } = await amcCart();
    const res = await call('POST', '/v3/cart/apply_discount', { code: 'AMC15' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const expected = Math.floor((amc.price * 1500) / 10000);
    expect(body.discount_message).toMatchObject({
      is_valid: true,
      discount_code: 'AMC15',
      discount_amount: expected,
      token_id: token,
    });
    expect(body.cart).toMatchObject({
      discount_code: 'AMC15',
      discount_total: expected,
      total: amc.price - expected,
    });
    expect(body.cart.items[0].discount_amount).toBe(expected);
  });

  it('T7.4: case, spaces and full-width variants are the same code', async () => {
    for (const variant of [' amc15', 'Amc 15', 'ＡＭＣ１５']) {
      const { call } = await amcCart();
      const res = (await call('POST', '/v3/cart/apply_discount', { code: variant })).json();
      expect(res.discount_message, variant).toMatchObject({ is_valid: true, discount_code: 'AMC15' });
    }
  });

  it('§8 / T7.4: invalid codes show the server message and change nothing (unknown, expired, wrong city, wrong channel)', async () => {
    const cases: [string, string][] = [
      ['NOSUCHCODE', 'COUPON_NOT_FOUND'],
      ['DIWALI25', 'COUPON_EXPIRED'],
      ['MUMBAIREPAIR', 'COUPON_CITY'],
      ['TELE300', 'COUPON_CHANNEL'],
    ];
    for (const [code, errorCode] of cases) {
      const { call } = await amcCart();
      const res = await call('POST', '/v3/cart/apply_discount', { code });
      expect(res.statusCode, code).toBe(200);
      const body = res.json();
      expect(body.discount_message, code).toMatchObject({
        is_valid: false,
        discount_amount: 0,
        error_code: errorCode,
      });
      expect(body.discount_message.message.length).toBeGreaterThan(5);
      expect(body.cart).toMatchObject({ discount_code: null, discount_total: 0, total: amc.price });
    }
  });

  it('T7.4: one code per cart — a second code replaces the first; remove_discount clears it', async () => {
    const { call } = await amcCart();
    await call('POST', '/v3/cart/apply_discount', { code: 'AMC15' });
    const second = (await call('POST', '/v3/cart/apply_discount', { code: 'KAVACH10' })).json();
    expect(second.cart.discount_code).toBe(second.discount_message.is_valid ? 'KAVACH10' : 'AMC15');
    const removed = (await call('POST', '/v3/cart/remove_discount', {})).json();
    expect(removed.cart).toMatchObject({ discount_code: null, discount_total: 0, total: amc.price });
  });

  it('T7.7: a minimum-value coupon is re-validated when the cart changes', async () => {
    const c = await client(f);
    const ew = await pricesOf(f, EW_PHONE);
    const pricey = ew
      .filter((p) => p.tenure === 12 && p.price >= 149_900)
      .sort((a, b) => a.price - b.price)[0]!;
    const added = (
      await c.call('POST', '/v3/cart/item', {
        data: { sku: EW_PHONE, tenure_months: 12, device_price: pricey.min + 1 },
      })
    ).json();
    const applied = (await c.call('POST', '/v3/cart/apply_discount', { code: 'WELCOME200' })).json();
    expect(applied.discount_message.is_valid).toBe(true);
    const cheap = ew.filter((p) => p.tenure === 12 && p.price < 149_900)[0]!;
    const after = (
      await c.call('PATCH', `/v3/cart/item/${added.cart.items[0].id}`, { device_price: cheap.min + 1 })
    ).json();
    expect(after.cart.discount_total).toBe(0);
    expect(after.cart.total).toBe(cheap.price);
    expect(after.cart.discount_code_message).toMatch(/₹1,499/);
  });

  it('T7.6: after 10 invalid codes in 10 minutes the session gets 429; failures are recorded', async () => {
    const { call } = await amcCart();
    for (let i = 0; i < 10; i++) {
      const res = await call('POST', '/v3/cart/apply_discount', { code: `WRONG${i}` });
      expect(res.statusCode).toBe(200);
    }
    const blocked = await call('POST', '/v3/cart/apply_discount', { code: 'AMC15' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error_code).toBe('COUPON_ATTEMPTS_EXCEEDED');
    const rows = await f.handle.db.select().from(couponFailures);
    expect(rows.length).toBeGreaterThanOrEqual(10);
  });
});
