import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { customerAddresses, customers } from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { browser, type Browser } from '../../../test/support/customer-test-helpers';
import { advance, lastCodeTo } from '../../../test/support/otp-testing';
import { customerWithPlan, insertSr } from '../../../test/support/sr-fixtures';

describe.each(DB_KINDS)('decision 095: a customer downloads a copy of their data (%s)', (kind) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture(kind);
  }, 120_000);
  afterAll(() => f?.close());

  it('their account, addresses, orders, plans and requests with history, as a JSON attachment; no secrets, no internal handles, nobody else’s', async () => {
    const a = await customerWithPlan(f);
    const other = await customerWithPlan(f);
    const now = f.clock.now();
    await f.handle.db.insert(customerAddresses).values({
      customerId: a.id,
      address: '12 Hill Road',
      address2: 'Bandra West',
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode: '400050',
      createdAt: now,
      updatedAt: now,
    });
    const sr = await insertSr(f, a, { status: 'raised' });

    const res = await a.b.call('GET', '/v3/customer/my_data');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Kavach-my-data-${now.toISOString().slice(0, 10)}.json"`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const copy = res.json();
    expect(copy.account).toMatchObject({ first_name: 'Asha', last_name: 'Menon', email: a.email });
    expect(copy.addresses).toEqual([
      expect.objectContaining({ address: '12 Hill Road', city: 'Mumbai', pincode: '400050' }),
    ]);
    expect(copy.orders).toHaveLength(1);
    expect(copy.orders[0].lines[0]).toMatchObject({ sku: 'AMC-AIR-CONDITIONER', quantity: 1 });
    expect(copy.plans).toEqual([
      expect.objectContaining({
        osid: a.plan.osid,
        order_id: copy.orders[0].order_id,
        registration: 'registered',
        device: { brand: 'Daikin', device_name: 'Bedroom split AC' },
        cancellation: null,
      }),
    ]);
    expect(copy.service_requests).toEqual([
      expect.objectContaining({
        sr_id: sr.srRef,
        osid: a.plan.osid,
        status: 'raised',
        problems: ['Not cooling'],
        custom_issue: 'Makes a rattling noise',
      }),
    ]);
    expect(copy.not_included.join(' ')).toContain('one-way hash');

    // Nothing secret or internal, and nothing of the other customer.
    for (const never of [
      '$argon2',
      'password_hash',
      'storage_key',
      'idempotency',
      'gateway',
      other.email,
      other.plan.osid,
    ])
      expect(res.body, never).not.toContain(never);
  });

  /** Write to us from a browser; the message's reference. */
  async function writeToUs(b: Browser, email: string, message: string) {
    const res = await b.call('POST', '/selfserve/create_incident_emailterminator', {
      name: 'Asha Menon',
      email,
      phone: '9876543210',
      subject: 'AC plan',
      message,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().reference as string;
  }

  it('decision 099: the messages we sent to the verified phone and email (codes withheld), and what they wrote to us', async () => {
    const a = await customerWithPlan(f);
    // Written from the account's email in another case: the customer's own.
    const mine = await writeToUs(a.b, a.email.toUpperCase(), 'Please call me about my AC plan.');
    const stranger = await browser(f);
    const theirs = await writeToUs(stranger, 'someone.else@example.in', 'Not about Asha.');
    // A code to the account's phone while the phone is unverified: not in the copy.
    expect((await a.b.call('POST', '/v3/otp/send_otp', { phone: a.phone })).statusCode).toBe(200);
    const phoneCode = await lastCodeTo(f, `+91${a.phone}`);
    const emailCode = await lastCodeTo(f, a.email);

    const before = (await a.b.call('GET', '/v3/customer/my_data')).json();
    expect(before.messages.map((m: { to: string }) => m.to)).not.toContain(`+91${a.phone}`);
    expect(before.write_to_us).toEqual([
      expect.objectContaining({ reference: mine, message: 'Please call me about my AC plan.' }),
    ]);
    const ack = before.messages.find((m: { topic: string }) => m.topic === 'incident_acknowledgement');
    expect(ack).toMatchObject({ channel: 'email', subject: `We have received your message (${mine})` });
    expect(ack.text).toContain(mine);
    const signUpCode = before.messages.find((m: { topic: string }) => m.topic === 'otp');
    expect(signUpCode).toMatchObject({ channel: 'email', to: a.email, text: null, subject: null });

    // Once the phone is the customer's (verified), what was sent to it is in the copy — the code's text withheld.
    await f.handle.db.update(customers).set({ phoneVerifiedAt: f.clock.now() }).where(eq(customers.id, a.id));
    advance(f, 1);
    const res = await a.b.call('GET', '/v3/customer/my_data');
    const after = res.json();
    expect(after.messages).toContainEqual(
      expect.objectContaining({ channel: 'sms', topic: 'otp', to: `+91${a.phone}`, text: null }),
    );
    for (const never of [phoneCode, emailCode, theirs, 'Not about Asha', 'someone.else@example.in'])
      expect(res.body, never).not.toContain(never);
  });

  it('signed out: 401 and no copy', async () => {
    const anonymous = await browser(f);
    const res = await anonymous.call('GET', '/v3/customer/my_data');
    expect([res.statusCode, res.json().error_code]).toEqual([401, 'SIGN_IN_REQUIRED']);
  });
});
