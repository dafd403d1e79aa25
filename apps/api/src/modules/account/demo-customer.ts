import { randomBytes } from 'node:crypto';
import {
  findCustomerByEmail,
  insertCart,
  insertCustomer,
  insertOrder,
  insertServiceRequest,
  lowestPriceOfSku,
  plansOfOrder,
  updateCustomerPlan,
  type Db,
  type Tx,
} from '@kavach/db';
import { hashPassword } from '../../lib/password';
import { newOrderRef } from '../orders/checkout.service';
import { plansFromPaidOrder } from './plans-from-order';
import { seedDemoRequests } from './demo-requests';

export const DEMO_CUSTOMER_EMAIL = 'demo.customer@example.in';
const DEMO_PHONE = '+919800000001';
const DAY = 86_400_000;
const iso = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
const plus = (d: Date, days: number) => new Date(d.getTime() + days * DAY);

async function priceOf(tx: Tx, sku: string, tenureMonths: number) {
  const row = await lowestPriceOfSku(tx, sku, tenureMonths);
  if (!row) throw new Error(`demo customer: no price for ${sku} / ${tenureMonths} months`);
  return row;
}

/** A paid order of the demo customer, placed `daysAgo` days ago, through the real fulfilment step. */
async function pastOrder(
  tx: Tx,
  customerId: number,
  now: Date,
  daysAgo: number,
  lines: [string, number][],
  channel = 'website',
) {
  const at = plus(now, -daysAgo);
  const items = await Promise.all(lines.map(([sku, tenure]) => priceOf(tx, sku, tenure)));
  const total = items.reduce((sum, i) => sum + i.price, 0);
  const cart = await insertCart(tx, {
    token: randomBytes(32).toString('base64url'),
    ownerSessionHash: 'demo-customer-seed',
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
      idempotencyKey: `demo:${cart.id}`,
      ownerSessionHash: 'demo-customer-seed',
      customerId,
      status: 'paid',
      channel,
      city: 'mumbai',
      name: 'Priya Sharma',
      email: DEMO_CUSTOMER_EMAIL,
      phone: DEMO_PHONE,
      address: {
        address: '402, Sea Breeze, Carter Road, Bandra West',
        city: 'Mumbai',
        state: 'Maharashtra',
        pincode: '400050',
      },
      itemTotalPaise: total,
      discountPaise: 0,
      amountPaise: total,
      gateway: 'razorpay',
      activationToken: randomBytes(24).toString('base64url'),
      createdAt: at,
      updatedAt: at,
      paidAt: at,
    },
    items.map((i, n) => ({
      planId: i.planId,
      planPriceId: i.priceId,
      sku: lines[n]![0],
      title: i.title,
      planType: i.type,
      categorySlug: i.category,
      tenureMonths: lines[n]![1],
      unitPricePaise: i.price,
      quantity: 1,
      discountPaise: 0,
      deviceDetail: {},
    })),
  );
  await plansFromPaidOrder(tx, order, at, true);
  return plansOfOrder(tx, order.id);
}

/**
 * A customer to try My Account with (demo.customer@example.in, password DEMO_CUSTOMER_PASSWORD):
 * past orders whose plans are in different states — under brand warranty, active, expiring
 * in 2 days with an open request, activation pending, expired with a closed request, a phone's
 * total care with theft, and an insurer-sold plan — made by the real fulfilment step. Only outside
 * production and only if absent.
 */
