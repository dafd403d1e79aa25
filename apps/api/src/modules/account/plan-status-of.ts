import type { CustomerPlanRow } from '@kavach/db';
import { planStatusOn, planTypeByKey, type PlanStatus, type RegistrationState } from '@kavach/domain';

/** An ISO day of the plan row as the start of that day in India. */
export const day = (iso: string | null) => (iso ? new Date(`${iso}T00:00:00+05:30`) : null);

/** A plan row's docs/product/accounts.md#plan-statuses status on `today`, computed from its registration and dates (planStatusOn). */
export function statusOfPlan(plan: CustomerPlanRow, today: Date): PlanStatus {
  return planStatusOn(
    {
      registration: plan.registration as RegistrationState,
      consumed: plan.consumed,
      productType: planTypeByKey(plan.planType)?.group ?? 'extended-warranty',
      purchasedOn: plan.purchasedAt,
      activationDeadline: day(plan.activationDeadline),
      startsOn: day(plan.startsOn),
      endsOn: day(plan.endsOn),
      manufacturerWarrantyEndsOn: day(plan.manufacturerWarrantyEndsOn),
    },
    today,
  );
}
