import { randomBytes } from 'node:crypto';
import {
  ensureCustomerByPhone,
  insertCustomerPlans,
  orderItemsOf,
  updateOrder,
  type OrderRow,
  type Tx,
} from '@kavach/db';
import { preventiveMaintenanceCount, type PlanTypeKey } from '@kavach/domain';

/** Plan types used without activation: registered at purchase, running from the day of payment. */
const NO_ACTIVATION: readonly string[] = ['insta-repair', 'homecare'];
/** Days after purchase to activate (link the device); afterwards an unactivated plan is Lapsed. */
export const ACTIVATION_WINDOW_DAYS = 30;

const handle = () => randomBytes(24).toString('base64url');
const isoDay = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
function addDays(d: Date, days: number) {
  return new Date(d.getTime() + days * 86_400_000);
}
function addMonthsMinusDay(d: Date, months: number) {
  const x = new Date(d.getTime());
  x.setUTCMonth(x.getUTCMonth() + months);
  return addDays(x, -1);
}

/**
 * Runs in THE fulfilment transaction when an order becomes paid (issue 4): the order gets its
 * customer account — the signed-in customer's, else the account of the order's phone (made if
 * needed) — and one account plan per unit of every order line, each with random osid handles.
 */
export async function plansFromPaidOrder(tx: Tx, order: OrderRow, now: Date, phoneVerified: boolean) {
  const customerId =
    order.customerId ??
    (
      await ensureCustomerByPhone(tx, {
        publicId: randomBytes(16).toString('base64url'),
        phone: order.phone,
        email: order.email.toLowerCase(),
        firstName: order.name.split(' ')[0] ?? '',
        lastName: order.name.split(' ').slice(1).join(' '),
        phoneVerifiedAt: phoneVerified ? now : null,
        createdAt: now,
        updatedAt: now,
      })
    ).id;
  if (order.customerId !== customerId) await updateOrder(tx, order.id, { customerId, updatedAt: now });
  const items = await orderItemsOf(tx, order.id);
  const rows = items.flatMap((item) =>
    Array.from({ length: item.quantity }, (_, unitIndex) => {
      const runsNow = NO_ACTIVATION.includes(item.planType);
      return {
        osid: handle(),
        tokenizedOsid: handle(),
        customerId,
        orderId: order.id,
        orderItemId: item.id,
        unitIndex,
        planId: item.planId,
        planPriceId: item.planPriceId,
        planName: item.title,
        planType: item.planType,
        categorySlug: item.categorySlug,
        tenureMonths: item.tenureMonths,
        channel: order.channel,
        registration: runsNow ? 'registered' : 'pending',
        purchasedAt: order.paidAt ?? now,
        activationDeadline: runsNow ? null : isoDay(addDays(now, ACTIVATION_WINDOW_DAYS)),
        startsOn: runsNow ? isoDay(now) : null,
        endsOn: runsNow ? isoDay(addMonthsMinusDay(now, Math.max(1, item.tenureMonths))) : null,
        pmTotal: preventiveMaintenanceCount(item.planType as PlanTypeKey, item.tenureMonths),
        activatedAt: runsNow ? now : null,
        createdAt: now,
        updatedAt: now,
      };
    }),
  );
  await insertCustomerPlans(tx, rows);
}
