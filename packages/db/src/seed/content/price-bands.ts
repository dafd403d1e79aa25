import type { BandSpec, GridSpec } from './pricing';

/**
 * Device-price bands (₹) per category slug. Upper bounds follow how each category is priced in
 * Indian retail; where docs/product/catalogue.md#plan-pricing publishes a band its bounds are used as given.
 */
export const CATEGORY_BANDS: Readonly<Record<string, BandSpec>> = {
  'mobile-phone': { floor: 2000, uppers: [5000, 10000, 15000, 25000, 50000, 100000, 200000] },
  tablet: { floor: 5000, uppers: [15000, 30000, 60000, 100000, 200000] },
  laptop: { floor: 15000, uppers: [30000, 60000, 100000, 150000, 300000] },
  'digital-camera': { floor: 10000, uppers: [25000, 50000, 100000, 200000, 400000] },
  desktop: { floor: 20000, uppers: [40000, 70000, 120000, 250000] },
  'printer-scanner': { floor: 3000, uppers: [8000, 15000, 30000, 75000] },
  'audio-system': { floor: 2000, uppers: [5000, 15000, 40000, 100000] },
  television: { floor: 10000, uppers: [20000, 40000, 80000, 150000, 300000] },
  'washing-machine': { floor: 8000, uppers: [15000, 30000, 50000, 100000] },
  'room-cooler': { floor: 3000, uppers: [8000, 15000, 30000] },
  'water-purifier': { floor: 5000, uppers: [12000, 20000, 35000, 60000] },
  'air-conditioner': { floor: 15000, uppers: [25000, 40000, 60000, 100000, 150000] },
  'air-purifier': { floor: 5000, uppers: [12000, 25000, 50000, 100000] },
  geyser: { floor: 3000, uppers: [8000, 15000, 30000, 50000] },
  'home-theatre-soundbar': { floor: 3000, uppers: [10000, 25000, 60000, 150000] },
  'vacuum-cleaner': { floor: 3000, uppers: [8000, 20000, 40000, 100000] },
  iron: { floor: 500, uppers: [1500, 3000, 6000] },
  refrigerator: { floor: 10000, uppers: [20000, 40000, 70000, 150000] },
  microwave: { floor: 5000, uppers: [10000, 20000, 40000] },
  dishwasher: { floor: 20000, uppers: [35000, 60000, 100000] },
  'juicer-mixer-grinder': { floor: 1000, uppers: [3000, 6000, 12000] },
  'groom-haircare': { floor: 500, uppers: [1500, 3000, 8000, 50000] },
  fan: { floor: 1000, uppers: [3000, 6000, 12000] },
  'electric-cooker': { floor: 1000, uppers: [3000, 6000, 15000] },
  kettle: { floor: 500, uppers: [1500, 3000, 6000] },
  'chopper-blender': { floor: 500, uppers: [1500, 4000, 10000] },
  'fitness-tracker': { floor: 1000, uppers: [3000, 8000, 20000] },
  'smart-watch': { floor: 1000, uppers: [5000, 15000, 40000, 100000] },
  'gaming-console': { floor: 20000, uppers: [40000, 60000, 100000] },
  headphone: { floor: 1000, uppers: [3000, 10000, 25000, 60000] },
};

/** EW 1-year rate of band midpoint: 4–6 %/yr (docs/product/catalogue.md#plan-pricing); small appliances at the top. */
const EW_RATES: Readonly<Record<string, number>> = {
  'mobile-phone': 0.04,
  tablet: 0.045,
  laptop: 0.044,
  'digital-camera': 0.045,
  television: 0.042,
  'air-conditioner': 0.045,
  refrigerator: 0.04,
  'washing-machine': 0.045,
  'water-purifier': 0.055,
  'gaming-console': 0.045,
};
const DEFAULT_EW_RATE = 0.05;
const SMALL_APPLIANCE_EW_RATE = 0.06;

