import { and, asc, count, desc, eq, gt, inArray } from 'drizzle-orm';
import { activationDocuments, customerAddresses, customerPlans } from '../schema/customers';
import { serviceRequests } from '../schema/service-requests';
import { orders } from '../schema/orders';
import { planPrices, plans } from '../schema/catalogue';
import type { DbOrTx } from './tx';
import { PAID_ORDER_STATES, POSTPAID_ORDER_STATES } from '@kavach/domain';

export type CustomerPlanRow = typeof customerPlans.$inferSelect;
export type CustomerAddressRow = typeof customerAddresses.$inferSelect;
export type ServiceRequestRow = typeof serviceRequests.$inferSelect;
export type ActivationDocumentRow = typeof activationDocuments.$inferSelect;

export async function insertCustomerPlans(tx: DbOrTx, rows: (typeof customerPlans.$inferInsert)[]) {
  if (rows.length === 0) return;
  await tx.insert(customerPlans).values(rows).onConflictDoNothing();
}

export async function plansOfCustomer(db: DbOrTx, customerId: number): Promise<CustomerPlanRow[]> {
  return db
    .select()
    .from(customerPlans)
    .where(eq(customerPlans.customerId, customerId))
    .orderBy(desc(customerPlans.purchasedAt), asc(customerPlans.id));
}

export async function plansOfOrder(db: DbOrTx, orderId: number): Promise<CustomerPlanRow[]> {
  return db
    .select()
    .from(customerPlans)
    .where(eq(customerPlans.orderId, orderId))
    .orderBy(asc(customerPlans.id));
}

/** The plan with this osid IF it belongs to the customer (docs/product/security-tests.md#t6-1: another's osid reads as absent). */
export async function findPlanOfCustomer(
  db: DbOrTx,
  customerId: number,
  osid: string,
): Promise<CustomerPlanRow | null> {
  const [row] = await db
    .select()
    .from(customerPlans)
    .where(and(eq(customerPlans.osid, osid), eq(customerPlans.customerId, customerId)))
    .limit(1);
  return row ?? null;
}

/** Customer plans by id, locked for this transaction, in id order. */
export async function lockCustomerPlansById(tx: DbOrTx, ids: number[]): Promise<CustomerPlanRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(customerPlans)
    .where(inArray(customerPlans.id, ids))
    .orderBy(asc(customerPlans.id))
    .for('update');
}

/** The renewals already bought for a plan (decision 091), the first term first. */
export async function renewalsOfPlan(db: DbOrTx, planId: number): Promise<CustomerPlanRow[]> {
  return db
    .select()
    .from(customerPlans)
    .where(eq(customerPlans.renewedFromPlanId, planId))
    .orderBy(asc(customerPlans.startsOn), asc(customerPlans.id));
}

export async function updateCustomerPlan(
  db: DbOrTx,
  id: number,
  values: Partial<typeof customerPlans.$inferInsert>,
): Promise<CustomerPlanRow> {
  const [row] = await db.update(customerPlans).set(values).where(eq(customerPlans.id, id)).returning();
  return row!;
}

/**
 * Orders & Bookings: the customer's paid orders and their bookings to pay after the visit (booked,
 * or done with the payment due); not carts that never became either.
 */
export async function ordersOfCustomer(db: DbOrTx, customerId: number) {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        inArray(orders.status, [...PAID_ORDER_STATES, ...POSTPAID_ORDER_STATES]),
      ),
    )
    .orderBy(desc(orders.createdAt));
}

export async function findOrderOfCustomer(db: DbOrTx, customerId: number, orderRef: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderRef, orderRef), eq(orders.customerId, customerId)))
    .limit(1);
  return row ?? null;
}

export async function addressesOfCustomer(db: DbOrTx, customerId: number): Promise<CustomerAddressRow[]> {
  return db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(desc(customerAddresses.updatedAt), desc(customerAddresses.id));
}

export async function countAddresses(db: DbOrTx, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId));
  return row?.n ?? 0;
}

export async function insertAddress(
  db: DbOrTx,
  values: typeof customerAddresses.$inferInsert,
): Promise<CustomerAddressRow> {
  const [row] = await db.insert(customerAddresses).values(values).returning();
  return row!;
}

/** Updates the address only if it is the customer's; null otherwise (docs/product/security-tests.md#t6-1, no foreign writes). */
export async function updateAddressOfCustomer(
  db: DbOrTx,
  customerId: number,
  id: number,
  values: Partial<typeof customerAddresses.$inferInsert>,
): Promise<CustomerAddressRow | null> {
  const [row] = await db
    .update(customerAddresses)
    .set(values)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)))
    .returning();
  return row ?? null;
}

export async function deleteAddressOfCustomer(db: DbOrTx, customerId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)))
    .returning({ id: customerAddresses.id });
  return rows.length > 0;
}

