import type { planPrices } from '../../schema';

/** A plan_prices row before the plan id is known. */
export type PriceRow = Omit<typeof planPrices.$inferInsert, 'id' | 'planId'>;

/** Multi-year multipliers of the 1-year price (docs/product/catalogue.md#plan-pricing): 1, 2, 3, 4 years. */
export const TENURE_MULTIPLIERS: Readonly<Record<number, number>> = { 1: 1, 2: 1.75, 3: 2.4, 4: 3 };

/** Tenure used for one-off jobs (insta-repair visits): no running cover period. */
export const ONE_OFF_TENURE_MONTHS = 0;

const PAISE = 100;

/** Nearest ₹…99 price (₹99 minimum): 1,440 → 1,399; 1,460 → 1,499. */
export function roundTo99(rupees: number): number {
  return Math.max(99, Math.round(rupees / 100) * 100 - 1);
}

/** Smallest ₹…99 price ≥ the value: MRP must never be below the selling price. */
export function ceilTo99(rupees: number): number {
  return Math.max(99, Math.ceil((rupees + 1) / 100) * 100 - 1);
}

/**
 * MRP about 25 % above the price on a ₹…99 step: within 20–30 % from ₹1,000 up (the ₹100 step
 * dominates below that), and always above the price.
 */
export function mrpFor(priceRupees: number): number {
  return Math.max(roundTo99(priceRupees * 1.25), ceilTo99(priceRupees + 1));
}

/**
 * Device-price bands in rupees: `floor` and ascending inclusive upper bounds. A band is stored as
 * min = previous upper + 1 paisa, max = upper (₹5,000.01–₹10,000.00 reads "₹5,001–₹10,000"), so
 * bands are contiguous for any paise amount.
 */
export interface BandSpec {
  floor: number;
  uppers: readonly number[];
}

export interface Band {
  minPaise: number;
  maxPaise: number;
  midRupees: number;
}

export function bandsOf(spec: BandSpec): Band[] {
  let lower = spec.floor;
  return spec.uppers.map((upper) => {
    const band = { minPaise: lower * PAISE + 1, maxPaise: upper * PAISE, midRupees: (lower + upper) / 2 };
    lower = upper;
    return band;
  });
}

export interface GridSpec {
  bands: BandSpec;
  /** 1-year price as a fraction of the band midpoint (EW ≈ 0.04–0.06, S&D ≈ 0.08–0.12). */
  ratePerYear: number;
  tenuresYears: readonly number[];
  /**
   * Published seed-grid prices in rupees, keyed by band upper bound, then tenure in years
   * (docs/product/catalogue.md#plan-pricing). They win over the derived price; missing tenures scale the 1-year price.
   */
  fixed?: Readonly<Record<number, Readonly<Record<number, number>>>>;
}

/** plan_prices rows for every band × tenure of a banded plan. */
export function priceGrid(spec: GridSpec): PriceRow[] {
  const uppers = spec.bands.uppers;
  return bandsOf(spec.bands).flatMap((band, i) =>
    spec.tenuresYears.map((years) => {
      const multiplier = TENURE_MULTIPLIERS[years];
      if (multiplier === undefined) throw new Error(`No multiplier for ${years} years`);
      const fixed = spec.fixed?.[uppers[i]!];
      const oneYear = fixed?.[1] ?? band.midRupees * spec.ratePerYear;
      const price = fixed?.[years] ?? roundTo99(oneYear * multiplier);
      return {
        tenureMonths: years * 12,
        minDevicePricePaise: band.minPaise,
        maxDevicePricePaise: band.maxPaise,
        pricePaise: price * PAISE,
        mrpPaise: mrpFor(price) * PAISE,
      };
    }),
  );
}

/** One unbanded price row (AMC, home care, one-off jobs). */
export function flatPrice(
  priceRupees: number,
  tenureMonths: number,
  mrpRupees: number = mrpFor(priceRupees),
): PriceRow {
  return {
    tenureMonths,
    minDevicePricePaise: 0,
    maxDevicePricePaise: null,
    pricePaise: priceRupees * PAISE,
    mrpPaise: mrpRupees * PAISE,
  };
}
