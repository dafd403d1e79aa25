import { DEVICE_CATEGORIES, type PlanTypeKey, type DeviceCategory } from '@kavach/domain';
import { amcPlan, comprehensiveAmcPlan } from './plans-amc';
import { homecarePlans } from './plans-homecare';
import { instaRepairPlans } from './plans-insta-repair';
import { extendedWarrantyPlan, screenProtectionPlan, spillsAndDropsPlan } from './plans-protection';
import { totalCarePlans } from './plans-total-care';
import type { SeedPlan } from './plan-row';

/** Plan builders per plan type; home care is sold as category-less bundles (below). */
const BUILDERS: Record<Exclude<PlanTypeKey, 'homecare'>, (c: DeviceCategory) => SeedPlan[]> = {
  'extended-warranty': (c) => [extendedWarrantyPlan(c)],
  'spills-and-drops': (c) => [spillsAndDropsPlan(c)],
  'screen-protection': (c) => [screenProtectionPlan(c)],
  amc: (c) => [amcPlan(c)],
  'comprehensive-amc': (c) => [comprehensiveAmcPlan(c)],
  'insta-repair': instaRepairPlans,
  'total-care': totalCarePlans,
};

/** Every sellable plan: each category × each plan type it offers, plus the home-care bundles. */
export function seedPlans(): SeedPlan[] {
  const perCategory = DEVICE_CATEGORIES.flatMap((c) =>
    c.planTypes.flatMap((t) => (t === 'homecare' ? [] : BUILDERS[t](c))),
  );
  return [...perCategory, ...homecarePlans()];
}
