import type { CatalogueRows } from '@kavach/db';
import type { CategorySummary, Plan, PlanPrice } from '@kavach/contracts';
import { categoryBySlug, paths, planTypeByKey } from '@kavach/domain';

type Row<K extends keyof CatalogueRows> = CatalogueRows[K][number];

export interface CatalogueIndex {
  rows: CatalogueRows;
  categories: CategorySummary[];
  categoryBySlug: Map<string, CategorySummary>;
  plans: Plan[];
  plansByCategory: Map<string, Plan[]>;
}

/** The docs/product/catalogue.md#categories-and-plan-types product type group of a plan type. */
export const productTypeOf = (planType: string) => planTypeByKey(planType)?.group ?? planType;

function toPlan(row: Row<'plans'>, prices: Row<'prices'>[]): Plan {
  const mapped: PlanPrice[] = prices.map((p) => ({
    tenure_months: p.tenureMonths,
    min_device_price: p.minDevicePricePaise,
    max_device_price: p.maxDevicePricePaise,
    price: p.pricePaise,
    mrp: p.mrpPaise,
  }));
  return {
    id: row.id,
    sku: row.sku,
    plan_type: row.planType as Plan['plan_type'],
    product_type: productTypeOf(row.planType),
    category_slug: row.categorySlug,
    name: row.name,
    display_title: row.displayTitle,
    summary: row.summary,
    covers: row.covers,
    exclusions: row.exclusions,
    highlights: row.highlights,
    purchase_window_days: row.purchaseWindowDays,
    prices: mapped,
    starting_price: mapped.reduce((min, p) => Math.min(min, p.price), mapped[0]?.price ?? 0),
  };
}

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** Builds the wire shapes once per catalogue load; every content route reads from this index. */
export function indexCatalogue(rows: CatalogueRows): CatalogueIndex {
  const pricesByPlan = groupBy(rows.prices, (p) => p.planId);
  const plans = rows.plans.map((p) => toPlan(p, pricesByPlan.get(p.id) ?? []));
  const plansByCategory = groupBy(
    plans.filter((p) => p.category_slug !== null),
    (p) => p.category_slug as string,
  );
  const categories: CategorySummary[] = rows.categories.map((c) => {
    const own = plansByCategory.get(c.slug) ?? [];
    const domainCategory = categoryBySlug(c.slug);
    return {
      slug: c.slug,
      plural_slug: c.pluralSlug,
      question_slug: c.questionSlug,
      name: c.name,
      plural_name: c.pluralName,
      group: c.group,
      plan_types: c.planTypes as CategorySummary['plan_types'],
      starting_price: own.length ? Math.min(...own.map((p) => p.starting_price)) : null,
      landing_path: domainCategory
        ? paths.extendedWarranty(domainCategory)
        : `/${c.pluralSlug}-extended-warranty-plans`,
    };
  });
  return {
    rows,
    categories,
    categoryBySlug: new Map(categories.map((c) => [c.slug, c])),
    plans,
    plansByCategory,
  };
}

export function faqsFor(rows: CatalogueRows, scopes: ReadonlyArray<readonly [string, string]>) {
  return scopes.flatMap(([scope, key]) =>
    rows.faqs
      .filter((f) => f.scope === scope && f.scopeKey === key)
      .map((f) => ({ question: f.question, answer: f.answer })),
  );
}
