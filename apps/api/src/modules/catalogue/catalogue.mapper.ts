import type { CatalogueRows } from '@kavach/db';
import type { CategorySummary, Plan, PlanPrice } from '@kavach/contracts';
import { PLAN_TYPES, categoryBySlug, paths } from '@kavach/domain';

type Row<K extends keyof CatalogueRows> = CatalogueRows[K][number];

export interface CatalogueIndex {
  rows: CatalogueRows;
  categories: CategorySummary[];
  categoryBySlug: Map<string, CategorySummary>;
  plans: Plan[];
  plansByCategory: Map<string, Plan[]>;
}

const productTypeOf = (planType: string) => PLAN_TYPES.find((t) => t.key === planType)?.group ?? planType;

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

/** Builds the wire shapes once per catalogue load; every content route reads from this index. */
export function indexCatalogue(rows: CatalogueRows): CatalogueIndex {
  const pricesByPlan = new Map<number, Row<'prices'>[]>();
  for (const p of rows.prices) pricesByPlan.set(p.planId, [...(pricesByPlan.get(p.planId) ?? []), p]);
  const plans = rows.plans.map((p) => toPlan(p, pricesByPlan.get(p.id) ?? []));
  const plansByCategory = new Map<string, Plan[]>();
  for (const plan of plans) {
    if (!plan.category_slug) continue;
    plansByCategory.set(plan.category_slug, [...(plansByCategory.get(plan.category_slug) ?? []), plan]);
  }
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
