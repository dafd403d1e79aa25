import { z } from 'zod';
import { PLAN_TYPES, type PlanTypeKey as DomainPlanTypeKey } from '@kavach/domain';
import { CityKey, Faq, Paise } from './common';

/** Plan type keys, from the domain taxonomy (one list, no copy to drift). */
export const PlanTypeKey = z.enum(
  PLAN_TYPES.map((t) => t.key) as [DomainPlanTypeKey, ...DomainPlanTypeKey[]],
);

export const CategorySummary = z.object({
  slug: z.string(),
  plural_slug: z.string(),
  question_slug: z.string(),
  name: z.string(),
  plural_name: z.string(),
  group: z.string(),
  plan_types: z.array(PlanTypeKey),
  /** Lowest plan price for the category, in paise; null when nothing is priced. */
  starting_price: Paise.nullable(),
  landing_path: z.string(),
});
export type CategorySummary = z.infer<typeof CategorySummary>;

export const PlanPrice = z.object({
  tenure_months: z.number().int(),
  min_device_price: Paise,
  max_device_price: Paise.nullable(),
  price: Paise,
  mrp: Paise,
});
export type PlanPrice = z.infer<typeof PlanPrice>;

export const Plan = z.object({
  id: z.number().int(),
  sku: z.string(),
  plan_type: PlanTypeKey,
  product_type: z.string(),
  category_slug: z.string().nullable(),
  name: z.string(),
  display_title: z.string(),
  summary: z.string(),
  covers: z.array(z.string()),
  exclusions: z.array(z.string()),
  highlights: z.array(z.string()),
  purchase_window_days: z.number().int().nullable(),
  prices: z.array(PlanPrice),
  starting_price: Paise,
});
export type Plan = z.infer<typeof Plan>;

/** Everything a plan page (/…-extended-warranty-plans and the other plan pages) renders. */
export const PlanPageData = z.object({
  slug: z.string(),
  kind: z.enum(['extended-warranty', 'plan-page']),
  title: z.string(),
  plan_type: PlanTypeKey,
  product_type: z.string(),
  category: CategorySummary.nullable(),
  plans: z.array(Plan),
  /** The category's other plans (damage, total care, AMC, insta-repair) sold from this page. */
  related_plans: z.array(Plan),
  faqs: z.array(Faq),
  brands: z.array(z.string()),
});
export type PlanPageData = z.infer<typeof PlanPageData>;

export const RepairItem = z.object({
  name: z.string(),
  description: z.string(),
  price: Paise,
  duration_minutes: z.number().int(),
  warranty_days: z.number().int(),
});

export const CityEntry = z.object({
  name: z.string(),
  url: z.string(),
  slug: z.string(),
  is_generic: z.boolean(),
});

/** Device service page record (docs/product/cart.md#what-a-cart-holds). */
export const RepairPageData = z.object({
  slug: z.string(),
  service_slug: z.string(),
  device_name: z.string(),
  devices: z.array(z.string()),
  name: z.string(),
  summary: z.string(),
  city: z.object({ key: CityKey, name: z.string(), slug: z.string() }).nullable(),
  is_generic: z.boolean(),
  /** Whether the page's city is served (always true on a generic page). */
  is_covered: z.boolean(),
  cities_covered: z.array(CityEntry),
  items: z.array(RepairItem),
  faqs: z.array(Faq),
});
export type RepairPageData = z.infer<typeof RepairPageData>;

export const Question = z.object({
  id: z.number().int(),
  text: z.string(),
  target_path: z.string(),
  cities: z.array(CityKey).nullable(),
});
export type Question = z.infer<typeof Question>;

export const HomeQuestions = z.object({
  category: z.string().nullable(),
  questions: z.array(Question),
});
export type HomeQuestions = z.infer<typeof HomeQuestions>;
