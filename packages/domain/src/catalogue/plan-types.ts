/** Product type groups of docs/product/catalogue.md#categories-and-plan-types. */
export type ProductTypeGroup =
  'homecare' | 'insta-repair' | 'amc' | 'total-protection' | 'spills-and-drops' | 'extended-warranty';

/** Plan types sold on the site; each belongs to one docs/product/catalogue.md#categories-and-plan-types product type group. */
export type PlanTypeKey =
  | 'extended-warranty'
  | 'spills-and-drops'
  | 'screen-protection'
  | 'amc'
  | 'comprehensive-amc'
  | 'insta-repair'
  | 'total-care'
  | 'homecare';

/** Navigation sections of the hamburger menu (docs/product/catalogue.md#page-layout header contents). */
export type NavSection = 'extended-warranty' | 'maintenance-repair' | 'damage-protection' | 'total-care';

export interface PlanType {
  key: PlanTypeKey;
  name: string;
  group: ProductTypeGroup;
  navSection: NavSection;
  /** Cart type the plan's items go into (docs/product/cart.md#what-a-cart-holds Cart.type / docs/product/cart.md#cart-types compatibility). */
  cartType: 'amc' | 'insta-repair' | 'protection-plan' | 'homecare' | 'total-protection';
}

export const PLAN_TYPES: readonly PlanType[] = [
  {
    key: 'extended-warranty',
    name: 'Extended Warranty',
    group: 'extended-warranty',
    navSection: 'extended-warranty',
    cartType: 'protection-plan',
  },
  {
    key: 'spills-and-drops',
    name: 'Spills & Drops Protection',
    group: 'spills-and-drops',
    navSection: 'damage-protection',
    cartType: 'protection-plan',
  },
  {
    key: 'screen-protection',
    name: 'Screen Protection',
    group: 'spills-and-drops',
    navSection: 'damage-protection',
    cartType: 'protection-plan',
  },
  {
    key: 'amc',
    name: 'Annual Maintenance Contract',
    group: 'amc',
    navSection: 'maintenance-repair',
    cartType: 'amc',
  },
  {
    key: 'comprehensive-amc',
    name: 'Comprehensive AMC',
    group: 'amc',
    navSection: 'maintenance-repair',
    cartType: 'amc',
  },
  {
    key: 'insta-repair',
    name: 'Insta Repair',
    group: 'insta-repair',
    navSection: 'maintenance-repair',
    cartType: 'insta-repair',
  },
  {
    key: 'total-care',
    name: 'Total Care',
    group: 'total-protection',
    navSection: 'total-care',
    cartType: 'total-protection',
  },
  {
    key: 'homecare',
    name: 'HomeCare',
    group: 'homecare',
    navSection: 'maintenance-repair',
    cartType: 'homecare',
  },
];
