import { describe, expect, it } from 'vitest';
import type { Plan, PlanPrice } from '@kavach/contracts';
import { buildPricingModel } from './pricing-model';

const price = (tenure: number, min: number, max: number | null, paise: number): PlanPrice => ({
  tenure_months: tenure,
  min_device_price: min,
  max_device_price: max,
  price: paise,
  mrp: paise,
});

const plan = (id: number, sku: string, prices: PlanPrice[]): Plan => ({
  id,
  sku,
  plan_type: 'extended-warranty',
  product_type: 'extended-warranty',
  category_slug: 'air-conditioner',
  name: sku,
  display_title: sku,
  summary: '',
  covers: [],
  exclusions: [],
  highlights: [],
  purchase_window_days: null,
  prices,
  starting_price: Math.min(...prices.map((p) => p.price)),
});

describe('buildPricingModel (what the add-to-cart buttons send)', () => {
  const ew = plan(1, 'EW-AC', [
    price(24, 1_500_001, 2_500_000, 159_900),
    price(12, 1_500_001, 2_500_000, 89_900),
    price(12, 2_500_001, 4_000_000, 149_900),
  ]);
  const amc = plan(2, 'AMC-AC', [price(12, 0, null, 149_900)]);
  const model = buildPricingModel([ew, amc]);

  it('each band carries its lower bound in paise as the device price', () => {
    expect(model.bands.map((b) => b.devicePrice)).toEqual([1_500_001, 2_500_001]);
  });

  it('plans carry their SKU and whether they are priced by device band', () => {
    expect(model.plans.map((p) => [p.sku, p.banded])).toEqual([
      ['EW-AC', true],
      ['AMC-AC', false],
    ]);
  });

  it('prices per band list tenures in months, shortest first; a flat plan applies to every band', () => {
    expect(model.plans[0]!.byBand[0]!.map((p) => [p.months, p.price])).toEqual([
      [12, '₹899'],
      [24, '₹1,599'],
    ]);
    expect(model.plans[0]!.byBand[1]!.map((p) => p.months)).toEqual([12]);
    expect(model.plans[1]!.byBand.map((b) => b?.[0]?.months)).toEqual([12, 12]);
  });
});
