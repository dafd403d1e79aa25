import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { cartSnapshot, client, pricesOf } from '../../../test/support/cart-test-helpers';

const AMC_AC = 'AMC-AIR-CONDITIONER';
const EW_PHONE = 'EW-MOBILE-PHONE';

describe.each(DB_KINDS)('cart abuse cases (%s)', (kind) => {
  let f: Fixture;
  let amcTenure: number;
  beforeAll(async () => {
    f = await createFixture(kind);
    amcTenure = (await pricesOf(f, AMC_AC))[0]!.tenure;
  });
  afterAll(() => f.close());

  it('T7.2: quantity −1, 0, 0.5, "1e3", 2³¹ and max + 1 are rejected with 400 and change nothing', async () => {
    const { call } = await client(f);
    const added = (
      await call('POST', '/v3/cart/item', { data: { sku: AMC_AC, tenure_months: amcTenure } })
    ).json();
    const id = added.cart.items[0].id;
    const before = await cartSnapshot(f);
    for (const quantity of [-1, 0, 0.5, '1e3', 2 ** 31, 11]) {
      const res = await call('PATCH', `/v3/cart/items/${id}`, { quantity });
      expect(res.statusCode, `quantity ${quantity}`).toBe(400);
      const add = await call('POST', '/v3/cart/item', {
        data: { sku: AMC_AC, tenure_months: amcTenure, quantity },
      });
      expect(add.statusCode, `add quantity ${quantity}`).toBe(400);
    }
    const over = await call('POST', '/v3/cart/item', {
      data: { sku: AMC_AC, tenure_months: amcTenure, quantity: 10 },
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().error_code).toBe('QUANTITY_LIMIT');
    expect(await cartSnapshot(f)).toEqual(before);
    const after = (await call('GET', `/v3/cart/${added.cart.token_id}`)).json();
    expect(after.cart.items[0].quantity).toBe(1);
  });

  it('T7.3 / T6.3: client prices, totals, currency and status are refused (strict bodies), never stored', async () => {
    const { call } = await client(f);
    for (const extra of [
      { unit_price: 1 },
      { price: 1 },
      { total: 1 },
      { currency: 'USD' },
      { discount_amount: 100000 },
      { channel: 'website-tele' },
      { status: 'paid' },
    ]) {
      const res = await call('POST', '/v3/cart/item', {
        data: { sku: AMC_AC, tenure_months: amcTenure, ...extra },
      });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().error_code).toBe('VALIDATION_ERROR');
    }
    const tamperDetails = await call('POST', '/v3/cart/item', {
      data: { sku: EW_PHONE, tenure_months: 12, device_price: 2_000_000, device_detail: { price: 1 } },
    });
    expect(tamperDetails.statusCode).toBe(400);
  });

  it('T6.1/T6.2: another session cannot read or change a cart, even with its token (404, not 403)', async () => {
    const owner = await client(f);
    const other = await client(f);
    const added = (
      await owner.call('POST', '/v3/cart/item', { data: { sku: AMC_AC, tenure_months: amcTenure } })
    ).json();
    const token = added.cart.token_id;
    const lineId = added.cart.items[0].id;
    const before = await cartSnapshot(f);
    const read = await other.call('GET', `/v3/cart/${token}`);
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain(token);
    expect((await other.call('POST', `/v3/cart/${token}`, { name: 'Mallory' })).statusCode).toBe(404);
    // Line ids are per session: another session's id is "not in your cart".
    expect((await other.call('PATCH', `/v3/cart/items/${lineId}`, { quantity: 5 })).statusCode).toBe(404);
    expect((await other.call('DELETE', `/v3/cart/item/${lineId}`)).statusCode).toBe(404);
    expect(await cartSnapshot(f)).toEqual(before);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('T3.1: cart writes without a CSRF token, with a wrong one or from another origin are 403 and change nothing', async () => {
    const { session } = await client(f);
    const before = await cartSnapshot(f);
    const body = JSON.stringify({ data: { sku: AMC_AC, tenure_months: amcTenure } });
    const variants: Record<string, string>[] = [
      { cookie: session.cookie },
      { cookie: session.cookie, 'x-csrftoken': 'wrong' },
      { cookie: session.cookie, 'x-csrftoken': session.csrf, origin: 'https://evil.test' },
      { cookie: session.cookie, 'x-csrftoken': session.csrf, 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of variants) {
      const res = await f.app.inject({
        method: 'POST',
        url: '/v3/cart/item',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: body,
      });
      expect(res.statusCode).toBe(403);
    }
    expect(await cartSnapshot(f)).toEqual(before);
  });

  it('an expired or missing session gets 401 SESSION_REQUIRED, not a cart', async () => {
    const { call, session } = await client(f);
    await call('POST', '/v3/cart', { data: {} });
    f.clock.set(new Date(Date.parse('2026-11-21T06:30:00Z') + 31 * 24 * 3600_000));
    try {
      const res = await f.app.inject({
        method: 'POST',
        url: '/v3/cart',
        headers: { ...session.headers, 'content-type': 'application/json' },
        payload: '{"data":{}}',
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().error_code).toBe('SESSION_REQUIRED');
    } finally {
      f.clock.set(new Date('2026-11-21T06:30:00Z'));
    }
  });
});
