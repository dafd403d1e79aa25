import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  customers,
  insertCart,
  insertOrder,
  lowestPriceOfSku,
  plansOfOrder,
  updateCustomerPlan,
  type CustomerPlanRow,
} from '@kavach/db';
import type { Fixture } from './fixture';
import { registeredCustomer, type Browser } from './customer-test-helpers';
import { devicePhoto, invoicePdf } from './activation-test-helpers';
import { newOrderRef } from '../../src/modules/orders/checkout.service';
import { plansFromPaidOrder } from '../../src/modules/account/plans-from-order';

const DAY = 86_400_000;
const iso = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
const plus = (d: Date, days: number) => new Date(d.getTime() + days * DAY);

export interface PlanSpec {
  sku: string;
  tenure?: number;
  /** Device price in paise (activation's device_price). */
  price?: number;
  /** The plan started this many days ago (Active from then for a year). */
  startedDaysAgo?: number;
  channel?: string;
}

/**
 * A signed-in customer (real sign-up) whose account holds paid, activated (registered, Active)
 * plans made by the real fulfilment step, one per spec: setup for the self-serve tests.
 */
export async function customerWithPlans(f: Fixture, specs: PlanSpec[]) {
  const { b, email } = await registeredCustomer(f);
  const db = f.handle.db;
  const [customer] = await db.select().from(customers).where(eq(customers.email, email));
  if (!customer) throw new Error('no customer');
  const now = f.clock.now();
  const plans: CustomerPlanRow[] = [];
  for (const spec of specs) {
    const started = spec.startedDaysAgo ?? 30;
    const at = plus(now, -started - 1);
    const plan = await db.transaction(async (tx) => {
      const price = await lowestPriceOfSku(tx, spec.sku, spec.tenure ?? 12);
      if (!price) throw new Error(`no price for ${spec.sku}`);
      const cart = await insertCart(tx, {
        token: randomBytes(32).toString('base64url'),
        ownerSessionHash: 'sr-test',
        status: 'ordered',
        city: 'mumbai',
        createdAt: at,
        updatedAt: at,
      });
      const order = await insertOrder(
        tx,
        {
          orderRef: newOrderRef(),
          cartId: cart.id,
          cartVersion: cart.version,
          idempotencyKey: `sr-test:${cart.id}`,
          ownerSessionHash: 'sr-test',
          customerId: customer.id,
          status: 'paid',
          channel: spec.channel ?? 'website',
          city: 'mumbai',
          name: 'Asha Menon',
          email,
          phone: '9812345678',
          address: { address: '12 Hill Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400050' },
          itemTotalPaise: price.price,
          discountPaise: 0,
          amountPaise: price.price,
          gateway: 'razorpay',
          activationToken: randomBytes(24).toString('base64url'),
          createdAt: at,
          updatedAt: at,
          paidAt: at,
        },
        [
          {
            planId: price.planId,
            planPriceId: price.priceId,
            sku: spec.sku,
            title: price.title,
            planType: price.type,
            categorySlug: price.category,
            tenureMonths: spec.tenure ?? 12,
            unitPricePaise: price.price,
            quantity: 1,
            discountPaise: 0,
            deviceDetail: {},
          },
        ],
      );
      await plansFromPaidOrder(tx, order, at, true);
      const [row] = await plansOfOrder(tx, order.id);
      return updateCustomerPlan(tx, row!.id, {
        registration: 'registered',
        channel: spec.channel ?? row!.channel,
        device: {
          brand: 'Samsung',
          model: 'Galaxy S24',
          serial: '356938035643809',
          device_price: spec.price ?? 2_000_000,
          device_purchased_date: iso(plus(now, -started - 400)),
          manufacturer_warranty: 12,
          device_condition: 'Working',
        },
        manufacturerWarrantyEndsOn: iso(plus(now, -started - 1)),
        startsOn: iso(plus(now, -started)),
        endsOn: iso(plus(now, 365 - started)),
        activatedAt: plus(now, -started),
      });
    });
    plans.push(plan);
  }
  return { b, email, customer, plans };
}

