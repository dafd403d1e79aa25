import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { client, pricesOf } from '../../../test/support/cart-test-helpers';

const EW_PHONE = 'EW-MOBILE-PHONE';
const AMC_AC = 'AMC-AIR-CONDITIONER';

describe.each(DB_KINDS)('cart items (%s)', (kind) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture(kind);
  });
  afterAll(() => f.close());

  it('§7 POST /v3/cart/item adds a plan priced by the server from its band, sets website_cartToken, toasts', async () => {
    const { call } = await client(f);
    const band = (await pricesOf(f, EW_PHONE)).find(
      (p) => p.min <= 2_000_000 && (p.max ?? Infinity) >= 2_000_000,
    )!;
    const res = await call('POST', '/v3/cart/item', {
      data: { sku: EW_PHONE, tenure_months: band.tenure, device_price: 2_000_000, city: 'mumbai' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Item added to the cart');
    expect(body.cart.type).toBe('protection-plan');
    expect(body.cart.city).toBe('mumbai');
    expect(body.cart.items).toHaveLength(1);
    expect(body.cart.items[0]).toMatchObject({
      sku: EW_PHONE,
      unit_price: band.price,
      quantity: 1,
      total_price: band.price,
    });
    expect(body.cart.total).toBe(band.price);
    expect(res.cookies.find((c) => c.name === 'website_cartToken')?.value).toBe(body.cart.token_id);
    expect(res.cookies.find((c) => c.name === 'website_cartToken')?.httpOnly).toBe(true);
  });

  it('adding the same plan again raises the quantity of its line; GET /v3/cart/{id} recomputes totals', async () => {
    const { call } = await client(f);
    const [row] = await pricesOf(f, AMC_AC);
    const add = () => call('POST', '/v3/cart/item', { data: { sku: AMC_AC, tenure_months: row!.tenure } });
    await add();
    const second = (await add()).json();
    expect(second.cart.items).toHaveLength(1);
    expect(second.cart.items[0].quantity).toBe(2);
    const got = (await call('GET', `/v3/cart/${second.cart.token_id}`)).json();
    expect(got.cart.item_total).toBe(row!.price * 2);
    expect(got.cart.quantity).toBe(2);
    expect(got.cart.total_items).toBe(1);
  });

  it('§5 an incompatible type answers 409 CART_TYPE_CONFLICT and changes nothing; replace_cart replaces', async () => {
    const { call } = await client(f);
    const [amc] = await pricesOf(f, AMC_AC);
    const first = (
      await call('POST', '/v3/cart/item', { data: { sku: AMC_AC, tenure_months: amc!.tenure } })
    ).json();
    const ew = { sku: EW_PHONE, tenure_months: 12, device_price: 2_000_000 };
    const conflict = await call('POST', '/v3/cart/item', { data: ew });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({
      error_code: 'CART_TYPE_CONFLICT',
      cart_type: 'amc',
      item_type: 'protection-plan',
    });
    const unchanged = (await call('GET', `/v3/cart/${first.cart.token_id}`)).json();
    expect(unchanged.cart.items.map((i: { sku: string }) => i.sku)).toEqual([AMC_AC]);
    const replaced = await call('POST', '/v3/cart/replace_cart', { data: ew });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().cart).toMatchObject({ token_id: first.cart.token_id, type: 'protection-plan' });
    expect(replaced.json().cart.items.map((i: { sku: string }) => i.sku)).toEqual([EW_PHONE]);
  });

  it('§5 compatible types mix: an AMC cart accepts insta-repair', async () => {
    const { call } = await client(f);
    const [amc] = await pricesOf(f, AMC_AC);
    await call('POST', '/v3/cart/item', { data: { sku: AMC_AC, tenure_months: amc!.tenure } });
    const ir = (await f.handle.db.query.plans.findFirst({
      where: (p, { eq }) => eq(p.planType, 'insta-repair'),
    }))!;
    const [irPrice] = await pricesOf(f, ir.sku);
    const res = await call('POST', '/v3/cart/item', {
      data: { sku: ir.sku, tenure_months: irPrice!.tenure },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().cart.type).toBe('amc');
    expect(res.json().cart.items).toHaveLength(2);
  });

  it('PATCH quantity, PATCH tenure/device price re-prices from the catalogue, DELETE empties and clears the type (§4)', async () => {
    const { call } = await client(f);
    const bands = await pricesOf(f, EW_PHONE);
    const added = (
      await call('POST', '/v3/cart/item', {
        data: { sku: EW_PHONE, tenure_months: 12, device_price: 2_000_000 },
      })
    ).json();
    const id = added.cart.items[0].id;
    const q = (await call('PATCH', `/v3/cart/items/${id}`, { quantity: 3 })).json();
    expect(q.cart.items[0].quantity).toBe(3);
    const repriced = (await call('PATCH', `/v3/cart/item/${id}`, { device_price: 6_000_000 })).json();
    const band = bands.find(
      (p) => p.tenure === 12 && p.min <= 6_000_000 && (p.max ?? Infinity) >= 6_000_000,
    )!;
    expect(repriced.cart.items[0].unit_price).toBe(band.price);
    expect(repriced.cart.total).toBe(band.price * 3);
    const dd = (
      await call('PATCH', `/v3/cart/device_detail/${id}`, {
        device_detail: { brand: 'Samsung', model: 'Galaxy S24' },
      })
    ).json();
    expect(dd.cart.items[0].device_detail).toMatchObject({
      brand: 'Samsung',
      model: 'Galaxy S24',
      device_price: 6_000_000,
    });
    const deleted = (await call('DELETE', `/v3/cart/item/${id}`)).json();
    expect(deleted.cart.items).toEqual([]);
    expect(deleted.cart.type).toBeNull();
    expect(deleted.cart.total).toBe(0);
  });

  it('POST /v3/cart/items adds in bulk, all or nothing', async () => {
    const { call } = await client(f);
    const [amc] = await pricesOf(f, AMC_AC);
    const bad = await call('POST', '/v3/cart/items', {
      data: {
        items: [
          { sku: AMC_AC, tenure_months: amc!.tenure },
          { sku: 'NO-SUCH-PLAN', tenure_months: 12 },
        ],
      },
    });
    expect(bad.statusCode).toBe(404);
    expect(bad.json().error_code).toBe('PLAN_NOT_FOUND');
    const cart = (await call('POST', '/v3/cart', { data: {} })).json();
    expect(cart.cart.items).toEqual([]);
  });

  it('POST /v3/cart/reset empties the cart; POST /v3/cart/{id} stores details with city and state from the PIN directory', async () => {
    const { call } = await client(f);
    const [amc] = await pricesOf(f, AMC_AC);
    const added = (
      await call('POST', '/v3/cart/item', { data: { sku: AMC_AC, tenure_months: amc!.tenure } })
    ).json();
    const token = added.cart.token_id;
    const details = await call('POST', `/v3/cart/${token}`, {
      name: 'Asha Rao',
      email: 'Asha.Rao@example.in',
      phone: '98765 43210',
      address: { address: '12 Hill Road, Bandra West', pincode: '400050' },
    });
    expect(details.statusCode).toBe(200);
    expect(details.json().cart).toMatchObject({
      name: 'Asha Rao',
      email: 'asha.rao@example.in',
      phone: '+919876543210',
      pincode: '400050',
      city: 'mumbai',
      address: { city: 'Mumbai', state: 'Maharashtra', pincode: '400050' },
      otp_verified: false,
    });
    const reset = (await call('POST', '/v3/cart/reset', {})).json();
    expect(reset.cart).toMatchObject({ token_id: token, items: [], type: null, total: 0 });
  });
});
