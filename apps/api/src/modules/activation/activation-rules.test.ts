import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerPlans } from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import {
  addPlan,
  isoDaysFrom,
  ownerWithPlan,
  phoneDevice,
  todayIso,
  uploadRequired,
} from '../../../test/support/activation-test-helpers';

type Owner = Awaited<ReturnType<typeof ownerWithPlan>>;

/**
 * Each docs/product/accounts.md#input-rules / docs/product/activation.md#eligibility, docs/product/activation.md#required-fields-by-plan rule through POST /v3/activation/{osid}: the refusal is a 400
 * ACTIVATION_INVALID naming the field (`fields`) or the eligibility rule (`problems`), and the plan
 * stays unregistered.
 */
describe.each(DB_KINDS)('activation rules on %s', (kind) => {
  let f: Fixture;
  let owner: Owner;
  beforeAll(async () => {
    f = await createFixture(kind);
    owner = await ownerWithPlan(f);
  });
  afterAll(() => f.close());

  async function refused(osid: string, device: Record<string, unknown>, personal?: Record<string, string>) {
    const res = await owner.b.call('POST', `/v3/activation/${osid}`, {
      device,
      ...(personal ? { personal } : {}),
    });
    expect(res.statusCode).toBe(400);
    const [row] = await f.handle.db.select().from(customerPlans).where(eq(customerPlans.osid, osid));
    expect(row!.registration).toBe('pending');
    const body = res.json();
    expect(body.error_code).toBe('ACTIVATION_INVALID');
    return body as {
      message: string;
      fields: Record<string, string>;
      problems: { code: string; message: string }[];
    };
  }

  it('§5 Required field: every required device field left empty says "Required field"', async () => {
    const body = await refused(owner.osid, { device_price: 2_000_000 });
    for (const field of [
      'serial',
      'model',
      'brand',
      'manufacturer_warranty',
      'device_condition',
      'device_purchased_date',
    ])
      expect(body.fields[field]).toBe('Required field');
    expect(body.message).toBe('Please correct the highlighted fields.');
  });

  it('§5 IMEI: a phone serial must be 15 digits with a matching Luhn check digit', async () => {
    for (const serial of ['490154203237519', '49015420323751', 'ABCDEFGHIJKLMNO']) {
      const body = await refused(owner.osid, { ...phoneDevice(f), serial });
      expect(body.fields).toEqual({ serial: 'Enter the 15-digit IMEI number (dial *#06#)' });
    }
  });

  it('§5 serial required for configured categories: a television AMC needs its serial', async () => {
    const tv = await addPlan(f, owner.osid, 'AMC-TELEVISION');
    const body = await refused(tv.osid, {
      device_name: 'TV',
      brand: 'Sony',
      device_purchased_date: todayIso(f),
      manufacturer_warranty: 12,
    });
    expect(body.fields).toEqual({ serial: 'Required field' });
  });

  it('§5 blocked brand: an action-camera brand under Digital Camera, by brand or by model text', async () => {
    const cam = await addPlan(f, owner.osid, 'EW-DIGITAL-CAMERA', 12, 3_000_000);
    const device = { ...phoneDevice(f), serial: 'CAM12345', device_price: 3_000_000 };
    expect((await refused(cam.osid, { ...device, brand: 'GoPro', model: 'Hero 12' })).fields.brand).toBe(
      'GoPro devices cannot be covered by this plan',
    );
    expect(
      (await refused(cam.osid, { ...device, brand: 'Generic', model: 'gopro hero clone' })).fields.brand,
    ).toBe('GoPro devices cannot be covered by this plan');
  });

  it('price band: the device price must fall in the band of the price the plan was sold at', async () => {
    const body = await refused(owner.osid, { ...phoneDevice(f), device_price: 9_000_000 });
    expect(body.fields).toEqual({});
    expect(body.problems).toEqual([
      {
        code: 'PRICE_BAND_MISMATCH',
        message: expect.stringMatching(/^This plan is for devices priced ₹[\d,]+ to ₹[\d,]+\.$/),
      },
    ]);
    expect(body.message).toBe(body.problems[0]!.message);
  });

  it('purchase window: an extended warranty within 9 months of the device; damage protection the same day', async () => {
    const late = await refused(owner.osid, {
      ...phoneDevice(f),
      device_purchased_date: isoDaysFrom(f, -300),
    });
    expect(late.problems).toEqual([
      {
        code: 'PURCHASE_WINDOW_PASSED',
        message: 'This plan must be bought within 9 months of buying the device.',
      },
    ]);
    const sd = await addPlan(f, owner.osid, 'SD-MOBILE-PHONE', 12, 2_000_000);
    await uploadRequired(f, owner.b, sd.osid);
    const sameDay = await refused(sd.osid, { ...phoneDevice(f), device_purchased_date: isoDaysFrom(f, -1) });
    expect(sameDay.problems).toEqual([
      { code: 'PURCHASE_WINDOW_PASSED', message: 'This plan must be bought on the same day as the device.' },
    ]);
  });

  it('extended warranty: OEM warranty of at least 12 months; OEM + EW at most 60 months', async () => {
    const short = await refused(owner.osid, { ...phoneDevice(f), manufacturer_warranty: 6 });
    expect(short.problems.map((p) => p.message)).toEqual([
      'An extended warranty needs a manufacturer warranty of at least 12 months.',
    ]);
    const ac = await addPlan(f, owner.osid, 'EW-AIR-CONDITIONER', 48, 4_000_000);
    const device = {
      ...phoneDevice(f),
      brand: 'Voltas',
      model: '1.5T Inverter',
      serial: 'VOL12345',
      device_price: 4_000_000,
      manufacturer_warranty: 24,
    };
    const cap = await refused(ac.osid, device);
    expect(cap.problems).toEqual([
      {
        code: 'WARRANTY_CAP_EXCEEDED',
        message:
          'Manufacturer warranty and extended warranty together cannot exceed 5 years; this device can have up to 36 months of extended warranty.',
      },
    ]);
  });

  it('§5 dates: a purchase date in the future; a preferred start date in the past or beyond the 60-day limit', async () => {
    const future = await refused(owner.osid, { ...phoneDevice(f), device_purchased_date: isoDaysFrom(f, 2) });
    expect(future.fields).toEqual({ device_purchased_date: 'The purchase date cannot be in the future' });
    const amc = await addPlan(f, owner.osid, 'AMC-REFRIGERATOR');
    const device = {
      device_name: 'Fridge',
      brand: 'Whirlpool',
      device_purchased_date: isoDaysFrom(f, -90),
      manufacturer_warranty: 12,
    };
    expect(
      (await refused(amc.osid, { ...device, preferred_plan_start_date: isoDaysFrom(f, -1) })).fields,
    ).toEqual({
      preferred_plan_start_date: 'The plan start date cannot be in the past',
    });
    // (days until the date) + 2 > 60: 59 days is over, 58 is within.
    expect(
      (await refused(amc.osid, { ...device, preferred_plan_start_date: isoDaysFrom(f, 59) })).fields,
    ).toEqual({
      preferred_plan_start_date: 'The plan must start within 60 days',
    });
    const ok = await owner.b.call('POST', `/v3/activation/${amc.osid}`, {
      device: { ...device, preferred_plan_start_date: isoDaysFrom(f, 58) },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('§3 personal details: all four required; the email (§5 pattern), mobile and PIN code are checked', async () => {
    owner = await ownerWithPlan(f); // an order with nothing registered yet: details still editable
    const amc = await addPlan(f, owner.osid, 'AMC-MICROWAVE');
    const device = {
      device_name: 'Oven',
      brand: 'IFB',
      device_purchased_date: todayIso(f),
      manufacturer_warranty: 12,
    };
    const body = await refused(amc.osid, device, {
      name: ' ',
      email: 'ravi@example',
      phone: '12345',
      pincode: '40001',
    });
    expect(body.fields).toEqual({
      'personal.name': 'Required field',
      'personal.email': 'Enter a valid email address',
      'personal.phone': 'Enter a valid 10-digit mobile number',
      'personal.pincode': 'Enter a 6-digit PIN code',
    });
  });

  it('a plan past its activation deadline (Lapsed) cannot be activated: 409 ACTIVATION_WINDOW_PASSED', async () => {
    const lapsed = await addPlan(f, owner.osid, 'AMC-GEYSER');
    await f.handle.db
      .update(customerPlans)
      .set({ activationDeadline: isoDaysFrom(f, -1) })
      .where(eq(customerPlans.id, lapsed.id));
    const device = {
      device_name: 'Geyser',
      brand: 'AO Smith',
      device_purchased_date: todayIso(f),
      manufacturer_warranty: 12,
    };
    const res = await owner.b.call('POST', `/v3/activation/${lapsed.osid}`, { device });
    expect([res.statusCode, res.json().error_code]).toEqual([409, 'ACTIVATION_WINDOW_PASSED']);
  });
});