export async function ensureDemoCustomer(db: Db, password: string, now: Date): Promise<void> {
  if (await findCustomerByEmail(db, DEMO_CUSTOMER_EMAIL)) return;
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const customer = await insertCustomer(tx, {
      publicId: randomBytes(16).toString('base64url'),
      firstName: 'Priya',
      lastName: 'Sharma',
      email: DEMO_CUSTOMER_EMAIL,
      phone: DEMO_PHONE,
      passwordHash,
      emailVerifiedAt: now,
      phoneVerifiedAt: now,
      createdAt: plus(now, -400),
      updatedAt: now,
    });
    const [tv, ac] = await pastOrder(tx, customer.id, now, 363, [
      ['EW-TELEVISION', 24],
      ['AMC-AIR-CONDITIONER', 12],
    ]);
    // The second line (spills & drops) stays unactivated: Activation Pending until its deadline.
    const [phone] = await pastOrder(tx, customer.id, now, 10, [
      ['EW-MOBILE-PHONE', 12],
      ['SD-MOBILE-PHONE', 12],
    ]);
    // TV bought 26 months ago with a 2-year OEM warranty: the EW started 2 months ago (Active).
    await updateCustomerPlan(tx, tv!.id, {
      registration: 'registered',
      device: {
        brand: 'Samsung',
        model: 'Crystal 4K UA55CU7700',
        serial: 'SMTV55CU77009911',
        device_price: 5_499_000,
        device_purchased_date: iso(plus(now, -790)),
        manufacturer_warranty: 24,
        device_condition: 'Working',
      },
      manufacturerWarrantyEndsOn: iso(plus(now, -61)),
      startsOn: iso(plus(now, -60)),
      endsOn: iso(plus(now, 670)),
      activatedAt: plus(now, -362),
    });
    // AC AMC: running for a year, ends in 2 days, with an open request (Expiring in 2 days).
    await updateCustomerPlan(tx, ac!.id, {
      registration: 'registered',
      device: {
        device_name: 'Bedroom split AC',
        brand: 'Daikin',
        device_purchased_date: iso(plus(now, -900)),
        manufacturer_warranty: 12,
      },
      startsOn: iso(plus(now, -362)),
      endsOn: iso(plus(now, 2)),
      pmUsed: 1,
      activatedAt: plus(now, -362),
    });
    await insertServiceRequest(tx, {
      srRef: `${iso(plus(now, -3)).slice(2).replace(/-/g, '')}-004512`,
      customerId: customer.id,
      customerPlanId: ac!.id,
      coverTitle: 'Breakdown repair',
      process: 'onsite',
      status: 'technician_assigned',
      problems: ['Not cooling', 'Water leaking from indoor unit'],
      createdAt: plus(now, -3),
      updatedAt: plus(now, -1),
    });
    await insertServiceRequest(tx, {
      srRef: `${iso(plus(now, -200)).slice(2).replace(/-/g, '')}-001877`,
      customerId: customer.id,
      customerPlanId: ac!.id,
      coverTitle: 'Preventive maintenance',
      process: 'onsite',
      status: 'closed',
      closedAt: plus(now, -199),
      problems: ['Wet service (jet cleaning)'],
      createdAt: plus(now, -200),
      updatedAt: plus(now, -199),
    });
    // A request at every milestone for the tracker and the service desk (issue 20 §4).
    // Phone Total Care with Theft & Loss, bought with the phone 40 days ago (Active): the plan to
    // try a theft claim on, with the FIR and the SIM-block letter (decision 063). In the same order,
    // a laptop's total care: the workshop's requests (pickup, carry-in, replacement) are on it.
    const [theftCover, laptop] = await pastOrder(tx, customer.id, now, 40, [
      ['TC-MOBILE-PHONE', 12],
      ['TC-LAPTOP', 12],
    ]);
    await updateCustomerPlan(tx, laptop!.id, {
      registration: 'registered',
      device: {
        brand: 'Lenovo',
        model: 'IdeaPad Slim 5 14IRH8',
        serial: 'PF4KX2LM',
        device_price: 6_290_000,
        device_purchased_date: iso(plus(now, -40)),
        manufacturer_warranty: 12,
        device_condition: 'New',
      },
      startsOn: iso(plus(now, -40)),
      endsOn: iso(plus(now, 324)),
      activatedAt: plus(now, -39),
    });
    await seedDemoRequests(
      tx,
      { id: customer.id, phone: DEMO_PHONE, email: DEMO_CUSTOMER_EMAIL },
      { home: ac!, workshop: laptop! },
      now,
    );
    await updateCustomerPlan(tx, theftCover!.id, {
      registration: 'registered',
      device: {
        brand: 'Apple',
        model: 'iPhone 15',
        serial: '353912110245783',
        device_price: 7_990_000,
        device_purchased_date: iso(plus(now, -40)),
        manufacturer_warranty: 12,
        device_condition: 'New',
      },
      startsOn: iso(plus(now, -40)),
      endsOn: iso(plus(now, 324)),
      activatedAt: plus(now, -39),
    });
    // Phone bought 10 days ago with 1-year OEM warranty: the EW waits for it (Under Brand Warranty).
    await updateCustomerPlan(tx, phone!.id, {
      registration: 'registered',
      device: {
        brand: 'Samsung',
        model: 'Galaxy S24',
        serial: '356938035643809',
        device_price: 7_499_900,
        device_purchased_date: iso(plus(now, -10)),
        manufacturer_warranty: 12,
        device_condition: 'New',
      },
      manufacturerWarrantyEndsOn: iso(plus(now, 354)),
      startsOn: iso(plus(now, 355)),
      endsOn: iso(plus(now, 719)),
      activatedAt: plus(now, -9),
    });
    // A tablet's damage protection sold by an insurer (spec §8 insurer channel): active, but its
    // claims start on the insurer's helpline, so the self-serve flow shows the insurer message.
    const [tablet] = await pastOrder(tx, customer.id, now, 20, [['SD-TABLET', 12]], 'insurer');
    await updateCustomerPlan(tx, tablet!.id, {
      registration: 'registered',
      device: { brand: 'Apple', model: 'iPad Air 11', serial: 'DMPXK2ABCD12', device_price: 5_990_000 },
      startsOn: iso(plus(now, -20)),
      endsOn: iso(plus(now, 344)),
      activatedAt: plus(now, -19),
    });
  });
}
