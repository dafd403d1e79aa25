import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerPlans } from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { lastMessage } from '../../../test/support/customer-test-helpers';
import {
  addPlan,
  isoDaysFrom,
  ownerWithPlan,
  phoneDevice,
  todayIso,
  upload,
  invoicePdf,
  uploadRequired,
} from '../../../test/support/activation-test-helpers';

const planRow = async (f: Fixture, osid: string) =>
  (await f.handle.db.select().from(customerPlans).where(eq(customerPlans.osid, osid)))[0]!;
const cardOf = async (b: Awaited<ReturnType<typeof ownerWithPlan>>['b'], osid: string) =>
  (await b.call('GET', '/v3/customer/plans')).json().plans.find((p: { osid: string }) => p.osid === osid);

describe.each(DB_KINDS)('activation on %s', (kind) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture(kind);
  });
  afterAll(() => f.close());

  it('§3/§5 full protection activation: invoice + photo + valid device → registered; EW bought today with 12-month OEM shows Under Brand Warranty, grey "Plan not active", "Chat With Us"', async () => {
    const { b, osid } = await ownerWithPlan(f);
    const before = (await b.call('GET', `/v3/activation/${osid}`)).json();
    expect(before.devices[0]).toMatchObject({
      id: osid,
      kind: 'protection',
      plan: { type: 'extended-warranty', status: { label: 'Activation Pending', code: 1 } },
      fields: [
        'brand',
        'model',
        'device_price',
        'device_purchased_date',
        'manufacturer_warranty',
        'device_condition',
        'serial',
      ],
      values: { device_price: 2_000_000 }, // from the cart
      required_documents: [0, 1],
      sections: {
        device: { complete: false },
        personal: { complete: true },
        uploads: { complete: false, missing: ['invoice', 'device_photo'] },
      },
      registered: false,
      certificate_url: null,
    });
    expect(before).toMatchObject({
      personal_details_locked: false,
      show_congratulations: false,
      message: null,
    });
    expect(before.customer).toMatchObject({
      name: 'Ravi Kumar',
      email: 'ravi.kumar@example.in',
      pincode: '400001',
    });

    await uploadRequired(f, b, osid);
    const res = await b.call('POST', `/v3/activation/${osid}`, { device: phoneDevice(f) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      personal_details_locked: true,
      show_congratulations: true,
      message: 'Congratulations! Your plan is activated.',
    });
    const start = isoDaysFrom(f, 365); // 21 Nov 2027: the day after the 12-month OEM warranty
    expect(body.devices[0]).toMatchObject({
      registered: true,
      plan: {
        status: { label: 'Under Brand Warranty', code: 5 },
        starts_on: start,
        ends_on: isoDaysFrom(f, 730),
      },
      sections: { device: { complete: true }, personal: { complete: true }, uploads: { complete: true } },
      errors: null,
      certificate_url: `/v3/order/download/${osid}?application=website&type=certificate`,
    });
    const row = await planRow(f, osid);
    expect(row).toMatchObject({
      registration: 'registered',
      manufacturerWarrantyEndsOn: isoDaysFrom(f, 364),
    });
    expect(row.activatedAt?.toISOString()).toBe(f.clock.now().toISOString());
    expect(await cardOf(b, osid)).toMatchObject({
      plan_status: 'Under Brand Warranty',
      is_registered: true,
      banner: { tone: 'grey', text: 'Plan not active' },
      action: { label: 'Chat With Us' },
    });
  });

  it('AMC activation: device name, brand, purchase date, warranty → Active from today, green "Plan Active"', async () => {
    const { b, osid } = await ownerWithPlan(f);
    const amc = await addPlan(f, osid, 'AMC-AIR-CONDITIONER');
    const device = {
      device_name: 'Split AC',
      brand: 'Voltas',
      device_purchased_date: isoDaysFrom(f, -400),
      manufacturer_warranty: 12,
    };
    const res = await b.call('POST', `/v3/activation/${amc.osid}`, { device });
    expect(res.statusCode).toBe(200);
    const view = res.json().devices.find((d: { id: string }) => d.id === amc.osid);
    expect(view).toMatchObject({
      kind: 'amc',
      required_documents: [],
      registered: true,
      plan: { starts_on: todayIso(f), ends_on: isoDaysFrom(f, 364) },
    });
    expect(await cardOf(b, amc.osid)).toMatchObject({
      plan_status: 'Active',
      banner: { tone: 'green', text: 'Plan Active' },
      action: { label: 'Raise Service Request' },
    });
  });

  it('§5 preferred plan start date: an AMC asked to start in 20 days starts then (NOT STARTED, "Plan starts in 20 days")', async () => {
    const { b, osid } = await ownerWithPlan(f);
    const amc = await addPlan(f, osid, 'AMC-WASHING-MACHINE');
    const device = {
      device_name: 'Front loader',
      brand: 'LG',
      device_purchased_date: isoDaysFrom(f, -30),
      manufacturer_warranty: 24,
      preferred_plan_start_date: isoDaysFrom(f, 20),
    };
    expect((await b.call('POST', `/v3/activation/${amc.osid}`, { device })).statusCode).toBe(200);
    expect((await planRow(f, amc.osid)).startsOn).toBe(isoDaysFrom(f, 20));
    expect(await cardOf(b, amc.osid)).toMatchObject({
      plan_status: 'NOT STARTED',
      banner: { tone: 'blue', text: 'Plan starts in 20 days' },
    });
  });

  it('damage protection starts on the plan purchase date and runs for its tenure', async () => {
    const { b, osid } = await ownerWithPlan(f);
    const sd = await addPlan(f, osid, 'SD-MOBILE-PHONE', 12, 2_000_000);
    await uploadRequired(f, b, sd.osid);
    expect((await b.call('POST', `/v3/activation/${sd.osid}`, { device: phoneDevice(f) })).statusCode).toBe(
      200,
    );
    expect(await planRow(f, sd.osid)).toMatchObject({ startsOn: todayIso(f), endsOn: isoDaysFrom(f, 364) });
    expect((await cardOf(b, sd.osid)).plan_status).toBe('Active');
  });

  it('a refused submit keeps what was typed as a draft (registration unchanged) and GET shows its errors', async () => {
    const { b, osid } = await ownerWithPlan(f);
    const typed = { ...phoneDevice(f), serial: '12345', model: '' };
    const res = await b.call('POST', `/v3/activation/${osid}`, { device: typed });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error_code: 'ACTIVATION_INVALID',
      fields: { serial: 'Enter the 15-digit IMEI number (dial *#06#)', model: 'Required field' },
      problems: [],
    });
    const row = await planRow(f, osid);
    expect(row.registration).toBe('pending');
    expect(row.device).toMatchObject({ serial: '12345', brand: 'Samsung' });
    const view = (await b.call('GET', `/v3/activation/${osid}`)).json().devices[0];
    expect(view.values).toMatchObject({ serial: '12345', brand: 'Samsung' });
    expect(view.errors.fields).toMatchObject({
      serial: 'Enter the 15-digit IMEI number (dial *#06#)',
      model: 'Required field',
    });
  });

  it('§5 documents: a protection plan without an invoice and a device photo → 400 DOCUMENTS_REQUIRED', async () => {
    const { b, osid } = await ownerWithPlan(f);
    expect((await upload(f, b, osid, invoicePdf(), { type: '0' })).statusCode).toBe(200);
    const res = await b.call('POST', `/v3/activation/${osid}`, { device: phoneDevice(f) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error_code: 'DOCUMENTS_REQUIRED',
      fields: { device_photo: 'Upload a photo of the device' },
    });
    expect((await planRow(f, osid)).registration).toBe('pending');
  });

  it('idempotent re-submit → 200 and nothing changes; other data after activation → 409 ALREADY_ACTIVATED', async () => {
    const { b, osid } = await ownerWithPlan(f);
    await uploadRequired(f, b, osid);
    const first = await b.call('POST', `/v3/activation/${osid}`, { device: phoneDevice(f) });
    const row = await planRow(f, osid);
    const again = await b.call('POST', `/v3/activation/${osid}`, { device: phoneDevice(f) });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await planRow(f, osid)).toEqual(row);
    const changed = await b.call('POST', `/v3/activation/${osid}`, {
      device: { ...phoneDevice(f), model: 'Galaxy S25' },
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error_code).toBe('ALREADY_ACTIVATED');
    expect(await planRow(f, osid)).toEqual(row);
  });

  it('§4 personal details lock once a plan of the order is registered: changing them → 409 PERSONAL_DETAILS_LOCKED; the same details pass', async () => {
    const { b, osid } = await ownerWithPlan(f);
    const amc = await addPlan(f, osid, 'AMC-AIR-CONDITIONER');
    const device = {
      device_name: 'AC',
      brand: 'Voltas',
      device_purchased_date: todayIso(f),
      manufacturer_warranty: 12,
    };
    const personal = { name: 'Ravi K', email: 'ravi.k@example.in', phone: '9812345678', pincode: '400001' };
    expect(
      (await b.call('POST', `/v3/activation/${amc.osid}`, { device, personal })).json().customer,
    ).toEqual({
      ...personal,
      phone: '+919812345678',
    });
    await uploadRequired(f, b, osid);
    const other = await b.call('POST', `/v3/activation/${osid}`, {
      device: phoneDevice(f),
      personal: { ...personal, name: 'Someone Else' },
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().error_code).toBe('PERSONAL_DETAILS_LOCKED');
    expect(
      (await b.call('POST', `/v3/activation/${osid}`, { device: phoneDevice(f), personal })).statusCode,
    ).toBe(200);
  });

  it('certificate: 409 before activation; afterwards a PDF attachment, and send_certificate_wa queues the link on WhatsApp (decision 028)', async () => {
    const { b, osid, phone } = await ownerWithPlan(f);
    const url = `/v3/order/download/${osid}?application=website&type=certificate`;
    expect((await b.call('GET', url)).json().error_code).toBe('CERTIFICATE_NOT_READY');
    expect((await b.call('POST', '/v3/activation/send_certificate_wa', { osid })).statusCode).toBe(409);
    await uploadRequired(f, b, osid);
    await b.call('POST', `/v3/activation/${osid}`, { device: phoneDevice(f) });
    const pdf = await b.call('GET', url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(
      /^attachment; filename="Kavach-certificate-KV[A-Z0-9]{12}-01\.pdf"$/,
    );
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.includes(Buffer.from(osid))).toBe(false);
    const sent = await b.call('POST', '/v3/activation/send_certificate_wa', { osid });
    expect(sent.json()).toEqual({
      channel: 'whatsapp',
      masked_phone: `******${phone.slice(-4)}`,
      message: `We have sent a link to your certificate on WhatsApp to ******${phone.slice(-4)}.`,
    });
    const message = await lastMessage(f, `+91${phone}`, 'certificate_whatsapp');
    expect(message).toMatchObject({ channel: 'whatsapp', status: 'pending' });
    expect(message?.payload.link).toBe(`http://localhost:3000/api${url}`);
  });
});
