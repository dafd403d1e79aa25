import type { PlanPageData, RepairPageData } from '@kavach/contracts';
import { CITIES, parseLandingSlug, paths } from '@kavach/domain';
import { faqsFor, productTypeOf, type CatalogueIndex } from './catalogue.mapper';

const HOME_PAGE_PLAN_TYPES = new Set(['homecare', 'amc', 'comprehensive-amc']);

/** Data of a plan page: every extended-warranty landing and the other plan pages (docs/product/catalogue.md#landing-pages). */
export function planPageData(index: CatalogueIndex, slug: string): PlanPageData | null {
  const landing = parseLandingSlug(slug);
  if (!landing || landing.kind === 'repair') return null;
  if (landing.kind === 'extended-warranty') {
    const category = index.categoryBySlug.get(landing.category.slug) ?? null;
    return {
      slug,
      kind: 'extended-warranty',
      title: `${landing.category.name} Extended Warranty Plans`,
      plan_type: 'extended-warranty',
      product_type: 'extended-warranty',
      category,
      plans: (index.plansByCategory.get(landing.category.slug) ?? []).filter(
        (p) => p.plan_type === 'extended-warranty',
      ),
      related_plans: (index.plansByCategory.get(landing.category.slug) ?? []).filter(
        (p) => p.plan_type !== 'extended-warranty',
      ),
      faqs: faqsFor(index.rows, [
        ['plan-type', 'extended-warranty'],
        ['page', slug],
      ]),
      brands: brandsOf(index, landing.category.slug),
    };
  }
  const page = landing.page;
  const categorySummary = page.categoryPluralSlug
    ? (index.categories.find((c) => c.plural_slug === page.categoryPluralSlug) ?? null)
    : null;
  const plans = index.plans.filter((p) =>
    page.planType === 'homecare'
      ? HOME_PAGE_PLAN_TYPES.has(p.plan_type) && (p.plan_type === 'homecare' || p.category_slug !== null)
      : p.plan_type === page.planType && p.category_slug === (categorySummary?.slug ?? null),
  );
  return {
    slug,
    kind: 'plan-page',
    title: page.title,
    plan_type: page.planType,
    product_type: productTypeOf(page.planType),
    category: categorySummary,
    plans,
    related_plans: [],
    faqs: faqsFor(index.rows, [
      ['plan-type', page.planType],
      ['page', slug],
    ]),
    brands: categorySummary ? brandsOf(index, categorySummary.slug) : [],
  };
}

function brandsOf(index: CatalogueIndex, categorySlug: string): string[] {
  return index.rows.brands.filter((b) => b.categorySlug === categorySlug).map((b) => b.name);
}

/** Device service page record of docs/product/catalogue.md#audience-and-cities for a generic or city repair page. */
export function repairPageData(index: CatalogueIndex, slug: string): RepairPageData | null {
  const landing = parseLandingSlug(slug);
  if (!landing || landing.kind !== 'repair') return null;
  const { service, city } = landing;
  const row = index.rows.repairServices.find((r) => r.slug === service.slug);
  const category = index.categoryBySlug.get(service.categorySlug);
  const covered = CITIES.filter((c) => service.cities.includes(c.key));
  return {
    slug,
    service_slug: service.slug,
    device_name: category?.name ?? service.name,
    devices: category ? [category.name] : [],
    name: service.name,
    summary: row?.summary ?? '',
    city: city ? { key: city.key, name: city.name, slug: city.slug } : null,
    is_generic: city === null,
    is_covered: city === null || service.cities.includes(city.key),
    cities_covered: covered.map((c) => ({
      name: c.name,
      url: paths.repair(service, c),
      slug: c.slug,
      is_generic: false,
    })),
    items: index.rows.repairItems
      .filter((i) => i.serviceSlug === service.slug)
      .map((i) => ({
        name: i.name,
        description: i.description,
        price: i.pricePaise,
        duration_minutes: i.durationMinutes,
        warranty_days: i.warrantyDays,
      })),
    faqs: faqsFor(index.rows, [['repair', service.slug]]),
  };
}
