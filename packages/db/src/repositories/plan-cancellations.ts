import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { canTransitionRegistration, type RegistrationState } from '@kavach/domain';
import { customerPlans } from '../schema/customers';
import { planCancellations } from '../schema/plan-cancellations';
import { orderItems, payments } from '../schema/orders';
import { serviceRequests } from '../schema/service-requests';
import type { DbOrTx } from './tx';

export type PlanCancellationRow = typeof planCancellations.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** The order lines of these ids (a plan's line: its price, discount and booked visit). */
export async function orderItemsByIds(
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, OrderItemRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * How many service requests were raised on each plan (decision 093): every request but a
 * temporary one that expired before its co-pay was paid — that one was never raised.
 */
export async function requestsRaisedOnPlans(
  db: DbOrTx,
  planIds: readonly number[],
): Promise<Map<number, number>> {
  if (planIds.length === 0) return new Map();
  const rows = await db
    .select({ planId: serviceRequests.customerPlanId, n: sql<number>`count(*)::int` })
    .from(serviceRequests)
    .where(and(inArray(serviceRequests.customerPlanId, [...planIds]), ne(serviceRequests.status, 'expired')))
    .groupBy(serviceRequests.customerPlanId);
  return new Map(rows.map((r) => [r.planId, r.n]));
}

/** The cancellations of these plans, by plan id. */
export async function cancellationsOfPlans(
  db: DbOrTx,
  planIds: readonly number[],
): Promise<Map<number, PlanCancellationRow>> {
  if (planIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(planCancellations)
    .where(inArray(planCancellations.customerPlanId, [...planIds]));
  return new Map(rows.map((r) => [r.customerPlanId, r]));
}

/** The gateway payment that paid an order: the captured one (a duplicate was refunded, not kept). */
export async function capturedPaymentOfOrder(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'captured')))
    .orderBy(payments.id)
    .limit(1);
  return row ?? null;
}

/** Which of these orders have a captured payment on record (what a plan's refund goes back to). */
export async function ordersWithCapturedPayment(
  db: DbOrTx,
  orderIds: readonly number[],
): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ orderId: payments.orderId })
    .from(payments)
    .where(and(inArray(payments.orderId, [...new Set(orderIds)]), eq(payments.status, 'captured')));
  return new Set(rows.map((r) => r.orderId));
}

/**
 * The plan moved to `cancelled` from the registration the caller read, and its cancellation
 * recorded, in the caller's transaction (decision 093). Null when the plan moved meanwhile.
 */
export async function cancelPlan(
  tx: DbOrTx,
  plan: { id: number; registration: string },
  row: Omit<typeof planCancellations.$inferInsert, 'id' | 'customerPlanId' | 'refundedAt'>,
): Promise<PlanCancellationRow | null> {
  if (!canTransitionRegistration(plan.registration as RegistrationState, 'cancelled'))
    throw new Error(`plan ${plan.id}: ${plan.registration} → cancelled is not in its registration table`);
  const moved = await tx
    .update(customerPlans)
    .set({ registration: 'cancelled', updatedAt: row.createdAt })
    .where(and(eq(customerPlans.id, plan.id), eq(customerPlans.registration, plan.registration)))
    .returning({ id: customerPlans.id });
  if (moved.length === 0) return null;
  const [made] = await tx
    .insert(planCancellations)
    .values({ ...row, customerPlanId: plan.id })
    .returning();
  return made!;
}

/** The gateway took the refund of a cancelled plan (the refund notifier). */
export async function markPlanCancellationRefunded(db: DbOrTx, id: number, at: Date): Promise<void> {
  await db
    .update(planCancellations)
    .set({ refundedAt: at })
    .where(and(eq(planCancellations.id, id), sql`${planCancellations.refundedAt} is null`));
}
