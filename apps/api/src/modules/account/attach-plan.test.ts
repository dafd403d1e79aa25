import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customerPlans, orders } from '@kavach/db';
import { DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { paidOrder } from '../../../test/support/order-test-helpers';
import { advance } from '../../../test/support/otp-testing';
import { browser, phoneSignIn, registeredCustomer } from '../../../test/support/customer-test-helpers';
import { partnerFixture, register, saleBody } from '../../../test/support/partner-test-helpers';

/** Issue 18 finding 3: a phone-verified account is a real owner; its plans are not attachable. */
describe.each(DB_KINDS)('issue 18 #3 attach_plan and phone-verified owners on %s', (kind) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await partnerFixture(kind);
  });
  afterAll(() => f.close());

  const planOwners = async (orderRef: string) => {
    const [order] = await f.handle.db.select().from(orders).where(eq(orders.orderRef, orderRef));
    const plans = await f.handle.db.select().from(customerPlans).where(eq(customerPlans.orderId, order!.id));
    return new Set(plans.map((p) => p.customerId));
  };

  it('issue 18 #3: another order’s token does not move the plans of a buyer who signed in by phone code', async () => {
    const { orderRef, token, phone } = await paidOrder(f);
    advance(f, 31);
    const buyer = await browser(f);
    expect((await phoneSignIn(f, buyer, phone)).statusCode).toBe(200);
    const before = await planOwners(orderRef);
    const { b: thief } = await registeredCustomer(f);
    const res = await thief.call('POST', '/v3/customer/attach_plan', { token });
    expect(res.statusCode).toBe(404);
    // The same answer as an unknown token: nothing says the order exists.
    expect(res.json()).toMatchObject({ error_code: 'ORDER_NOT_FOUND' });
    expect(await planOwners(orderRef)).toEqual(before);
    expect((await thief.call('GET', '/v3/customer/plans')).json().plans).toEqual([]);
    expect((await buyer.call('GET', '/v3/customer/plans')).json().plans).toHaveLength(1);
  });

  it('issue 18 #3: a partner sale’s plans stop being attachable once the phone’s owner has signed in with its code', async () => {
    const body = saleBody(f);
    const sale = await register(f, body);
    expect(sale.statusCode, sale.body).toBe(201);
    const { order_id: orderRef, activation_token: token } = sale.json();
    const buyer = await browser(f);
    expect((await phoneSignIn(f, buyer, body.customer.phone)).statusCode).toBe(200);
    const { b: thief } = await registeredCustomer(f);
    expect((await thief.call('POST', '/v3/customer/attach_plan', { token })).statusCode).toBe(404);
    expect((await buyer.call('GET', '/v3/customer/plans')).json().plans).toHaveLength(1);
    expect((await planOwners(orderRef)).size).toBe(1);
  });
});
