import fc from 'fast-check';
import { expect } from 'vitest';
import type { readyCart } from './order-test-helpers';

/*
 * The docs/product/security-tests.md#t10-1 cart model and its commands (cart-model.test.ts): line count, coupon, cart version,
 * and per gateway order pending → paid_at_gateway → paid | refunded. One paid order per cart
 * (docs/product/security-tests.md#t10-3); the cart closes when the paid order is of its current version (docs/product/security-tests.md#t7-7).
 * The coupon: all the orders of one cart share one use of it (decision 087), so a checkout is never
 * refused for the customer's limit here, however many versions are checked out.
 */
const SKU = 'EW-MOBILE-PHONE';
const COUPON = 'KAVACH10'; // 10 % up to ₹500 on ₹999 or more; 2 uses per customer

export type OrderState = 'pending' | 'paid_at_gateway' | 'paid' | 'refunded';
export interface Model {
  lines: number;
  coupon: boolean;
  version: number;
  closed: boolean;
  paid: string | null;
  byVersion: Map<number, string>;
  orders: Map<string, { version: number; state: OrderState; triple?: Record<string, string> }>;
}
export interface Real {
  call: Awaited<ReturnType<typeof readyCart>>['call'];
  token: string;
  price: number;
}
type Cmd = fc.AsyncCommand<Model, Real>;

/** The gateway's capture settles the order once (callback or webhook, whichever is first). */
export function settle(m: Model, gid: string): void {
  const o = m.orders.get(gid)!;
  if (o.state === 'paid' || o.state === 'refunded') return;
  if (m.paid !== null) {
    o.state = 'refunded';
    return;
  }
  o.state = 'paid';
  m.paid = gid;
  if (o.version === m.version) m.closed = true;
}

function expectedTotal(m: Model, price: number) {
  const subtotal = m.lines * price;
  const discount = m.coupon && subtotal >= MIN_CART ? Math.min(Math.floor(subtotal / 10), 50_000) : 0;
  return { subtotal, discount, total: subtotal - discount };
}

async function expectCart(m: Model, r: Real, cart: Record<string, unknown>) {
  const items = cart.items as { quantity: number }[];
  const want = expectedTotal(m, r.price);
  expect(items.reduce((n, i) => n + i.quantity, 0)).toBe(m.lines);
  expect(cart).toMatchObject({
    discount_code: m.coupon ? COUPON : null,
    item_total: want.subtotal,
    discount_total: want.discount,
    total: want.total,
  });
}

const openCart = (m: Model) => !m.closed;

/**
 * scheduledModelRun schedules a command's check and its run as two steps, so a webhook may land
 * between them and close the cart (paid). A cart command then has nothing to act on: it is skipped.
 */
const closedMeanwhile = (m: Model) => m.closed;

/** The coupon's minimum cart (₹999); below it a code is refused (the model keeps clear of it). */
const MIN_CART = 99_900;
let unitPrice = 0;
/** The run's unit price (the coupon's minimum decides which commands apply). */
export const setUnitPrice = (paise: number) => {
  unitPrice = paise;
};

class Add implements Cmd {
  check = (m: Readonly<Model>) => openCart(m as Model) && m.lines < 3;
  async run(m: Model, r: Real) {
    if (closedMeanwhile(m)) return;
    const res = await r.call('POST', '/v3/cart/item', {
      data: { sku: SKU, tenure_months: 12, device_price: 2_000_000 },
    });
    expect(res.statusCode).toBe(200);
    m.lines++;
    m.version++;
    await expectCart(m, r, res.json().cart);
  }
  toString = () => 'add';
}

class Remove implements Cmd {
  check = (m: Readonly<Model>) =>
    openCart(m as Model) && m.lines > 1 && !(m.coupon && (m.lines - 1) * unitPrice < MIN_CART);
  async run(m: Model, r: Real) {
    if (closedMeanwhile(m)) return;
    const cart = (await r.call('GET', `/v3/cart/${r.token}`)).json().cart;
    const last = cart.items[cart.items.length - 1];
    const res =
      last.quantity > 1
        ? await r.call('PATCH', `/v3/cart/items/${last.id}`, { quantity: last.quantity - 1 })
        : await r.call('DELETE', `/v3/cart/item/${last.id}`);
    expect(res.statusCode).toBe(200);
    m.lines--;
    m.version++;
    await expectCart(m, r, res.json().cart);
  }
  toString = () => 'remove';
}

