import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerPlans } from '@kavach/db';
import { FIELD_SETS, type PartnerKind } from '@kavach/domain';
import { DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { isoDaysFrom, phoneDevice, uploadRequired } from '../../../test/support/activation-test-helpers';
import { browser, phoneSignIn } from '../../../test/support/customer-test-helpers';
import { KEY_OF, partnerFixture, register, saleBody } from '../../../test/support/partner-test-helpers';

/**
 * Issue 4: a plan a partner registered reaches the customer's account and activation with the
 * partner's docs/product/activation.md#device-details device form field set and the partner's purchase windows (docs/product/activation.md#eligibility:
 * extended warranty within 6 months of the device on the marketplace, 9 at the retailer).
 */
describe.each(DB_KINDS)('issue 4 partner plans in the account and at activation (%s)', (kind) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await partnerFixture(kind);
  });
  afterAll(() => f.close());

  /** Registers a sale as the partner, then signs in as its customer with a phone code. */
  async function partnerCustomer(partner: PartnerKind, overrides: Record<string, unknown> = {}) {
    const body = saleBody(f, { channel: partner === 'marketplace' ? 'flipkart' : 'salespro', ...overrides });
    const res = await register(f, body, KEY_OF[partner]);
    expect(res.statusCode, res.body).toBe(201);
    const b = await browser(f);
    expect((await phoneSignIn(f, b, body.customer.phone)).statusCode).toBe(200);
    return { b, body, osid: res.json().plans[0].osid as string };
  }

  const stored = async (osid: string) =>
    (await f.handle.db.select().from(customerPlans).where(eq(customerPlans.osid, osid)))[0]!;

  it('§1/§3 marketplace: My Plans lists the plan ("Activate Now"); activation shows base + device_name + manufacturer_warranty_custom; refused without a required field; accepted with the full set', async () => {
    const { b, body, osid } = await partnerCustomer('marketplace');
    const plans = (await b.call('GET', '/v3/customer/plans')).json();
    expect(plans.plans).toHaveLength(1);
    expect(plans.plans[0]).toMatchObject({
      osid,
      channel_name: 'flipkart',
      plan_status: 'Activation Pending',
      action: { label: 'Activate Now' },
    });
    expect(plans.activation_plans.map((p: { osid: string }) => p.osid)).toEqual([osid]);

    const view = (await b.call('GET', `/v3/activation/${osid}`)).json();
    expect(view.devices[0].fields).toEqual([...FIELD_SETS.marketplace]);
    expect(view.devices[0].fields).toEqual(
      expect.arrayContaining(['device_name', 'manufacturer_warranty_custom']),
    );
    expect(view.devices[0].values).toEqual({ device_price: 2_000_000 });
    expect(view.customer).toEqual({
      name: 'Ravi Kumar',
      email: body.customer.email,
      phone: `+91${body.customer.phone}`,
      pincode: '400001',
    });

    const device = {
      ...phoneDevice(f),
      device_name: 'Galaxy S24 5G (Flipkart listing)',
      manufacturer_warranty_custom: '1 year brand + 6 months seller',
    };
    const { brand: _brand, ...withoutBrand } = device;
    const refused = await b.call('POST', `/v3/activation/${osid}`, { device: withoutBrand });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error_code: 'ACTIVATION_INVALID',
      fields: { brand: 'Required field' },
    });
    expect((await stored(osid)).registration).toBe('pending');

    await uploadRequired(f, b, osid);
    const accepted = await b.call('POST', `/v3/activation/${osid}`, { device });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().devices[0]).toMatchObject({
      registered: true,
      values: {
        device_name: device.device_name,
        manufacturer_warranty_custom: device.manufacturer_warranty_custom,
      },
    });
    expect((await stored(osid)).device).toMatchObject({
      device_name: device.device_name,
      manufacturer_warranty_custom: device.manufacturer_warranty_custom,
    });
  });

  it('§1/§3 retailer AMC: activation shows exactly the retailer set; refused without device_name; accepted and starts on the preferred start date', async () => {
    const { b, osid } = await partnerCustomer('retailer', {
      sku: 'AMC-AIR-CONDITIONER',
      device_price: undefined,
    });
    const view = (await b.call('GET', `/v3/activation/${osid}`)).json();
    expect(view.devices[0]).toMatchObject({ kind: 'amc', required_documents: [] });
    expect(view.devices[0].fields).toEqual([
      'preferred_plan_start_date',
      'brand',
      'device_purchased_date',
      'manufacturer_warranty',
      'device_name',
    ]);
    const device = {
      preferred_plan_start_date: isoDaysFrom(f, 20),
      brand: 'Voltas',
      device_purchased_date: isoDaysFrom(f, -400),
      manufacturer_warranty: 12,
      device_name: 'Bedroom AC',
    };
    const { device_name: _name, ...withoutName } = device;
    const refused = await b.call('POST', `/v3/activation/${osid}`, { device: withoutName });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error_code: 'ACTIVATION_INVALID',
      fields: { device_name: 'Required field' },
    });

    const accepted = await b.call('POST', `/v3/activation/${osid}`, { device });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await stored(osid)).toMatchObject({ registration: 'registered', startsOn: isoDaysFrom(f, 20) });
  });

  it('domain-facts §3.2 marketplace window: an extended warranty for a phone bought 8 months before the plan is refused ("within 6 months")', async () => {
    const { b, osid } = await partnerCustomer('marketplace');
    await uploadRequired(f, b, osid);
    const res = await b.call('POST', `/v3/activation/${osid}`, {
      device: { ...phoneDevice(f), device_purchased_date: isoDaysFrom(f, -244) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().problems).toEqual([
      {
        code: 'PURCHASE_WINDOW_PASSED',
        message: 'This plan must be bought within 6 months of buying the device.',
      },
    ]);
    expect((await stored(osid)).registration).toBe('pending');
  });

  it('domain-facts §3.2 retailer window: the same 8-month-old phone is accepted, a 10-month-old one refused ("within 9 months")', async () => {
    const eight = await partnerCustomer('retailer');
    await uploadRequired(f, eight.b, eight.osid);
    const ok = await eight.b.call('POST', `/v3/activation/${eight.osid}`, {
      device: { ...phoneDevice(f), device_purchased_date: isoDaysFrom(f, -244) },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await stored(eight.osid)).registration).toBe('registered');

    const ten = await partnerCustomer('retailer');
    await uploadRequired(f, ten.b, ten.osid);
    const late = await ten.b.call('POST', `/v3/activation/${ten.osid}`, {
      device: { ...phoneDevice(f), device_purchased_date: isoDaysFrom(f, -305) },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().problems).toEqual([
      {
        code: 'PURCHASE_WINDOW_PASSED',
        message: 'This plan must be bought within 9 months of buying the device.',
      },
    ]);
  });

  it('the purchase window counts from the day the partner sold the plan, not from the day it was registered', async () => {
    // Sold 25 days ago for a phone bought 170 days before that (inside 6 months), 195 days before today (outside).
    const { b, osid } = await partnerCustomer('marketplace', { purchase_date: isoDaysFrom(f, -25) });
    await uploadRequired(f, b, osid);
    const res = await b.call('POST', `/v3/activation/${osid}`, {
      device: { ...phoneDevice(f), device_purchased_date: isoDaysFrom(f, -195) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored(osid)).registration).toBe('registered');
  });

  it('§3 Order invoices (decision 024): a partner sale lists no Kavach invoice and its invoice download says the store invoices it', async () => {
    const { b } = await partnerCustomer('marketplace');
    const { orders } = (await b.call('GET', '/v3/customer/my_orders')).json();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'paid', channel: 'flipkart', invoices: [] });
    const detail = (await b.call('GET', `/v3/customer/order/${orders[0].order_id}`)).json();
    expect(detail.invoices).toEqual([]);
    const pdf = await b.call(
      'GET',
      `/v3/order/download/${orders[0].order_id}?application=website&type=invoice`,
    );
    expect(pdf.statusCode).toBe(409);
    expect(pdf.json()).toMatchObject({ error_code: 'INVOICE_FROM_PARTNER' });
    expect(pdf.json().message).toMatch(/store where you bought it/);
  });
});
