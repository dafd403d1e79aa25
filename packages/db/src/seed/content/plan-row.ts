import type { plans } from '../../schema';
import type { PriceRow } from './pricing';

/** A plans row before its serial id is known. */
export type PlanRow = Omit<typeof plans.$inferInsert, 'id'>;

/** A plan with the price rows inserted after it (plan_prices.plan_id filled at insert time). */
export interface SeedPlan {
  plan: PlanRow;
  prices: PriceRow[];
}

/** `EW` + `air-conditioner` → `EW-AIR-CONDITIONER`: stable, readable SKUs. */
export function skuOf(prefix: string, ...parts: string[]): string {
  return [prefix, ...parts].join('-').toUpperCase();
}

/** Purchase windows in days after device purchase (docs/product/catalogue.md#categories-and-plan-types, docs/product/activation.md#eligibility). */
export const PURCHASE_WINDOW_DAYS = {
  extendedWarranty: 270,
  sameDay: 0,
} as const;

/** Plan order inside a category page. */
export const PLAN_SORT = {
  'extended-warranty': 10,
  'spills-and-drops': 20,
  'screen-protection': 30,
  'total-care': 40,
  amc: 50,
  'comprehensive-amc': 60,
  'insta-repair': 70,
  homecare: 80,
} as const;