/** docs/product/catalogue.md#plan-pricing illustrative seed grid, keyed by band upper bound then tenure years. */
const EW_FIXED: Readonly<Record<string, GridSpec['fixed']>> = {
  'mobile-phone': {
    10000: { 1: 399 },
    15000: { 1: 599 },
    25000: { 1: 899 },
    50000: { 1: 1499 },
    100000: { 1: 2999 },
  },
  laptop: { 60000: { 1: 1999, 2: 3499, 3: 4799 } },
  television: { 40000: { 1: 1299, 2: 2299, 3: 3099 }, 80000: { 1: 2499, 2: 4399, 3: 5999 } },
  'air-conditioner': { 40000: { 1: 1499, 2: 2599, 3: 3599 } },
  'washing-machine': { 30000: { 1: 999, 2: 1749, 3: 2399 } },
  refrigerator: { 40000: { 1: 1199, 2: 2099, 3: 2899 } },
};

const SPILLS_FIXED: Readonly<Record<string, GridSpec['fixed']>> = {
  'mobile-phone': {
    10000: { 1: 799 },
    15000: { 1: 1199 },
    25000: { 1: 1899 },
    50000: { 1: 3499 },
    100000: { 1: 6999 },
  },
  laptop: { 60000: { 1: 3999 } },
};

const SMALL_APPLIANCES = new Set([
  'iron',
  'kettle',
  'fan',
  'juicer-mixer-grinder',
  'chopper-blender',
  'electric-cooker',
  'groom-haircare',
  'vacuum-cleaner',
]);

function bandsFor(categorySlug: string): BandSpec {
  const bands = CATEGORY_BANDS[categorySlug];
  if (!bands) throw new Error(`No price bands for category ${categorySlug}`);
  return bands;
}

export function ewGrid(categorySlug: string, tenuresYears: readonly number[]): GridSpec {
  const rate =
    EW_RATES[categorySlug] ??
    (SMALL_APPLIANCES.has(categorySlug) ? SMALL_APPLIANCE_EW_RATE : DEFAULT_EW_RATE);
  return { bands: bandsFor(categorySlug), ratePerYear: rate, tenuresYears, fixed: EW_FIXED[categorySlug] };
}

/** Spills & drops: ≈ 8–12 %/yr, 1 year only (docs/product/catalogue.md#categories-and-plan-types, docs/product/catalogue.md#plan-pricing). */
export function spillsGrid(categorySlug: string): GridSpec {
  const rate = categorySlug === 'smart-watch' ? 0.1 : 0.09;
  return {
    bands: bandsFor(categorySlug),
    ratePerYear: rate,
    tenuresYears: [1],
    fixed: SPILLS_FIXED[categorySlug],
  };
}

/** Screen protection (mobile phones): ≈ 4–6 %/yr, 1 year. */
export function screenGrid(categorySlug: string): GridSpec {
  return {
    bands: bandsFor(categorySlug),
    ratePerYear: 0.05,
    tenuresYears: [1],
    fixed: {
      10000: { 1: 449 },
      15000: { 1: 649 },
      25000: { 1: 999 },
      50000: { 1: 1799 },
      100000: { 1: 3499 },
    },
  };
}

/**
 * Laptop Total Care = EW + accidental & liquid damage, 1 or 2 years, about 15 % below buying
 * both separately. The VS+ variant (retail-partner plan) adds a battery and adapter cover.
 */
export function totalCareGrid(variant: 'standard' | 'vs-plus'): GridSpec {
  return {
    bands: bandsFor('laptop'),
    ratePerYear: variant === 'standard' ? 0.11 : 0.12,
    tenuresYears: [1, 2],
  };
}

/**
 * Phone Total Care with Theft & Loss (decision 063): 1 year, about 13 % of the phone price — below
 * buying EW and damage cover separately plus theft, and close to AppleCare+ with Theft & Loss
 * (₹9,588 a year, domain facts §6) for a ₹50,001–1,00,000 phone (₹9,799 here). [I]
 */
export function phoneTotalCareGrid(): GridSpec {
  return { bands: bandsFor('mobile-phone'), ratePerYear: 0.13, tenuresYears: [1] };
}
