import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customerAddresses, customerPlans, orders } from '@kavach/db';
import { DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { paidOrder } from '../../../test/support/order-test-helpers';
import { advance } from '../../../test/support/otp-testing';
import { browser, phoneSignIn, registeredCustomer } from '../../../test/support/customer-test-helpers';
import { partnerFixture, register, saleBody } from '../../../test/support/partner-test-helpers';

describe.each(DB_KINDS)('my account on %s', (kind) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await partnerFixture(kind);
  });
  afterAll(() => f.close());

  it('a paid order becomes account plans; signing in with its phone shows them with banner and button (§4)', async () => {
    const { orderRef, phone } = await paidOrder(f);
    advance(f, 31);
    const b = await browser(f);
    expect((await phoneSignIn(f, b, phone)).statusCode).toBe(200);
    const plans = (await b.call('GET', '/v3/customer/plans')).json();
    expect(plans.has_plans).toBe(true);
    expect(plans.plans).toHaveLength(1);
    const [plan] = plans.plans;
    expect(plan).toMatchObject({
      order_id: orderRef,
      plan_status: 'Activation Pending',
      status_code: 1,
      is_registered: false,
      banner: { tone: 'orange', text: 'Action Required' },
      action: {
        label: 'Activate Now',
        href: `/account/activation/${plan.osid}?activation_source=myaccount`,
        disabled: false,
      },
      preventive_maintainance_data: { has_pm: true, remaining_pm: 1 },
    });
    expect(plan.osid).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(plan.status_line).toMatch(/^Purchased on \d{2} [A-Z][a-z]{2} \d{4}$/);
    expect(plans.activation_plans.map((p: { osid: string }) => p.osid)).toEqual([plan.osid]);

    const list = (await b.call('GET', '/v3/customer/my_orders')).json();
    expect(list.orders.map((o: { order_id: string }) => o.order_id)).toEqual([orderRef]);
    const detail = await b.call('GET', `/v3/customer/order/${orderRef}`);
    expect(detail.json()).toMatchObject({ order_id: orderRef, status: 'paid' });
    // The invoice downloads from this new session too: the order is the account's (docs/product/security-tests.md#t6-1 owner).
    const invoice = await b.call('GET', `/v3/order/download/${orderRef}?application=website&type=invoice`);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
  });

  it('T6.1 another customer and anonymous visitors get 404 / 401 for the order, its invoice and its plans', async () => {
    const { orderRef } = await paidOrder(f);
    const { b: other } = await registeredCustomer(f);
    const anon = await browser(f);
    expect((await other.call('GET', `/v3/customer/order/${orderRef}`)).statusCode).toBe(404);
    expect((await other.call('GET', `/v3/order/summary/${orderRef}`)).statusCode).toBe(404);
    expect(
      (await other.call('GET', `/v3/order/download/${orderRef}?application=website&type=invoice`)).statusCode,
    ).toBe(404);
    expect((await other.call('GET', '/v3/customer/plans')).json()).toMatchObject({
      has_plans: false,
      plans: [],
    });
    expect((await other.call('GET', '/v3/customer/my_orders')).json()).toEqual({ orders: [] });
    for (const url of [
      '/v3/customer/plans',
      '/v3/customer/my_orders',
      `/v3/customer/order/${orderRef}`,
      '/v3/customer/requests',
    ])
      expect((await anon.call('GET', url)).statusCode).toBe(401);
  });

  it('attach_plan: a signed-in customer claims a plan sold without an account by its activation token', async () => {
    // A partner's sale: its account is one nobody signed up for and whose phone nobody proved
    // (a website order's phone is verified at checkout, so its plans are not attachable: issue 18 #3).
    const sale = await register(f, saleBody(f));
    const { order_id: orderRef, activation_token: token } = sale.json();
    const { b } = await registeredCustomer(f);
    const res = await b.call('POST', '/v3/customer/attach_plan', { token });
    expect(res.json()).toEqual({ attached: 1, order_id: orderRef });
    expect((await b.call('GET', '/v3/customer/plans')).json().plans).toHaveLength(1);
    // Once on a real account, nobody else can take it with the same token.
    const { b: thief } = await registeredCustomer(f);
    expect((await thief.call('POST', '/v3/customer/attach_plan', { token })).statusCode).toBe(404);
    const [order] = await f.handle.db.select().from(orders).where(eq(orders.orderRef, orderRef));
    const plans = await f.handle.db.select().from(customerPlans).where(eq(customerPlans.orderId, order!.id));
    expect(plans.every((p) => p.customerId === order!.customerId)).toBe(true);
  });

  it('address book: add (city and state from the PIN directory), edit, delete; the customer carries 3 without details', async () => {
    const { b } = await registeredCustomer(f);
    const added = await b.call('POST', '/v3/customer/address', {
      address: '14 MG Road, Fort',
      landmark: 'Near Flora Fountain',
      pincode: '400001',
      additional_details: { floor: '3' },
    });
    expect(added.statusCode).toBe(200);
    const address = added.json().address;
    expect(address).toMatchObject({
      city: 'Mumbai',
      state: 'Maharashtra',
      label: 'Home',
      additional_details: { floor: '3' },
    });
    const edited = await b.call('PATCH', `/v3/customer/address/${address.id}`, {
      label: 'Office',
      pincode: '110001',
    });
    expect(edited.json().address).toMatchObject({ label: 'Office', city: 'Delhi NCR', state: 'Delhi' });
    for (const pin of ['560001', '600001', '411001'])
      await b.call('POST', '/v3/customer/address', { address: `Flat ${pin}`, pincode: pin });
    const me = (await b.call('GET', '/v3/customer/me')).json().customer;
    expect(me.address).toHaveLength(3);
    expect(me.address.every((a: object) => !('additional_details' in a))).toBe(true);
    expect((await b.call('GET', '/v3/customer/addresses')).json().addresses).toHaveLength(4);
    expect((await b.call('DELETE', '/myaccount/address', { id: address.id })).statusCode).toBe(200);
    expect((await b.call('GET', '/v3/customer/addresses')).json().addresses).toHaveLength(3);
  });

  it('bad address input gets a clear 400 and stores nothing (unknown PIN, < >, missing address)', async () => {
    const { b } = await registeredCustomer(f);
    const before = (await f.handle.db.select().from(customerAddresses)).length;
    const cases = [
      [{ address: '1 Road', pincode: '999999' }, 'PINCODE_NOT_FOUND'],
      [{ address: '<script>', pincode: '400001' }, 'VALIDATION_ERROR'],
      [{ address: '', pincode: '400001' }, 'VALIDATION_ERROR'],
      [{ address: '1 Road', pincode: '4000' }, 'VALIDATION_ERROR'],
      [{ address: '1 Road', pincode: '400001', city: 'Paris' }, 'VALIDATION_ERROR'],
    ] as const;
    for (const [body, code] of cases) {
      const res = await b.call('POST', '/v3/customer/address', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error_code).toBe(code);
    }
    expect(await f.handle.db.select().from(customerAddresses)).toHaveLength(before);
  });

  it('T6.1 another customer cannot read, edit or delete an address: 404 and no change', async () => {
    const { b: owner } = await registeredCustomer(f);
    const { b: other } = await registeredCustomer(f);
    const address = (
      await owner.call('POST', '/v3/customer/address', { address: 'Owner flat', pincode: '400001' })
    ).json().address;
    expect(
      (await other.call('PATCH', `/v3/customer/address/${address.id}`, { address: 'Mine now' })).statusCode,
    ).toBe(404);
    expect((await other.call('DELETE', '/myaccount/address', { id: address.id })).statusCode).toBe(404);
    expect((await other.call('GET', '/v3/customer/addresses')).json().addresses).toEqual([]);
    const [row] = await f.handle.db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.id, address.id));
    expect(row!.address).toBe('Owner flat');
  });
});
