import type { PlanTypeKey } from './plan-types';

/** Plan pages that are not `/{device}-extended-warranty-plans` (docs/product/catalogue.md#landing-pages "Other plan pages"). */
export interface PlanPage {
  slug: string;
  title: string;
  planType: PlanTypeKey;
  /** Category plural slug the page sells for, or null for multi-category pages (home care). */
  categoryPluralSlug: string | null;
  /** Flagged 'new' in the navigation. */
  isNew?: boolean;
}

export const PLAN_PAGES: readonly PlanPage[] = [
  {
    slug: 'digital-cameras-damage-protection-plans',
    title: 'Digital Camera Damage Protection Plans',
    planType: 'spills-and-drops',
    categoryPluralSlug: 'digital-cameras',
  },
  {
    slug: 'mobile-phones-damage-protection-plans',
    title: 'Mobile Phone Damage Protection Plans',
    planType: 'spills-and-drops',
    categoryPluralSlug: 'mobile-phones',
  },
  {
    slug: 'mobile-phones-screen-protection-plans',
    title: 'Mobile Phone Screen Protection Plans',
    planType: 'screen-protection',
    categoryPluralSlug: 'mobile-phones',
  },
  {
    slug: 'home-repair-maintenance-plans',
    title: 'Home Appliance Repair & Maintenance Plans',
    planType: 'homecare',
    categoryPluralSlug: null,
  },
  {
    slug: 'total-care-laptop-protection-plan',
    title: 'Laptop Total Care Protection Plan',
    planType: 'total-care',
    categoryPluralSlug: 'laptops',
    isNew: true,
  },
];

/** `/ac-extended-warranty-plans` is the AC extended-warranty page (flagged new in navigation). */
export const AC_EW_SLUG = 'ac-extended-warranty-plans';