class ApplyDiscount implements Cmd {
  check = (m: Readonly<Model>) => openCart(m as Model) && !m.coupon && m.lines * unitPrice >= MIN_CART;
  async run(m: Model, r: Real) {
    if (closedMeanwhile(m)) return;
    const res = await r.call('POST', '/v3/cart/apply_discount', { code: COUPON });
    expect(res.statusCode).toBe(200);
    expect(res.json().discount_message, JSON.stringify(res.json().discount_message)).toMatchObject({
      is_valid: true,
      discount_code: COUPON,
    });
    m.coupon = true;
    m.version++;
    await expectCart(m, r, res.json().cart);
  }
  toString = () => 'apply_discount';
}

class RemoveDiscount implements Cmd {
  check = (m: Readonly<Model>) => openCart(m as Model) && m.coupon;
  async run(m: Model, r: Real) {
    if (closedMeanwhile(m)) return;
    const res = await r.call('POST', '/v3/cart/remove_discount', {});
    expect(res.statusCode).toBe(200);
    m.coupon = false;
    m.version++;
    await expectCart(m, r, res.json().cart);
  }
  toString = () => 'remove_discount';
}

class Checkout implements Cmd {
  check = (m: Readonly<Model>) => openCart(m as Model);
  async run(m: Model, r: Real) {
    if (closedMeanwhile(m)) return;
    const res = await r.call('POST', '/v3/order/checkout', {});
    const known = m.byVersion.get(m.version);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.amount).toBe(expectedTotal(m, r.price).total);
    if (known) expect(body.gateway_order_id).toBe(known);
    else {
      m.byVersion.set(m.version, body.gateway_order_id);
      m.orders.set(body.gateway_order_id, { version: m.version, state: 'pending' });
    }
  }
  toString = () => 'checkout';
}

const ordersIn = (m: Readonly<Model>, state: OrderState) =>
  [...m.orders].filter(([, o]) => o.state === state || (state === 'paid_at_gateway' && o.triple));

class Pay implements Cmd {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) => ordersIn(m, 'pending').length > 0;
  async run(m: Model, r: Real) {
    const pending = ordersIn(m, 'pending');
    const [gid, o] = pending[this.pick % pending.length]!;
    const res = await r.call('POST', `/razorpay-emulator/orders/${gid}/pay`, {
      method: 'upi',
      outcome: 'success',
    });
    expect(res.statusCode).toBe(200);
    o.triple = res.json();
    o.state = 'paid_at_gateway';
  }
  toString = () => `pay(${this.pick})`;
}

class Callback implements Cmd {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) => ordersIn(m, 'paid_at_gateway').length > 0;
  async run(m: Model, r: Real) {
    const paidAtGateway = ordersIn(m, 'paid_at_gateway');
    const [gid, o] = paidAtGateway[this.pick % paidAtGateway.length]!;
    const res = await r.call('POST', '/v3/order/success', o.triple);
    expect(res.statusCode).toBe(200);
    settle(m, gid);
    expect(res.json().status).toBe(o.state === 'paid' ? 'paid' : 'cancelled');
  }
  toString = () => `callback(${this.pick})`;
}

export const cartCommands = fc.commands(
  [
    fc.constant(new Add()),
    fc.constant(new Remove()),
    fc.constant(new ApplyDiscount()),
    fc.constant(new RemoveDiscount()),
    fc.constant(new Checkout()),
    fc.nat(3).map((n) => new Pay(n)),
    fc.nat(3).map((n) => new Callback(n)),
  ],
  { maxCommands: 12 },
);

export const newModel = (): Model => ({
  lines: 1,
  coupon: false,
  version: 0,
  closed: false,
  paid: null,
  byVersion: new Map(),
  orders: new Map(),
});
