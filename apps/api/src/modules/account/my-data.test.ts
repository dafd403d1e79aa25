import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAddresses } from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { browser } from '../../../test/support/customer-test-helpers';
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

  it('signed out: 401 and no copy', async () => {
    const anonymous = await browser(f);
    const res = await anonymous.call('GET', '/v3/customer/my_data');
    expect([res.statusCode, res.json().error_code]).toEqual([401, 'SIGN_IN_REQUIRED']);
  });
});
