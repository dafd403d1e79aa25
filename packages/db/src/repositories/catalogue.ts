import { asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import type { DbOrTx } from './tx';
import {
  banners,
  brands,
  cities,
  deviceCategories,
  faqs,
  homeFeatures,
  planPrices,
  planTypes,
  plans,
  questions,
  repairServiceItems,
  repairServices,
} from '../schema';

/** The whole read-only catalogue in one round of queries (a few hundred rows in all). */
export async function loadCatalogue(db: Db) {
  const [
    categoryRows,
    planTypeRows,
    planRows,
    priceRows,
    faqRows,
    questionRows,
    brandRows,
    repairRows,
    repairItemRows,
    bannerRows,
    featureRows,
    cityRows,
  ] = await Promise.all([
    db.select().from(deviceCategories).orderBy(asc(deviceCategories.sortOrder), asc(deviceCategories.slug)),
    db.select().from(planTypes),
    db.select().from(plans).orderBy(asc(plans.sortOrder), asc(plans.id)),
    db
      .select()
      .from(planPrices)
      .orderBy(asc(planPrices.planId), asc(planPrices.minDevicePricePaise), asc(planPrices.tenureMonths)),
    db.select().from(faqs).orderBy(asc(faqs.sortOrder), asc(faqs.id)),
    db.select().from(questions).orderBy(asc(questions.sortOrder), asc(questions.id)),
    db.select().from(brands).orderBy(asc(brands.sortOrder), asc(brands.name)),
    db.select().from(repairServices),
    db.select().from(repairServiceItems).orderBy(asc(repairServiceItems.sortOrder)),
    db.select().from(banners).orderBy(asc(banners.sortOrder)),
    db.select().from(homeFeatures).orderBy(asc(homeFeatures.sortOrder)),
    db.select().from(cities).orderBy(asc(cities.sortOrder)),
  ]);
  return {
    categories: categoryRows,
    planTypes: planTypeRows,
    plans: planRows.filter((p) => p.isActive),
    prices: priceRows,
    faqs: faqRows,
    questions: questionRows,
    brands: brandRows,
    repairServices: repairRows,
    repairItems: repairItemRows,
    banners: bannerRows.filter((b) => b.isActive),
    features: featureRows,
    cities: cityRows,
  };
}

export type CatalogueRows = Awaited<ReturnType<typeof loadCatalogue>>;

/** An active plan by SKU (or catalogue id) with its price rows and cart type, for adding to a cart. */
export async function findPlanForCart(db: DbOrTx, key: string | { id: number }) {
  const [plan] = await db
    .select({
      id: plans.id,
      sku: plans.sku,
      planType: plans.planType,
      categorySlug: plans.categorySlug,
      isActive: plans.isActive,
      cartType: planTypes.cartType,
    })
    .from(plans)
    .innerJoin(planTypes, eq(planTypes.key, plans.planType))
    .where(typeof key === 'string' ? eq(plans.sku, key) : eq(plans.id, key.id))
    .limit(1);
  if (!plan || !plan.isActive) return null;
  const prices = await db
    .select({
      id: planPrices.id,
      tenureMonths: planPrices.tenureMonths,
      minDevicePricePaise: planPrices.minDevicePricePaise,
      maxDevicePricePaise: planPrices.maxDevicePricePaise,
      pricePaise: planPrices.pricePaise,
    })
    .from(planPrices)
    .where(eq(planPrices.planId, plan.id));
  return { ...plan, prices };
}
