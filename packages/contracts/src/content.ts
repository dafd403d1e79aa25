import { z } from 'zod';
import { CategorySummary, Plan, RepairItem } from './catalogue';

export const HomeProducts = z.object({ products: z.array(CategorySummary) });
export type HomeProducts = z.infer<typeof HomeProducts>;

export const FeaturedCategories = z.object({ categories: z.array(CategorySummary) });

export const HomeFeature = z.object({ title: z.string(), description: z.string(), icon: z.string() });
export const HomeFeatures = z.object({ features: z.array(HomeFeature) });
export type HomeFeatures = z.infer<typeof HomeFeatures>;

export const Banner = z.object({
  id: z.number().int(),
  placement: z.string(),
  title: z.string(),
  subtitle: z.string(),
  cta_label: z.string(),
  cta_href: z.string(),
});
export const Banners = z.object({ banners: z.array(Banner) });
export type Banners = z.infer<typeof Banners>;

/** Plans for all devices grouped by category (protection plans, AMC). */
export const PlansByCategory = z.object({
  groups: z.array(z.object({ category: CategorySummary, plans: z.array(Plan) })),
});
export type PlansByCategory = z.infer<typeof PlansByCategory>;

export const DevicesAndPlans = z.object({
  devices: z.array(
    z.object({
      category: CategorySummary,
      plan_types: z.array(z.object({ key: z.string(), name: z.string(), path: z.string().nullable() })),
    }),
  ),
});
export type DevicesAndPlans = z.infer<typeof DevicesAndPlans>;

export const InstaRepairDevices = z.object({
  devices: z.array(z.object({ category: CategorySummary, plans: z.array(Plan) })),
});

export const GridData = z.object({
  rows: z.array(
    z.object({
      group: z.string(),
      title: z.string(),
      items: z.array(z.object({ name: z.string(), path: z.string() })),
    }),
  ),
});
export type GridData = z.infer<typeof GridData>;

export { RepairItem };
