import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  customerPlans,
  lowestPriceOfSku,
  orders as ordersTable,
  outbox,
  type CustomerPlanRow,
} from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { browser, GOOD_PASSWORD, type Browser } from '../../../test/support/customer-test-helpers';
import { checkoutCart, settleInEmulator } from '../../../test/support/order-test-helpers';
import { lastCodeTo } from '../../../test/support/otp-testing';
import { customerWithPlanEnding, type SrCustomer } from '../../../test/support/sr-fixtures';

type Plan = {
  osid: string;
  plan_status: string;
  is_renewal: boolean;
  plan_tenure: { from: string | null; to: string | null };
  renewal: { state: string; starts_on: string } | null;
  device: { brand: string | null };
};
type Line = { id: number; quantity: number; is_renewals: boolean; unit_price: number; device_detail: object };

describe.each(DB_KINDS)('decision 091: the customer renews a plan from My Plans (%s)', (kind) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture(kind);
  }, 120_000);
  afterAll(() => f?.close());

  const customerWithAmcEnding = (endsOn: string, sku?: string) => customerWithPlanEnding(f, endsOn, sku);
  const plansOf = async (b: Browser) => (await b.call('GET', '/v3/customer/plans')).json().plans as Plan[];
  const renew = (b: Browser, plan: CustomerPlanRow) =>
    b.call('POST', '/v3/cart/renewal', { osid: plan.osid });

  const pay = (a: SrCustomer, b: Browser, token: string) => checkoutCart(f, b, a, token);
  const settle = (b: Browser, gatewayOrderId: string) => settleInEmulator(f, b, gatewayOrderId);

  it('an AMC ending in 2 days offers the renewal; it goes into the cart as its own line at today’s price, once', async () => {
    const a = await customerWithAmcEnding('2026-11-23');
    const card = (await plansOf(a.b)).find((p) => p.osid === a.plan.osid)!;
    expect(card.renewal).toEqual({ state: 'open', starts_on: '24 Nov 2026' });

    const res = await renew(a.b, a.plan);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Renewal added to the cart');
    const price = (await lowestPriceOfSku(f.handle.db, 'AMC-AIR-CONDITIONER', 12))!;
    const [line, ...rest] = res.json().cart.items as Line[];
    expect(rest).toEqual([]);
    expect(line).toMatchObject({ quantity: 1, is_renewals: true, unit_price: price.price });
    expect(line!.device_detail).toMatchObject({ brand: 'Daikin', device_name: 'Bedroom split AC' });
    // A second tap leaves the one line.
    const again = await renew(a.b, a.plan);
    expect((again.json().cart.items as Line[]).map((l) => l.id)).toEqual([line!.id]);
    // The line keeps the plan's device, tenure and quantity.
    for (const [method, url, body] of [
      ['PATCH', `/v3/cart/items/${line!.id}`, { quantity: 2 }],
      ['PATCH', `/v3/cart/item/${line!.id}`, { tenure_months: 24 }],
      ['PATCH', `/v3/cart/device_detail/${line!.id}`, { device_detail: { brand: 'LG' } }],
    ] as const) {
      const refused = await a.b.call(method, url, body);
      expect(refused.statusCode, `${url} ${refused.body}`).toBe(409);
      expect(refused.json().error_code).toBe('RENEWAL_LOCKED');
    }
    // A plain add of the same plan is a line of its own, not the renewal's.
    const plain = await a.b.call('POST', '/v3/cart/item', {
      data: { sku: 'AMC-AIR-CONDITIONER', tenure_months: 12, quantity: 2 },
    });
    expect(plain.statusCode, plain.body).toBe(200);
    const lines = plain.json().cart.items as Line[];
    expect(lines.map((l) => [l.quantity, l.is_renewals])).toEqual([
      [1, true],
      [2, false],
    ]);
  });

  it('refused: signed out (401), another customer’s plan (404 as absent), a plan that does not renew, too early, too late', async () => {
    const a = await customerWithAmcEnding('2026-11-23');
    const anonymous = await browser(f);
    expect((await renew(anonymous, a.plan)).json().error_code).toBe('SIGN_IN_REQUIRED');
    const other = await customerWithAmcEnding('2026-11-23');
    const theirs = await renew(other.b, a.plan);
    expect([theirs.statusCode, theirs.json().error_code]).toEqual([404, 'PLAN_NOT_FOUND']);

    const early = await customerWithAmcEnding('2026-12-22');
    expect((await plansOf(early.b)).find((p) => p.osid === early.plan.osid)!.renewal).toBeNull();
    expect((await renew(early.b, early.plan)).json()).toMatchObject({
      error_code: 'RENEWAL_NOT_OPEN',
      message: 'You can renew this plan from 22 Nov 2026.',
    });
    const late = await customerWithAmcEnding('2026-10-21');
    expect((await renew(late.b, late.plan)).json().error_code).toBe('RENEWAL_CLOSED');
    const ew = await customerWithAmcEnding('2026-11-23', 'EW-MOBILE-PHONE');
    const refused = await renew(ew.b, ew.plan);
    expect([refused.statusCode, refused.json().error_code]).toEqual([409, 'PLAN_NOT_RENEWABLE']);
    // Nothing was put in any of their carts.
    for (const b of [other.b, early.b, late.b, ew.b])
      expect((await b.call('GET', '/auth/set_csrf?tabId=t')).json().cart?.items ?? []).toEqual([]);
  });

  it('paid: a registered plan for the next term with the same device, no visit booked; the card says renewed; no second renewal', async () => {
    const a = await customerWithAmcEnding('2026-11-23');
    const token = (await renew(a.b, a.plan)).json().cart.token_id as string;
    const order = await pay(a, a.b, token);
    await settle(a.b, order.gateway_order_id);

    const cards = await plansOf(a.b);
    const next = cards.find((p) => p.is_renewal)!;
    expect(next).toMatchObject({
      plan_status: 'NOT STARTED',
      plan_tenure: { from: '24 Nov 2026', to: '23 Nov 2027' },
      device: { brand: 'Daikin' },
      renewal: null,
    });
    expect(cards.find((p) => p.osid === a.plan.osid)!.renewal).toEqual({
      state: 'renewed',
      starts_on: '24 Nov 2026',
    });
    const [row] = await f.handle.db.select().from(customerPlans).where(eq(customerPlans.osid, next.osid));
    expect(row).toMatchObject({ registration: 'registered', renewedFromPlanId: a.plan.id, customerId: a.id });

    // Nothing to activate: the confirmation says when the next term starts.
    const confirmations = (
      await f.handle.db.select().from(outbox).where(eq(outbox.topic, 'order_confirmation'))
    ).filter((m) => m.payload.order_ref === order.order_id);
    expect(confirmations.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    for (const m of confirmations)
      expect(m.payload.text).toContain('Your plan is renewed: its next term starts on 24 Nov 2026.');

    const again = await renew(a.b, a.plan);
    expect(again.json()).toMatchObject({
      error_code: 'PLAN_ALREADY_RENEWED',
      message: 'This plan is already renewed. Its next term starts on 24 Nov 2026.',
    });
  });

  it('two tabs renew one plan and both pay: the second term follows the first (each payment buys its cover)', async () => {
    const a = await customerWithAmcEnding('2026-11-23');
    const second = await browser(f);
    const signIn = await second.call('POST', '/customers/login', {
      username: a.email,
      password: GOOD_PASSWORD,
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const firstToken = (await renew(a.b, a.plan)).json().cart.token_id as string;
    const secondAdd = await renew(second, a.plan);
    expect(secondAdd.statusCode, secondAdd.body).toBe(200);
    const secondToken = secondAdd.json().cart.token_id as string;
    const one = await pay(a, a.b, firstToken);
    // The second tab's code is sent after the resend wait (the clock is put back afterwards).
    const start = f.clock.now();
    f.clock.set(new Date(start.getTime() + 3 * 60_000));
    const two = await pay(a, second, secondToken).finally(() => f.clock.set(start));
    await settle(a.b, one.gateway_order_id);
    await settle(second, two.gateway_order_id);
    const terms = (await plansOf(a.b))
      .filter((p) => p.is_renewal)
      .map((p) => [p.plan_tenure.from, p.plan_tenure.to])
      .sort();
    expect(terms).toEqual([
      ['24 Nov 2026', '23 Nov 2027'],
      ['24 Nov 2027', '23 Nov 2028'],
    ]);
  });

  it('checkout re-checks the renewal: a plan cancelled meanwhile is refused (409) and no order is made', async () => {
    const a = await customerWithAmcEnding('2026-11-23');
    const token = (await renew(a.b, a.plan)).json().cart.token_id as string;
    await f.handle.db
      .update(customerPlans)
      .set({ registration: 'cancelled' })
      .where(eq(customerPlans.id, a.plan.id));
    const details = await a.b.call('POST', `/v3/cart/${token}`, {
      name: 'Asha Menon',
      email: a.email,
      phone: a.phone,
      address: { address: '12 Hill Road, Bandra West', pincode: '400050' },
    });
    expect(details.statusCode, details.body).toBe(200);
    await a.b.call('POST', '/v3/otp/send_otp', { phone: a.phone });
    const otp = await lastCodeTo(f, `+91${a.phone}`);
    await a.b.call('POST', '/v3/otp/verify_otp', { phone: a.phone, otp });
    const refused = await a.b.call('POST', '/v3/order/checkout', {});
    expect([refused.statusCode, refused.json().error_code]).toEqual([409, 'PLAN_NOT_RENEWABLE']);
    const orders = await f.handle.db.select().from(ordersTable).where(eq(ordersTable.customerId, a.id));
    expect(orders.map((o) => o.orderRef)).toEqual([expect.stringMatching(/^KV/)]); // the fixture's own
  });
});
