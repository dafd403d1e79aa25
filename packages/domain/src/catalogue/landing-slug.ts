import { CITIES } from './cities';
import type { City } from './cities';
import { DEVICE_CATEGORIES } from './categories';
import type { DeviceCategory } from './categories';
import { AC_EW_SLUG, PLAN_PAGES } from './plan-pages';
import type { PlanPage } from './plan-pages';
import { REPAIR_SERVICES } from './repair-services';
import type { RepairService } from './repair-services';
import { extendedWarrantySlug, repairSlug } from './paths';

export type LandingSlug =
  | { kind: 'extended-warranty'; slug: string; category: DeviceCategory }
  | { kind: 'plan-page'; slug: string; page: PlanPage }
  | { kind: 'repair'; slug: string; service: RepairService; city: City | null };

export type LandingKind = LandingSlug['kind'];

/** The air-conditioner category, which also has the short `/ac-extended-warranty-plans` page. */
export const AC_CATEGORY_SLUG = 'air-conditioner';

function buildAll(): readonly LandingSlug[] {
  const all: LandingSlug[] = [];
  for (const category of DEVICE_CATEGORIES) {
    all.push({ kind: 'extended-warranty', slug: extendedWarrantySlug(category), category });
  }
  const ac = DEVICE_CATEGORIES.find((c) => c.slug === AC_CATEGORY_SLUG);
  if (ac) all.push({ kind: 'extended-warranty', slug: AC_EW_SLUG, category: ac });
  for (const page of PLAN_PAGES) all.push({ kind: 'plan-page', slug: page.slug, page });
  for (const service of REPAIR_SERVICES) {
    all.push({ kind: 'repair', slug: repairSlug(service), service, city: null });
    for (const city of CITIES) all.push({ kind: 'repair', slug: repairSlug(service, city), service, city });
  }
  return all;
}

const ALL = buildAll();
const BY_SLUG: ReadonlyMap<string, LandingSlug> = new Map(ALL.map((l) => [l.slug, l]));
const MAX_SLUG_LENGTH = Math.max(...ALL.map((l) => l.slug.length));

/**
 * Every programmatic landing slug with its kind: the single source for the `[slug]` route,
 * `generateStaticParams`, the sitemap and tests.
 */
export function allLandingSlugs(): readonly LandingSlug[] {
  return ALL;
}

/** Parses a landing slug (no leading slash). Exact, case-sensitive match; null for anything else. */
export function parseLandingSlug(slug: unknown): LandingSlug | null {
  if (typeof slug !== 'string' || slug.length === 0 || slug.length > MAX_SLUG_LENGTH) return null;
  return BY_SLUG.get(slug) ?? null;
}

/**
 * The canonical slug of a landing page. Both `/air-conditioners-extended-warranty-plans` and
 * `/ac-extended-warranty-plans` sell AC extended warranty; the short one is canonical.
 */
export function canonicalLandingSlug(landing: LandingSlug): string {
  if (landing.kind === 'extended-warranty' && landing.category.slug === AC_CATEGORY_SLUG) return AC_EW_SLUG;
  return landing.slug;
}
