import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customerPlans, customers, orders } from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { paidOrderFrom, readyCart } from '../../../test/support/order-test-helpers';
import { advance, lastCodeTo } from '../../../test/support/otp-testing';
import {
  browser,
  GOOD_PASSWORD,
  phoneSignIn,
  registeredCustomer,
  uniqueEmail,
  uniquePhone,
} from '../../../test/support/customer-test-helpers';

/** Issue 18 finding 1 (decision 039): an unverified phone never decides whose account a code opens. */
describe.each(DB_KINDS)('issue 18 #1 unverified phone claims on %s', (kind) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture(kind);
  });
  afterAll(() => f.close());

  const rowOf = async (email: string) =>
    (await f.handle.db.select().from(customers).where(eq(customers.email, email)))[0]!;

  it('issue 18 #1: a phone stored unverified at sign-up does not open the squatter’s account to the phone’s owner', async () => {
    const victimPhone = uniquePhone();
    // The attacker registers the victim's number (no code asked) and keeps the password.
    const squatter = await registeredCustomer(f, { phone: victimPhone });
    expect(squatter.customer.id).toBeTruthy();
    advance(f, 31);
    // The phone's real owner signs in with a code sent to the phone.
    const victim = await browser(f);
    const res = await phoneSignIn(f, victim, victimPhone);
    expect(res.statusCode).toBe(200);
    expect(res.json().customer.id).not.toBe(squatter.customer.id);
    expect(res.json().customer).toMatchObject({ phone: `+91${victimPhone}`, phone_verified: true });
    const added = await victim.call('POST', '/v3/customer/address', {
      address: '7 Residency Road',
      pincode: '560001',
    });
    expect(added.statusCode).toBe(200);
    // The squatter still signs in with the password, but has lost the phone and sees nothing of the owner's.
    const back = await browser(f);
    const signIn = await back.call('POST', '/customers/login', {
      username: squatter.email,
      password: squatter.password,
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().customer).toMatchObject({ id: squatter.customer.id, phone: null });
    expect((await back.call('GET', '/v3/customer/addresses')).json().addresses).toEqual([]);
    expect((await rowOf(squatter.email)).phone).toBeNull();
  });

  it('issue 18 #1: a guest order paid with a code-verified phone does not land on the account that claimed the phone unverified', async () => {
    const c = await readyCart(f);
    const squatter = await registeredCustomer(f, { phone: c.phone });
    const { orderRef } = await paidOrderFrom(f, c);
    const [order] = await f.handle.db.select().from(orders).where(eq(orders.orderRef, orderRef));
    const squatterRow = await rowOf(squatter.email);
    expect(order!.customerId).not.toBe(squatterRow.id);
    expect(squatterRow.phone).toBeNull();
    const plans = await f.handle.db.select().from(customerPlans).where(eq(customerPlans.orderId, order!.id));
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.every((p) => p.customerId === order!.customerId)).toBe(true);
    // The buyer finds the plan by signing in with the phone's code.
    advance(f, 31);
    const buyer = await browser(f);
    expect((await phoneSignIn(f, buyer, c.phone)).statusCode).toBe(200);
    expect((await buyer.call('GET', '/v3/customer/plans')).json().plans).toHaveLength(plans.length);
  });

  it('issue 18 #1: a sign-up whose phone was verified by a code in the same session stores the phone verified', async () => {
    const b = await browser(f);
    const phone = uniquePhone();
    expect((await b.call('POST', '/v3/otp/send_otp', { phone })).statusCode).toBe(200);
    const code = await lastCodeTo(f, `+91${phone}`);
    expect((await b.call('POST', '/v3/otp/verify_otp', { phone, otp: code })).statusCode).toBe(200);
    const email = uniqueEmail('verified-phone');
    const signUp = await b.call('POST', '/customers', {
      first_name: 'Veda',
      last_name: 'Rao',
      email,
      phone,
      password: GOOD_PASSWORD,
    });
    expect(signUp.statusCode).toBe(200);
    const otp = await lastCodeTo(f, email);
    const activated = await b.call('POST', '/v3/customer/activate_email', { email, otp });
    expect(activated.json().customer).toMatchObject({ phone: `+91${phone}`, phone_verified: true });
    // Being verified, the phone's code now opens this very account.
    advance(f, 31);
    const again = await browser(f);
    const byPhone = await phoneSignIn(f, again, phone);
    expect(byPhone.json().customer.id).toBe(activated.json().customer.id);
  });
});
