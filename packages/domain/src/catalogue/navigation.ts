import { DEVICE_CATEGORIES } from './categories';
import type { DeviceCategory } from './categories';
import { PLAN_PAGES } from './plan-pages';
import type { PlanPage } from './plan-pages';
import { PLAN_TYPES } from './plan-types';
import { planTypeByKey } from './category-lookup';
import type { NavSection, PlanTypeKey } from './plan-types';
import { REPAIR_SERVICES } from './repair-services';
import { AC_CATEGORY_SLUG } from './landing-slug';
import { paths } from './paths';

export interface NavLink {
  label: string;
  href: string;
  /** Singular category slug, or null for multi-category pages (home care). */
  categorySlug: string | null;
  planType: PlanTypeKey;
  isNew: boolean;
}

export interface NavSectionModel {
  key: NavSection;
  title: string;
  links: readonly NavLink[];
}

/** Hamburger sections in display order (docs/product/catalogue.md#page-layout Header contents). */
export const NAV_SECTION_TITLES: Readonly<Record<NavSection, string>> = {
  'extended-warranty': 'Extended Warranty',
  'maintenance-repair': 'Maintenance & Repair',
  'damage-protection': 'Damage Protection',
  'total-care': 'Total Care',
};

interface Target {
  href: string;
  isNew: boolean;
}

function categoryPage(category: DeviceCategory, planType: PlanTypeKey): PlanPage | undefined {
  return PLAN_PAGES.find((p) => p.planType === planType && p.categoryPluralSlug === category.pluralSlug);
}

/**
 * Where a (category, plan type) link goes: its dedicated plan page; the extended-warranty landing
 * (the short AC page for air conditioners, flagged new); the generic repair page for maintenance
 * and repair; otherwise null (the category has no landing for that plan type).
 */
function targetFor(category: DeviceCategory, planType: PlanTypeKey): Target | null {
  const page = categoryPage(category, planType);
  if (page) return { href: paths.planPage(page), isNew: page.isNew === true };
  if (planType === 'extended-warranty') {
    return category.slug === AC_CATEGORY_SLUG
      ? { href: paths.acExtendedWarranty(), isNew: true }
      : { href: paths.extendedWarranty(category), isNew: false };
  }
  const navSection = planTypeByKey(planType)?.navSection;
  const service = REPAIR_SERVICES.find((s) => s.categorySlug === category.slug);
  if (navSection === 'maintenance-repair' && service) return { href: paths.repair(service), isNew: false };
  return null;
}

function sectionLinks(section: NavSection): NavLink[] {
  const sectionTypes = PLAN_TYPES.filter((p) => p.navSection === section).map((p) => p.key);
  const links: NavLink[] = [];
  for (const category of DEVICE_CATEGORIES) {
    const offered = category.planTypes.filter((t) => sectionTypes.includes(t));
    for (const planType of offered) {
      const target = targetFor(category, planType);
      if (!target || links.some((l) => l.href === target.href)) continue;
      const label = links.some((l) => l.categorySlug === category.slug)
        ? `${category.pluralName} – ${planTypeByKey(planType)?.name ?? planType}`
        : category.pluralName;
      links.push({ label, href: target.href, categorySlug: category.slug, planType, isNew: target.isNew });
    }
  }
  for (const page of PLAN_PAGES.filter((p) => p.categoryPluralSlug === null)) {
    const type = planTypeByKey(page.planType);
    if (type?.navSection !== section) continue;
    const href = paths.planPage(page);
    links.push({
      label: page.title,
      href,
      categorySlug: null,
      planType: page.planType,
      isNew: page.isNew === true,
    });
  }
  return links;
}

/** The hamburger navigation model, derived from the catalogue taxonomy. */
export function buildNavigation(): readonly NavSectionModel[] {
  return (Object.keys(NAV_SECTION_TITLES) as NavSection[]).map((key) => ({
    key,
    title: NAV_SECTION_TITLES[key],
    links: sectionLinks(key),
  }));
}

/** Built once: the catalogue is static. */
export const NAVIGATION: readonly NavSectionModel[] = buildNavigation();
