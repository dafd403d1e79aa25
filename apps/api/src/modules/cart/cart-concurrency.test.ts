import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { carts } from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { client, pricesOf } from '../../../test/support/cart-test-helpers';

const AMC_AC = 'AMC-AIR-CONDITIONER';

// Races only really race on PostgreSQL (PGlite runs one statement at a time); both must hold.
describe.each(DB_KINDS)('same-cart concurrency (%s)', (kind) => {
  let f: Fixture;
  let tenure: number;
  let price: number;
  beforeAll(async () => {
    f = await createFixture(kind);
    const [row] = await pricesOf(f, AMC_AC);
    tenure = row!.tenure;
    price = row!.price;
  });
  afterAll(() => f.close());

  it('T10.2: 30 parallel first adds in one session make one cart and no lost update (10 fit, 20 refused)', async () => {
    const { call, session } = await client(f);
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        call('POST', '/v3/cart/item', { data: { sku: AMC_AC, tenure_months: tenure } }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 400);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(20);
    expect(refused.every((r) => r.json().error_code === 'QUANTITY_LIMIT')).toBe(true);
    const tokens = new Set(ok.map((r) => r.json().cart.token_id));
    expect(tokens.size).toBe(1);
    const [token] = [...tokens];
    const cart = (await call('GET', `/v3/cart/${token}`)).json().cart;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0].quantity).toBe(10);
    expect(cart.total).toBe(price * 10);
    const rows = await f.handle.db.select().from(carts).where(eq(carts.token, token!));
    expect(rows).toHaveLength(1);
    // Every successful change raised the version once (1 at creation + 10 changes).
    expect(rows[0]!.version).toBe(11);
    void session;
  });

  it('T10.2: 50 mixed parallel quantity changes and re-adds end in a state some serial order gives', async () => {
    const { call } = await client(f);
    const added = (
      await call('POST', '/v3/cart/item', { data: { sku: AMC_AC, tenure_months: tenure } })
    ).json();
    const id = added.cart.items[0].id;
    const ops = Array.from({ length: 50 }, (_, i) =>
      i % 2 === 0
        ? call('PATCH', `/v3/cart/items/${id}`, { quantity: (i % 10) + 1 })
        : call('POST', '/v3/cart/item', { data: { sku: AMC_AC, tenure_months: tenure } }),
    );
    await Promise.all(ops);
    const cart = (await call('GET', `/v3/cart/${added.cart.token_id}`)).json().cart;
    expect(cart.items).toHaveLength(1);
    const q = cart.items[0].quantity;
    expect(q).toBeGreaterThanOrEqual(1);
    expect(q).toBeLessThanOrEqual(10);
    expect(cart.total).toBe(price * q);
    expect(cart.item_total).toBe(cart.items[0].unit_price * q);
  });

  it('T10.2: 40 parallel quantity changes (one-statement write) each raise the version exactly once', async () => {
    const { call } = await client(f);
    const added = (
      await call('POST', '/v3/cart/item', { data: { sku: AMC_AC, tenure_months: tenure } })
    ).json();
    const id = added.cart.items[0].id;
    const before = (await f.handle.db.select().from(carts).where(eq(carts.token, added.cart.token_id)))[0]!;
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => call('PATCH', `/v3/cart/items/${id}`, { quantity: (i % 10) + 1 })),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const after = (await f.handle.db.select().from(carts).where(eq(carts.token, added.cart.token_id)))[0]!;
    expect(after.version).toBe(before.version + 40);
    // Every answer carried a distinct version: no two writes read the same cart state.
    const versions = new Set(results.map((r) => r.json().cart.version));
    expect(versions.size).toBe(40);
  });
});
