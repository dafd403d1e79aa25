import type { Db } from '../client';
import {
  banners,
  coupons,
  faqs,
  homeFeatures,
  planPrices,
  plans,
  questions,
  repairServiceItems,
  repairServices,
} from '../schema';
import { seedCoupons } from './content/coupons';
import { seedFaqs } from './content/faqs';
import { HOME_FEATURES, seedBanners } from './content/marketing';
import { seedPlans } from './content/plans';
import { seedQuestions } from './content/questions';
import { seedRepairServices } from './content/repair-services';
import { insertChunked } from './insert-chunked';

/** Plans and their price rows (plan ids come back from the insert, matched by SKU). */
export async function importPlans(db: Db): Promise<Record<string, number>> {
  const seeded = seedPlans();
  const ids = new Map<string, number>();
  for (let i = 0; i < seeded.length; i += 200) {
    const inserted = await db
      .insert(plans)
      .values(seeded.slice(i, i + 200).map((s) => s.plan))
      .returning({ id: plans.id, sku: plans.sku });
    for (const row of inserted) ids.set(row.sku, row.id);
  }
  const prices = seeded.flatMap((s) => {
    const planId = ids.get(s.plan.sku);
    if (planId === undefined) throw new Error(`Plan ${s.plan.sku} was not inserted`);
    return s.prices.map((p) => ({ ...p, planId }));
  });
  await insertChunked(db, planPrices, prices, 500);
  return { plans: seeded.length, plan_prices: prices.length };
}

/** Catalogue content (plans, FAQs, popup questions, repair services) and home-page marketing. */
export async function importContent(db: Db, now: Date): Promise<Record<string, number>> {
  const counts = await importPlans(db);
  const faqRows = seedFaqs();
  await insertChunked(db, faqs, faqRows);
  const questionRows = seedQuestions();
  await insertChunked(db, questions, questionRows);
  const repair = seedRepairServices();
  await db.insert(repairServices).values(repair.services);
  await db.insert(repairServiceItems).values(repair.items);
  const bannerRows = seedBanners(now);
  await db.insert(banners).values(bannerRows);
  await db.insert(homeFeatures).values([...HOME_FEATURES]);
  const couponRows = seedCoupons(now);
  await db.insert(coupons).values(couponRows);
  return {
    ...counts,
    faqs: faqRows.length,
    questions: questionRows.length,
    repair_services: repair.services.length,
    repair_service_items: repair.items.length,
    banners: bannerRows.length,
    home_features: HOME_FEATURES.length,
    coupons: couponRows.length,
  };
}
