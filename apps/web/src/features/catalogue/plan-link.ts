import type { CategorySummary, Plan } from '@kavach/contracts';
import { PLAN_PAGES, paths } from '@kavach/domain';

/** Where a category's plan is sold: its own plan page if it has one, else the category landing. */
export function planHref(
  plan: Pick<Plan, 'plan_type'>,
  category: Pick<CategorySummary, 'plural_slug' | 'landing_path'>,
): string {
  const page = PLAN_PAGES.find(
    (p) => p.planType === plan.plan_type && p.categoryPluralSlug === category.plural_slug,
  );
  return page ? paths.planPage(page) : category.landing_path;
}
