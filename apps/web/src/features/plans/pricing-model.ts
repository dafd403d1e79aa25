import type { Plan, PlanPrice } from '@kavach/contracts';
import { formatInr } from '@kavach/domain';

/** A device-price band (paise); `max` null = no upper bound. */
export interface Band {
  min: number;
  max: number | null;
}

export interface TenurePrice {
  /** Tenure in months, as the cart wants it (`tenure_months`); 0 = a one-off service. */
  months: number;
  tenure: string;
  price: string;
  /** Struck-through MRP, only when higher than the price. */
  mrp: string | null;
}

/** What the band-selector island receives: everything pre-formatted, so it ships no formatting code. */
export interface PricingModel {
  /** `devicePrice`: the band's lower bound in paise, sent as `device_price` when adding a banded plan. */
  bands: { key: string; label: string; devicePrice: number }[];
  /** `summary` is left out on pages with many plans (the coverage section describes them). */
  plans: PricedPlan[];
}

export interface PricedPlan {
  id: number;
  sku: string;
  name: string;
  summary: string | null;
  /** The plan's price depends on the device price: the add button sends the chosen band's price. */
  banded: boolean;
  byBand: (TenurePrice[] | null)[];
}

/** 0 months = a one-off service (insta-repair). */
export const tenureLabel = (months: number): string => {
  if (months <= 0) return 'Per visit';
  return months % 12 === 0 ? `${months / 12} year${months === 12 ? '' : 's'}` : `${months} months`;
};

/** Band bounds are paise (e.g. 10,000.01 rupees); labels show whole rupees: '₹10,001 – ₹15,000'. */
const wholeRupees = (paise: number): string => formatInr(Math.ceil(paise / 100) * 100);

export function bandLabel({ min, max }: Band): string {
  if (max === null) return min <= 0 ? 'Any price' : `Above ${formatInr(Math.floor(min / 100) * 100)}`;
  if (min <= 0) return `Up to ${formatInr(max)}`;
  return `${wholeRupees(min)} – ${formatInr(max)}`;
}

const isBanded = (p: PlanPrice): boolean => p.min_device_price > 0 || p.max_device_price !== null;

/** Distinct device-price bands over the plans, ascending. */
export function bandsOf(plans: readonly Plan[]): Band[] {
  const seen = new Map<string, Band>();
  for (const plan of plans) {
    for (const p of plan.prices) {
      if (!isBanded(p)) continue;
      seen.set(`${p.min_device_price}-${p.max_device_price}`, {
        min: p.min_device_price,
        max: p.max_device_price,
      });
    }
  }
  return [...seen.values()].sort((a, b) => a.min - b.min);
}

/** A price row applies to a band when the row's range contains the whole band. */
function appliesTo(p: PlanPrice, band: Band | null): boolean {
  if (band === null || !isBanded(p)) return true;
  const rowMax = p.max_device_price;
  return p.min_device_price <= band.min && (rowMax === null || (band.max !== null && rowMax >= band.max));
}

function pricesFor(plan: Plan, band: Band | null): TenurePrice[] | null {
  const rows = plan.prices
    .filter((p) => appliesTo(p, band))
    .sort((a, b) => a.tenure_months - b.tenure_months);
  if (rows.length === 0) return null;
  return rows.map((p) => ({
    months: p.tenure_months,
    tenure: tenureLabel(p.tenure_months),
    price: formatInr(p.price),
    mrp: p.mrp > p.price ? formatInr(p.mrp) : null,
  }));
}

/** Above this many plans, cards drop the summary to keep the page light. */
const COMPACT_ABOVE = 8;

export function buildPricingModel(plans: readonly Plan[]): PricingModel {
  const compact = plans.length > COMPACT_ABOVE;
  const bands = bandsOf(plans);
  const columns: (Band | null)[] = bands.length > 0 ? bands : [null];
  return {
    bands: bands.map((b) => ({ key: `${b.min}-${b.max ?? 'up'}`, label: bandLabel(b), devicePrice: b.min })),
    plans: plans.map((plan) => ({
      id: plan.id,
      sku: plan.sku,
      name: plan.display_title,
      banded: plan.prices.some(isBanded),
      summary: compact ? null : plan.summary,
      byBand: columns.map((band) => pricesFor(plan, band)),
    })),
  };
}
