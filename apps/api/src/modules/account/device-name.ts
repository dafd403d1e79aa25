import type { CustomerPlanRow } from '@kavach/db';

/** A plan's device as a person names it in a message: what they called it, else brand and model. */
export const deviceName = (plan: Pick<CustomerPlanRow, 'device'>): string | null =>
  plan.device.device_name ?? ([plan.device.brand, plan.device.model].filter(Boolean).join(' ') || null);
