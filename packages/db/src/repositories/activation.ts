import { and, asc, eq, inArray } from 'drizzle-orm';
import { plans, planPrices } from '../schema/catalogue';
import { activationDocuments, customerPlans } from '../schema/customers';
import type { CartDeviceDetail } from '../schema/cart';
import { orderItems, orders } from '../schema/orders';
import type { ActivationDocumentRow, CustomerPlanRow } from './account';
import type { DbOrTx } from './tx';

/*
 * Reads and writes of plan activation (issue 4 §3). Every query that takes a customer id is scoped
 * by it, so another customer's osid or document id reads as absent (docs/product/security-tests.md#t6-1).
 */

export async function findOrderById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row ?? null;
}

/** The plans of one order that belong to this customer, oldest first (the docs/product/activation.md#required-fields-by-plan activation order). */
export async function plansOfOrderOfCustomer(
  db: DbOrTx,
  orderId: number,
  customerId: number,
): Promise<CustomerPlanRow[]> {
  return db
    .select()
    .from(customerPlans)
    .where(and(eq(customerPlans.orderId, orderId), eq(customerPlans.customerId, customerId)))
    .orderBy(asc(customerPlans.id));
}

/** The plan with this osid IF it is the customer's, locked until the transaction ends. */
export async function lockPlanOfCustomer(
  tx: DbOrTx,
  customerId: number,
  osid: string,
): Promise<CustomerPlanRow | null> {
  const [row] = await tx
    .select()
    .from(customerPlans)
    .where(and(eq(customerPlans.osid, osid), eq(customerPlans.customerId, customerId)))
    .limit(1)
    .for('update');
  return row ?? null;
}

/**
 * Updates the plan only while its registration is still `from` (check and act as one step, ASVS
 * 15.4.2): null when another request changed it first.
 */
export async function updatePlanIfRegistration(
  tx: DbOrTx,
  id: number,
  from: string,
  values: Partial<typeof customerPlans.$inferInsert>,
): Promise<CustomerPlanRow | null> {
  const [row] = await tx
    .update(customerPlans)
    .set(values)
    .where(and(eq(customerPlans.id, id), eq(customerPlans.registration, from)))
    .returning();
  return row ?? null;
}

export async function documentsOfPlans(db: DbOrTx, planIds: number[]): Promise<ActivationDocumentRow[]> {
  if (planIds.length === 0) return [];
  return db
    .select()
    .from(activationDocuments)
    .where(inArray(activationDocuments.customerPlanId, planIds))
    .orderBy(asc(activationDocuments.id));
}

/** What the catalogue says about the plans being activated: covers and the device-price band. */
export interface PlanCatalogueFacts {
  covers: string[];
  minDevicePricePaise: number;
  maxDevicePricePaise: number | null;
}

/** Catalogue facts by plan_prices id (the price row a plan was sold at). */
export async function catalogueFactsOf(
  db: DbOrTx,
  planPriceIds: number[],
): Promise<Map<number, PlanCatalogueFacts>> {
  if (planPriceIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: planPrices.id,
      covers: plans.covers,
      min: planPrices.minDevicePricePaise,
      max: planPrices.maxDevicePricePaise,
    })
    .from(planPrices)
    .innerJoin(plans, eq(plans.id, planPrices.planId))
    .where(inArray(planPrices.id, [...new Set(planPriceIds)]));
  return new Map(
    rows.map((r) => [r.id, { covers: r.covers, minDevicePricePaise: r.min, maxDevicePricePaise: r.max }]),
  );
}

/** The device details entered in the cart (docs/product/activation.md#device-details Device detail keys), by order line id. */
export async function deviceDetailsOfItems(
  db: DbOrTx,
  orderItemIds: number[],
): Promise<Map<number, CartDeviceDetail>> {
  if (orderItemIds.length === 0) return new Map();
  const rows = await db
    .select({ id: orderItems.id, detail: orderItems.deviceDetail })
    .from(orderItems)
    .where(inArray(orderItems.id, [...new Set(orderItemIds)]));
  return new Map(rows.map((r) => [r.id, r.detail]));
}

/** A customer's document together with the registration of its plan; null if not theirs. */
export async function documentOfCustomerWithPlan(db: DbOrTx, customerId: number, publicId: string) {
  const [row] = await db
    .select({
      document: activationDocuments,
      osid: customerPlans.osid,
      registration: customerPlans.registration,
    })
    .from(activationDocuments)
    .innerJoin(customerPlans, eq(customerPlans.id, activationDocuments.customerPlanId))
    .where(and(eq(activationDocuments.publicId, publicId), eq(activationDocuments.customerId, customerId)))
    .limit(1);
  return row ?? null;
}

/** The storage keys among `keys` that a document row refers to (the orphan sweeper keeps these). */
export async function storageKeysInUse(db: DbOrTx, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: activationDocuments.storageKey })
    .from(activationDocuments)
    .where(inArray(activationDocuments.storageKey, [...keys]));
  return new Set(rows.map((r) => r.key));
}
