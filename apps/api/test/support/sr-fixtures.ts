import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  customerPlans,
  customers,
  insertCart,
  insertOrder,
  lowestPriceOfSku,
  plansOfOrder,
  serviceRequests,
  updateCustomerPlan,
  type CustomerPlanRow,
  type ServiceRequestRow,
} from '@kavach/db';
import type { SrProcess, SrState } from '@kavach/domain';
import { plansFromPaidOrder } from '../../src/modules/account/plans-from-order';
import { newOrderRef } from '../../src/modules/orders/checkout.service';
import { registeredCustomer, uniquePhone } from './customer-test-helpers';
import type { Fixture } from './fixture';

/**
 * Service requests for tests of the tracker, the desk and the timers (issue 20): a signed-in
 * customer with a paid, registered plan, and request rows inserted directly in any state (the
 * self-serve flow that creates them is tested on its own).
 */

let seq = 0;
/** A request number no other test row has: today's IST-like prefix and a running sequence. */
export const nextSrRef = () => `261121-${String(100_000 + (++seq % 900_000)).padStart(6, '0')}`;

export interface SrCustomer {
  b: Awaited<ReturnType<typeof registeredCustomer>>['b'];
  email: string;
  phone: string;
  id: number;
  plan: CustomerPlanRow;
}

/** A registered, signed-in customer with one paid and registered plan (`sku`, 12 months). */
export async function customerWithPlan(f: Fixture, sku = 'AMC-AIR-CONDITIONER'): Promise<SrCustomer> {
  const phone = uniquePhone();
  const { b, email } = await registeredCustomer(f, { phone });
  const [row] = await f.handle.db.select().from(customers).where(eq(customers.email, email));
  const now = f.clock.now();
  const plan = await f.handle.db.transaction(async (tx) => {
    const price = await lowestPriceOfSku(tx, sku, 12);
    if (!price) throw new Error(`no price for ${sku}`);
    const cart = await insertCart(tx, {
      token: randomBytes(32).toString('base64url'),
      ownerSessionHash: 'sr-fixture',
      status: 'ordered',
      city: 'mumbai',
      createdAt: now,
      updatedAt: now,
    });
    const order = await insertOrder(
      tx,
      {
        orderRef: newOrderRef(),
        cartId: cart.id,
        cartVersion: cart.version,
        idempotencyKey: `sr-fixture:${cart.id}`,
        ownerSessionHash: 'sr-fixture',
        customerId: row!.id,
        status: 'paid',
        channel: 'website',
        city: 'mumbai',
        name: 'Asha Menon',
        email,
        phone: `+91${phone}`,
        address: { address: '12 Hill Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400050' },
        itemTotalPaise: price.price,
        discountPaise: 0,
        amountPaise: price.price,
        gateway: 'razorpay',
        activationToken: randomBytes(24).toString('base64url'),
        createdAt: now,
        updatedAt: now,
        paidAt: now,
      },
      [
        {
          planId: price.planId,
          planPriceId: price.priceId,
          sku,
          title: price.title,
          planType: price.type,
          categorySlug: price.category,
          tenureMonths: 12,
          unitPricePaise: price.price,
          quantity: 1,
          discountPaise: 0,
          deviceDetail: {},
        },
      ],
    );
    await plansFromPaidOrder(tx, order, now, true);
    const [plan] = await plansOfOrder(tx, order.id);
    return updateCustomerPlan(tx, plan!.id, {
      registration: 'registered',
      device: { brand: 'Daikin', device_name: 'Bedroom split AC' },
      activatedAt: now,
    });
  });
  return { b, email, phone, id: row!.id, plan };
}

export interface SrRowOptions {
  process?: SrProcess;
  status?: SrState;
  coverId?: string;
  coverTitle?: string;
  city?: string;
  dueAt?: Date | null;
  createdAt?: Date;
  closedAt?: Date | null;
  lat?: number | null;
  lng?: number | null;
  copayPaise?: number;
  copayStatus?: 'none' | 'due' | 'paid' | 'expired';
  /** The contact the request was raised with, when not the owner's account phone (10 digits) and email. */
  contact?: { phone: string; email: string };
  /** The appointment's day and slot (default 2026-11-23, 10AM - 2PM). */
  appointment?: { date: string; time: string };
  whatsappOptIn?: boolean;
}

/** Inserts a request of `owner` in the given state (a seeded row: no history of its own). */
export async function insertSr(
  f: Fixture,
  owner: SrCustomer,
  o: SrRowOptions = {},
): Promise<ServiceRequestRow> {
  const at = o.createdAt ?? f.clock.now();
  const [row] = await f.handle.db
    .insert(serviceRequests)
    .values({
      srRef: nextSrRef(),
      customerId: owner.id,
      customerPlanId: owner.plan.id,
      coverId: o.coverId ?? 'breakdown',
      coverTitle: o.coverTitle ?? 'Breakdown repair',
      process: o.process ?? 'onsite',
      status: o.status ?? 'raised',
      problems: ['Not cooling'],
      customIssue: 'Makes a rattling noise',
      comments: 'Please call before coming',
      address: {
        name: 'Asha Menon',
        phone: o.contact?.phone ?? owner.phone,
        email: o.contact?.email ?? owner.email,
        address1: '12 Hill Road',
        address2: 'Bandra West',
        city: o.city ?? 'Mumbai',
        state: 'Maharashtra',
        pincode: '400050',
        lat: o.lat === undefined ? 19.0596 : o.lat,
        lng: o.lng === undefined ? 72.8295 : o.lng,
        address_id: null,
      },
      pincode: '400050',
      city: o.city ?? 'Mumbai',
      appointment: {
        date: o.appointment?.date ?? '2026-11-23',
        time: o.appointment?.time ?? '10AM - 2PM',
        date_1: null,
        time_1: null,
      },
      whatsappOptIn: o.whatsappOptIn ?? false,
      device: {
        brand: 'Daikin',
        model: 'FTKF50',
        name: 'Bedroom split AC',
        serial: 'DK-1',
        price_paise: 4_500_000,
      },
      copayPaise: o.copayPaise ?? 0,
      copayStatus: o.copayStatus ?? 'none',
      dueAt: o.dueAt ?? null,
      closedAt: o.closedAt ?? null,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  return row!;
}

/** Personal data of a request, as strings that must never appear in a public answer (T16.4). */
export const personalStringsOf = (owner: SrCustomer) => [
  owner.email,
  owner.phone,
  owner.phone.slice(-4) + '"',
  'Asha',
  'Menon',
  '12 Hill Road',
  'Bandra',
  '400050',
  'Bedroom split AC',
  'Daikin',
  'rattling',
  'Please call',
];

/**
 * A signed-in customer whose plan (an AC AMC unless `sku`, a Daikin bedroom AC) ends on `endsOn`,
 * having run a year before it: a plan near its renewal (decision 091; fixture clock 21 Nov 2026).
 */
export async function customerWithPlanEnding(f: Fixture, endsOn: string, sku?: string): Promise<SrCustomer> {
  const a = await customerWithPlan(f, sku);
  const [plan] = await f.handle.db
    .update(customerPlans)
    .set({ startsOn: '2025-11-24', endsOn, device: { brand: 'Daikin', device_name: 'Bedroom split AC' } })
    .where(eq(customerPlans.id, a.plan.id))
    .returning();
  return { ...a, plan: plan! };
}