export async function requestsOfCustomer(db: DbOrTx, customerId: number): Promise<ServiceRequestRow[]> {
  return db
    .select()
    .from(serviceRequests)
    .where(eq(serviceRequests.customerId, customerId))
    .orderBy(desc(serviceRequests.createdAt));
}

export async function insertServiceRequest(db: DbOrTx, values: typeof serviceRequests.$inferInsert) {
  await db.insert(serviceRequests).values(values).onConflictDoNothing();
}

export async function documentsOfPlan(db: DbOrTx, customerPlanId: number): Promise<ActivationDocumentRow[]> {
  return db
    .select()
    .from(activationDocuments)
    .where(eq(activationDocuments.customerPlanId, customerPlanId))
    .orderBy(asc(activationDocuments.id));
}

export async function insertActivationDocument(
  db: DbOrTx,
  values: typeof activationDocuments.$inferInsert,
): Promise<ActivationDocumentRow> {
  const [row] = await db.insert(activationDocuments).values(values).returning();
  return row!;
}

/** The document IF it is the customer's (docs/product/security-tests.md#t11-3 owner-only). */
export async function findDocumentOfCustomer(
  db: DbOrTx,
  customerId: number,
  publicId: string,
): Promise<ActivationDocumentRow | null> {
  const [row] = await db
    .select()
    .from(activationDocuments)
    .where(and(eq(activationDocuments.publicId, publicId), eq(activationDocuments.customerId, customerId)))
    .limit(1);
  return row ?? null;
}

export async function deleteDocumentOfCustomer(db: DbOrTx, customerId: number, publicId: string) {
  const rows = await db
    .delete(activationDocuments)
    .where(and(eq(activationDocuments.publicId, publicId), eq(activationDocuments.customerId, customerId)))
    .returning();
  return rows[0] ?? null;
}

/** Uploads by a customer since `since` (docs/product/security-tests.md#t11-2 daily limit) and on one plan (per-activation limit). */
export async function documentCounts(db: DbOrTx, customerId: number, customerPlanId: number, since: Date) {
  const [day] = await db
    .select({ n: count() })
    .from(activationDocuments)
    .where(and(eq(activationDocuments.customerId, customerId), gt(activationDocuments.createdAt, since)));
  const [plan] = await db
    .select({ n: count() })
    .from(activationDocuments)
    .where(eq(activationDocuments.customerPlanId, customerPlanId));
  return { today: day?.n ?? 0, plan: plan?.n ?? 0 };
}

/** Covers of catalogue plans, by plan id (for account cards). */
export async function coversOfPlans(db: DbOrTx, planIds: number[]): Promise<Map<number, string[]>> {
  if (planIds.length === 0) return new Map();
  const rows = await db
    .select({ id: plans.id, covers: plans.covers })
    .from(plans)
    .where(inArray(plans.id, [...new Set(planIds)]));
  return new Map(rows.map((r) => [r.id, r.covers]));
}

/** Public order references by order id. */
/** What a plan card needs of its order: the reference, and the status and gateway (who invoiced it). */
export interface OrderHead {
  ref: string;
  status: string;
  gateway: string;
}

export async function orderHeadsOf(db: DbOrTx, orderIds: number[]): Promise<Map<number, OrderHead>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, ref: orders.orderRef, status: orders.status, gateway: orders.gateway })
    .from(orders)
    .where(inArray(orders.id, [...new Set(orderIds)]));
  return new Map(rows.map(({ id, ...head }) => [id, head]));
}

/** Plans of an order that belong to nobody else yet, moved to `customerId` (attach_plan). */
export async function movePlansOfOrder(tx: DbOrTx, orderId: number, customerId: number, now: Date) {
  const rows = await tx
    .update(customerPlans)
    .set({ customerId, updatedAt: now })
    .where(eq(customerPlans.orderId, orderId))
    .returning({ id: customerPlans.id });
  await tx.update(orders).set({ customerId, updatedAt: now }).where(eq(orders.id, orderId));
  return rows.length;
}

/** The order an activation token names, locked FOR UPDATE until the transaction ends (attach_plan). */
export async function lockOrderByActivationToken(tx: DbOrTx, token: string) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.activationToken, token))
    .limit(1)
    .for('update');
  return order ?? null;
}

/**
 * The plan of a SKU with its lowest-band price for a tenure (the demo customer's past orders,
 * apps/api account/demo-customer.ts), or null.
 */
export async function lowestPriceOfSku(db: DbOrTx, sku: string, tenureMonths: number) {
  const [row] = await db
    .select({
      planId: plans.id,
      priceId: planPrices.id,
      title: plans.displayTitle,
      type: plans.planType,
      category: plans.categorySlug,
      price: planPrices.pricePaise,
    })
    .from(plans)
    .innerJoin(planPrices, eq(planPrices.planId, plans.id))
    .where(and(eq(plans.sku, sku), eq(planPrices.tenureMonths, tenureMonths)))
    .orderBy(asc(planPrices.minDevicePricePaise))
    .limit(1);
  return row ?? null;
}
