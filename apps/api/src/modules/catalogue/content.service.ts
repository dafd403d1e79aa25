import type { DevicesAndPlans, GridData, HomeQuestions, PlansByCategory } from '@kavach/contracts';
import {
  NAVIGATION,
  PLAN_PAGES,
  categoryByQuestionSlug,
  categoryBySlug,
  paths,
  planTypeByKey,
} from '@kavach/domain';
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

/** The categories marked featured, in catalogue order. */
export function featuredCategories(index: CatalogueIndex) {
  const featured = new Set(index.rows.categories.filter((c) => c.featured).map((c) => c.slug));
  return { categories: index.categories.filter((c) => featured.has(c.slug)) };
}

/** The home page's questions, of one category (by its question slug) or of all; none for an unknown category. */
export function homeQuestions(index: CatalogueIndex, categoryQuery: string | undefined): HomeQuestions {
  const category = categoryQuery ? categoryByQuestionSlug(categoryQuery) : null;
  if (categoryQuery && !category) return { category: null, questions: [] };
  const rows = index.rows.questions.filter((q) => !category || q.categorySlug === category.slug);
  return {
    category: category?.questionSlug ?? null,
    questions: rows.map((q) => ({
      id: q.id,
      text: q.text,
      target_path: q.targetPath,
      cities: (q.cities as HomeQuestions['questions'][number]['cities']) ?? null,
    })),
  };
}
