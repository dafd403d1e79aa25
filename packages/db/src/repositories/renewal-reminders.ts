import { and, asc, between, eq, sql } from 'drizzle-orm';
import { customerPlans, customers, planRenewalReminders } from '../schema/customers';
import type { CustomerPlanRow } from './account';
import type { Tx } from './tx';

/** A plan whose renewal reminder is due, with where to send it. */
export interface DueRenewalReminder {
  plan: CustomerPlanRow;
  phone: string | null;
  email: string | null;
  kind: '30_days' | '7_days';
}

/**
 * Claims up to `limit` plans whose renewal reminder is due (decision 091) for the caller's
 * transaction, `FOR UPDATE SKIP LOCKED` so a second API replica skips the plans this one holds:
 * yearly contracts, registered and valid, ending between `today` and `last` (ISO days), not yet
 * renewed and not yet sent the reminder due — `7_days` when they end by `soon`, else `30_days`.
 * Read along `customer_plans_renewable_end_idx` (its predicate is repeated here word for word).
 */
export async function claimDueRenewalReminders(
  tx: Tx,
  input: { today: string; soon: string; last: string; limit: number },
): Promise<DueRenewalReminder[]> {
  const kind = sql<
    '30_days' | '7_days'
  >`(case when ${customerPlans.endsOn} <= ${input.soon} then '7_days' else '30_days' end)`;
  return tx
    .select({ plan: customerPlans, phone: customers.phone, email: customers.email, kind })
    .from(customerPlans)
    .innerJoin(customers, eq(customers.id, customerPlans.customerId))
    .where(
      and(
        sql`${customerPlans.planType} in ('amc', 'comprehensive-amc', 'homecare')`,
        eq(customerPlans.registration, 'registered'),
        eq(customerPlans.isValid, true),
        eq(customerPlans.consumed, false),
        between(customerPlans.endsOn, input.today, input.last),
        sql`not exists (select 1 from ${customerPlans} as renewal where renewal.renewed_from_plan_id = ${customerPlans.id})`,
        sql`not exists (select 1 from ${planRenewalReminders} where ${planRenewalReminders.customerPlanId} = ${customerPlans.id} and ${planRenewalReminders.kind} = ${kind})`,
      ),
    )
    .orderBy(asc(customerPlans.endsOn), asc(customerPlans.id))
    .limit(input.limit)
    .for('update', { of: customerPlans, skipLocked: true });
}

/** Records a reminder as sent; false when it already was (then nothing is sent again). */
export async function recordRenewalReminder(
  tx: Tx,
  customerPlanId: number,
  kind: '30_days' | '7_days',
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(planRenewalReminders)
    .values({ customerPlanId, kind, sentAt: now })
    .onConflictDoNothing()
    .returning({ id: planRenewalReminders.customerPlanId });
  return rows.length > 0;
}