/** A raw self-serve document upload (POST /v3/selfserve/documents). */
export function uploadSr(
  f: Fixture,
  b: Browser,
  osid: string,
  bytes: Buffer,
  opts: { type?: string; name?: string; contentType?: string } = {},
) {
  return f.app.inject({
    method: 'POST',
    url: `/v3/selfserve/documents?osid=${encodeURIComponent(osid)}`,
    headers: {
      cookie: b.cookie(),
      'x-csrftoken': b.csrf(),
      'x-forwarded-for': b.ip,
      'content-type': opts.contentType ?? 'application/octet-stream',
      'x-document-type': opts.type ?? 'invoice',
      'x-file-name': encodeURIComponent(opts.name ?? 'invoice.pdf'),
    },
    payload: bytes,
  });
}

/** Uploads an invoice and a device photo; answers their document entries for create_ticket. */
export async function invoiceAndPhoto(f: Fixture, b: Browser, osid: string) {
  const inv = await uploadSr(f, b, osid, invoicePdf(), { type: 'invoice', name: 'invoice.pdf' });
  const photo = await uploadSr(f, b, osid, devicePhoto(), { type: 'photo', name: 'front.jpg' });
  if (inv.statusCode !== 200 || photo.statusCode !== 200)
    throw new Error(`upload ${inv.statusCode} ${photo.statusCode}: ${inv.body} ${photo.body}`);
  return [inv.json().data, photo.json().data] as { url: string; name: string; type: string }[];
}

let tokens = 0;
export const newToken = () => `tok_${Date.now().toString(36)}_${++tokens}_${randomBytes(6).toString('hex')}`;

/** A create_ticket body for a plan: tomorrow 10AM - 2PM in Mumbai, the given cover and problems. */
export function ticketBody(
  f: Fixture,
  osid: string,
  over: Record<string, unknown> & { customer_details?: Record<string, unknown> } = {},
) {
  const { customer_details, ...rest } = over;
  return {
    token_id: newToken(),
    plan_id: osid,
    cover_id: 'breakdown',
    problems: ['Not charging'],
    incident_date: iso(f.clock.now()),
    process_type: 'mail-in',
    customer_details: {
      name: 'Asha Menon',
      phone: '9812345678',
      email: 'asha@example.in',
      address1: '12 Hill Road',
      address2: 'Bandra West',
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode: '400050',
      appointment_date: iso(plus(f.clock.now(), 1)),
      appointment_time: '10AM - 2PM',
      ...customer_details,
    },
    ...rest,
  };
}

export const isoPlus = (f: Fixture, days: number) => iso(plus(f.clock.now(), days));

/**
 * A temporary (co-pay due) damage request on the plan `osid` of `b`, and its co-pay checkout (the
 * gateway order, bound to the request): setup for the co-pay tests.
 */
export async function copayTempRequest(f: Fixture, b: Browser, osid: string) {
  const res = await b.call(
    'POST',
    '/v3/selfserve/create_ticket',
    ticketBody(f, osid, {
      cover_id: 'accidental_damage',
      problems: ['Screen cracked'],
      documents: await invoiceAndPhoto(f, b, osid),
    }),
  );
  if (res.statusCode !== 200 || res.json().data.is_copay_temp_sr !== true)
    throw new Error(`no temporary request: ${res.statusCode} ${res.body}`);
  const srId = res.json().data.sr_id as string;
  const co = await b.call('POST', '/v3/selfserve/copay_checkout', { sr_id: srId });
  if (co.statusCode !== 200) throw new Error(`no co-pay checkout: ${co.statusCode} ${co.body}`);
  return { srId, checkout: co.json().data as { gateway_order_id: string; amount: number } };
}

/**
 * A request on `osid` whose co-pay was paid through Checkout and its callback (the emulator
 * captures it): the request is real and its co-pay `paid`.
 */
export async function paidCopayRequest(f: Fixture, b: Browser, osid: string) {
  const { srId, checkout } = await copayTempRequest(f, b, osid);
  const paid = f.payments.emulator.pay(checkout.gateway_order_id, 'captured');
  const res = await b.call('POST', '/v3/selfserve/copay_success', {
    sr_id: srId,
    razorpay_order_id: checkout.gateway_order_id,
    razorpay_payment_id: paid.payment.id,
    razorpay_signature: paid.signature,
  });
  await f.payments.whenIdle();
  if (res.statusCode !== 200) throw new Error(`co-pay not settled: ${res.statusCode} ${res.body}`);
  return { srId, paymentId: paid.payment.id };
}
