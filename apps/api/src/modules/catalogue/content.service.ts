import type { DevicesAndPlans, GridData, PlansByCategory } from '@kavach/contracts';
import { NAVIGATION, PLAN_PAGES, categoryBySlug, paths, planTypeByKey } from '@kavach/domain';
import type { CatalogueIndex } from './catalogue.mapper';

/** Plans of the given types for every category that has any, in catalogue order. */
export function plansGroupedByCategory(index: CatalogueIndex, planTypes: readonly string[]): PlansByCategory {
  const wanted = new Set(planTypes);
  return {
    groups: index.categories
      .map((category) => ({
        category,
        plans: (index.plansByCategory.get(category.slug) ?? []).filter((p) => wanted.has(p.plan_type)),
      }))
      .filter((g) => g.plans.length > 0),
  };
}

/** Where a category's plan type is sold on the site, when it has a page of its own. */
function planTypePath(categorySlug: string, planType: string): string | null {
  const category = categoryBySlug(categorySlug);
  if (!category) return null;
  if (planType === 'extended-warranty') return paths.extendedWarranty(category);
  const page = PLAN_PAGES.find(
    (p) => p.planType === planType && p.categoryPluralSlug === category.pluralSlug,
  );
  if (page) return paths.planPage(page);
  if (planType === 'homecare' || planType === 'amc' || planType === 'comprehensive-amc') {
    const home = PLAN_PAGES.find((p) => p.planType === 'homecare');
    return home ? paths.planPage(home) : null;
  }
  return null;
}

export function devicesAndPlans(index: CatalogueIndex): DevicesAndPlans {
  return {
    devices: index.categories.map((category) => ({
      category,
      plan_types: category.plan_types.map((key) => ({
        key,
        name: planTypeByKey(key)?.name ?? key,
        path: planTypePath(category.slug, key),
      })),
    })),
  };
}

/** The navigation grid (categories mapped to plan types), from the same model as the header. */
export function gridData(): GridData {
  return {
    rows: NAVIGATION.map((section) => ({
      group: section.key,
      title: section.title,
      items: section.links.map((l) => ({ name: l.label, path: l.href })),
    })),
  };
}
