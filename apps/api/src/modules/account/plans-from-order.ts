import { randomBytes } from 'node:crypto';
import {
  insertCustomerPlans,
  lockCustomer,
  lockCustomerPlansById,
  orderItemsOf,
  renewalsOfPlan,
  updateOrder,
  type CustomerPlanRow,
  type OrderRow,
  type Tx,
} from '@kavach/db';
import {
  ACTIVATED_AT_PURCHASE,
  activationDeadlineOf,
  coverageDates,
  preventiveMaintenanceCount,
  renewalTermAfter,
  type PlanTypeKey,
} from '@kavach/domain';
import { accountOfPhone } from '../customers/phone-account';

const handle = () => randomBytes(24).toString('base64url');

/**
 * Runs in THE fulfilment transaction when an order becomes paid (issue 4): the order gets its
 * customer account — the signed-in customer's, else the account of the order's phone (made if
 * needed, never one that claimed the phone unverified: decision 039) — and one account plan per
 * unit of every order line, each with random osid handles. The signed-in customer's row is locked
 * first: an account deleted before the payment settled (decision 096) gets nothing more, and the
 * plans go to the account of the phone on the order, as a guest's would — what was paid for is
 * never lost, and never lands on an account that names nobody.
 * A plan counts as bought when the order was paid: at settlement that is now; a partner's sale
 * (decision 024) was paid on the partner's purchase day, which its activation window runs from.
 */
export async function plansFromPaidOrder(tx: Tx, order: OrderRow, now: Date, phoneVerified: boolean) {
  const purchasedAt = order.paidAt ?? now;
  const owner = order.customerId === null ? null : await lockCustomer(tx, order.customerId);
  const customerId =
    (owner && owner.deletedAt === null ? owner.id : null) ??
    (
      await accountOfPhone(tx, order.phone, now, phoneVerified, {
        email: order.email ? order.email.toLowerCase() : null,
        firstName: order.name.split(' ')[0] ?? '',
        lastName: order.name.split(' ').slice(1).join(' '),
      })
    ).id;
  if (order.customerId !== customerId) await updateOrder(tx, order.id, { customerId, updatedAt: now });
  const items = await orderItemsOf(tx, order.id);
  const renewed = await lockCustomerPlansById(
    tx,
    items.flatMap((i) => (i.renewsPlanId === null ? [] : [i.renewsPlanId])),
  );
  const renewals = new Map<number, Awaited<ReturnType<typeof renewalTermOf>>>();
  for (const plan of renewed)
    renewals.set(
      plan.id,
      await renewalTermOf(
        tx,
        plan,
        items.find((i) => i.renewsPlanId === plan.id)!,
        now,
      ),
    );
  const rows = items.flatMap((item) =>
    Array.from({ length: item.quantity }, (_, unitIndex) => {
      const unit = {
        osid: handle(),
        tokenizedOsid: handle(),
        customerId,
        orderId: order.id,
        orderItemId: item.id,
        unitIndex,
        planId: item.planId,
        planPriceId: item.planPriceId,
        planName: item.title,
        channel: order.channel,
        purchasedAt,
        createdAt: now,
        updatedAt: now,
      };
      const renewal = item.renewsPlanId === null ? undefined : renewals.get(item.renewsPlanId);
      if (renewal) return { ...unit, ...renewal };
      const planType = item.planType as PlanTypeKey;
      const runsNow = ACTIVATED_AT_PURCHASE.includes(planType);
      const runs = runsNow
        ? coverageDates({
            planType,
            tenureMonths: item.tenureMonths,
            planPurchasedAt: purchasedAt,
            devicePurchasedOn: null,
            manufacturerWarrantyMonths: null,
            preferredStartOn: null,
            today: now,
          })
        : null;
      return {
        ...unit,
        planType: item.planType,
        categorySlug: item.categorySlug,
        tenureMonths: item.tenureMonths,
        registration: runsNow ? 'registered' : 'pending',
        activationDeadline: runsNow ? null : activationDeadlineOf(purchasedAt),
        startsOn: runs?.startsOn ?? null,
        endsOn: runs?.endsOn ?? null,
        pmTotal: preventiveMaintenanceCount(planType, item.tenureMonths),
        activatedAt: runsNow ? now : null,
      };
    }),
  );
  await insertCustomerPlans(tx, rows);
}

/**
 * The plan a paid renewal makes (decision 091): registered at once with the renewed plan's device
 * and details, for the next term (renewalTermAfter: after the plan and any term already bought).
 */
async function renewalTermOf(
  tx: Tx,
  plan: CustomerPlanRow,
  item: { tenureMonths: number; planType: string },
  now: Date,
) {
  const earlier = await renewalsOfPlan(tx, plan.id);
  const term = renewalTermAfter([plan.endsOn, ...earlier.map((r) => r.endsOn)], item.tenureMonths, now);
  return {
    planType: item.planType,
    categorySlug: plan.categorySlug,
    tenureMonths: item.tenureMonths,
    registration: 'registered',
    activationDeadline: null,
    startsOn: term.startsOn,
    endsOn: term.endsOn,
    manufacturerWarrantyEndsOn: plan.manufacturerWarrantyEndsOn,
    device: plan.device,
    personal: plan.personal,
    pmTotal: preventiveMaintenanceCount(item.planType as PlanTypeKey, item.tenureMonths),
    isRenewal: true,
    renewedFromPlanId: plan.id,
    activatedAt: now,
  };
}
