import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { activationDocuments, customerPlans, planPrices, plans } from '@kavach/db';
import { expect } from 'vitest';
import type { Fixture } from './fixture';
import { makeJpeg, makePdf } from './corpus-test-helpers';
import { browser, phoneSignIn, type Browser } from './customer-test-helpers';
import { paidOrder } from './order-test-helpers';
import { advance } from './otp-testing';

/** A phone IMEI with a valid Luhn check digit (the docs/product/activation.md#device-details device identifier). */
export const GOOD_IMEI = '490154203237518';

/** Today in India (the fixture clock), as an ISO day. */
export const todayIso = (f: Fixture) =>
  f.clock.now().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
export const isoDaysFrom = (f: Fixture, days: number) =>
  new Date(f.clock.now().getTime() + days * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'Asia/Kolkata',
  });

/** A phone bought today for ₹20,000 with a 12-month manufacturer warranty: eligible for EW-MOBILE-PHONE. */
export const phoneDevice = (f: Fixture) => ({
  brand: 'Samsung',
  model: 'Galaxy S24',
  serial: GOOD_IMEI,
  device_price: 2_000_000,
  device_purchased_date: todayIso(f),
  manufacturer_warranty: 12,
  device_condition: 'New',
});

/**
 * Buys a phone extended warranty (EW-MOBILE-PHONE, 12 months, ₹20,000 band) the real way (cart,
 * code, checkout, payment in the emulator's Checkout) and signs in with the order's phone: the owner and the osid.
 */
export async function ownerWithPlan(f: Fixture) {
  const { orderRef, phone } = await paidOrder(f);
  advance(f, 31);
  const b = await browser(f);
  expect((await phoneSignIn(f, b, phone)).statusCode).toBe(200);
  const list = (await b.call('GET', '/v3/customer/plans')).json();
  const osid = list.plans[0].osid as string;
  return { b, osid, orderRef, phone };
}

let units = 100;
/**
 * Adds another plan to the owner's order, as if bought on the same order (setup only: the
 * activation routes are what the tests exercise). `tenure` picks the price row; `price` its band.
 */
export async function addPlan(f: Fixture, osid: string, sku: string, tenure = 12, price?: number) {
  const db = f.handle.db;
  const [base] = await db.select().from(customerPlans).where(eq(customerPlans.osid, osid));
  const rows = await db
    .select({ plan: plans, price: planPrices })
    .from(planPrices)
    .innerJoin(plans, eq(plans.id, planPrices.planId))
    .where(and(eq(plans.sku, sku), eq(planPrices.tenureMonths, tenure)))
    .orderBy(asc(planPrices.minDevicePricePaise));
  const row =
    rows.find(
      (r) =>
        price === undefined ||
        (r.price.minDevicePricePaise <= price && (r.price.maxDevicePricePaise ?? Infinity) >= price),
    ) ?? rows[0];
  if (!base || !row) throw new Error(`no ${sku} price for ${tenure} months`);
  const handle = () => randomBytes(24).toString('base64url');
  const [added] = await db
    .insert(customerPlans)
    .values({
      ...base,
      id: undefined,
      osid: handle(),
      tokenizedOsid: handle(),
      unitIndex: ++units,
      planId: row.plan.id,
      planPriceId: row.price.id,
      planName: row.plan.name,
      planType: row.plan.planType,
      categorySlug: row.plan.categorySlug,
      tenureMonths: tenure,
      registration: 'pending',
      device: {},
      personal: {},
    })
    .returning();
  return added!;
}

/** A raw upload as the activation page sends it. */
export function upload(
  f: Fixture,
  b: Browser,
  osid: string,
  bytes: Buffer,
  opts: { type?: '0' | '1'; name?: string; contentType?: string } = {},
) {
  return f.app.inject({
    method: 'POST',
    url: `/v3/activation/${osid}/documents`,
    headers: {
      cookie: b.cookie(),
      'x-csrftoken': b.csrf(),
      'x-forwarded-for': b.ip,
      'content-type': opts.contentType ?? 'application/octet-stream',
      'x-document-type': opts.type ?? '0',
      'x-file-name': encodeURIComponent(opts.name ?? 'invoice.pdf'),
    },
    payload: bytes,
  });
}

export const invoicePdf = () =>
  makePdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>']);
export const devicePhoto = () => makeJpeg(64, 48);

/** Uploads the invoice (type 0) and the device photo (type 1) a protection plan needs. */
export async function uploadRequired(f: Fixture, b: Browser, osid: string) {
  const invoice = await upload(f, b, osid, invoicePdf(), { type: '0', name: 'invoice.pdf' });
  const photo = await upload(f, b, osid, devicePhoto(), { type: '1', name: 'phone.jpg' });
  expect([invoice.statusCode, photo.statusCode]).toEqual([200, 200]);
  return { invoice: invoice.json().document, photo: photo.json().document };
}

/** Plan and document rows, for "DB diff = 0" after a refused write. */
export async function activationSnapshot(f: Fixture) {
  const [p, d] = await Promise.all([
    f.handle.db.select().from(customerPlans).orderBy(asc(customerPlans.id)),
    f.handle.db.select().from(activationDocuments).orderBy(asc(activationDocuments.id)),
  ]);
  return JSON.stringify({ p, d });
}
