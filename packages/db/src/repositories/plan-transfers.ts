import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import { endPlanTransfer } from '../lifecycle/plan-transfers';
import { activationDocuments, customerPlans, customers, type ActivationPersonal } from '../schema/customers';
import { planTransfers } from '../schema/plan-transfers';
import type { CustomerPlanRow } from './account';
import type { DbOrTx } from './tx';

export type PlanTransferRow = typeof planTransfers.$inferSelect;

/** The transfers of these plans waiting for their buyer (decision 097), by plan id. */
export async function pendingTransfersOfPlans(
  db: DbOrTx,
  planIds: readonly number[],
  now: Date,
): Promise<Map<number, PlanTransferRow>> {
  if (planIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(planTransfers)
    .where(
      and(
        inArray(planTransfers.customerPlanId, [...planIds]),
        eq(planTransfers.status, 'pending'),
        gt(planTransfers.expiresAt, now),
      ),
    );
  return new Map(rows.map((r) => [r.customerPlanId, r]));
}

/** Transfers waiting for the holder of this phone, with their plan and who is handing it over. */
export async function pendingTransfersToPhone(db: DbOrTx, phone: string, now: Date) {
  return db
    .select({ transfer: planTransfers, plan: customerPlans, fromFirstName: customers.firstName })
    .from(planTransfers)
    .innerJoin(customerPlans, eq(customerPlans.id, planTransfers.customerPlanId))
    .innerJoin(customers, eq(customers.id, planTransfers.fromCustomerId))
    .where(
      and(
        eq(planTransfers.toPhone, phone),
        eq(planTransfers.status, 'pending'),
        gt(planTransfers.expiresAt, now),
      ),
    )
    .orderBy(planTransfers.createdAt);
}

/** One transfer by its public handle, locked until the transaction ends. */
export async function lockPlanTransfer(tx: DbOrTx, publicId: string): Promise<PlanTransferRow | null> {
  const rows = await tx
    .select()
    .from(planTransfers)
    .where(eq(planTransfers.publicId, publicId))
    .for('update');
  return rows[0] ?? null;
}

/** A plan by id while it still belongs to `customerId`, locked until the transaction ends. */
export async function lockPlanById(
  tx: DbOrTx,
  planId: number,
  customerId: number,
): Promise<CustomerPlanRow | null> {
  const rows = await tx
    .select()
    .from(customerPlans)
    .where(and(eq(customerPlans.id, planId), eq(customerPlans.customerId, customerId)))
    .for('update');
  return rows[0] ?? null;
}

/** A plan's waiting transfer whose deadline has passed is cancelled (at its deadline). */
export async function lapseExpiredTransferOfPlan(tx: DbOrTx, planId: number, now: Date): Promise<void> {
  const expired = await tx
    .select({ id: planTransfers.id, expiresAt: planTransfers.expiresAt })
    .from(planTransfers)
    .where(
      and(
        eq(planTransfers.customerPlanId, planId),
        eq(planTransfers.status, 'pending'),
        lte(planTransfers.expiresAt, now),
      ),
    );
  for (const t of expired) await endPlanTransfer(tx, t, 'cancelled', t.expiresAt);
}

export async function insertPlanTransfer(tx: DbOrTx, values: typeof planTransfers.$inferInsert) {
  const [row] = await tx.insert(planTransfers).values(values).returning();
  return row!;
}

/**
 * The plan, its activation documents and its personal details move to the new owner (decision
 * 097). Its requests stay with the customer who raised them; the order stays with the buyer of it.
 */
export async function movePlanToCustomer(
  tx: DbOrTx,
  plan: Pick<CustomerPlanRow, 'id' | 'customerId'>,
  toCustomerId: number,
  personal: ActivationPersonal,
  now: Date,
): Promise<void> {
  await tx
    .update(customerPlans)
    .set({ customerId: toCustomerId, personal, updatedAt: now })
    .where(and(eq(customerPlans.id, plan.id), eq(customerPlans.customerId, plan.customerId)));
  await tx
    .update(activationDocuments)
    .set({ customerId: toCustomerId })
    .where(eq(activationDocuments.customerPlanId, plan.id));
}
