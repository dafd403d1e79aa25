import { describe, expect, it } from 'vitest';
import { choosePlanPrice } from './plan-price';
import type { PlanPriceRow } from './plan-price';

const banded: PlanPriceRow[] = [
  { id: 1, tenureMonths: 12, minDevicePricePaise: 0, maxDevicePricePaise: 1_500_000, pricePaise: 69_900 },
  {
    id: 2,
    tenureMonths: 12,
    minDevicePricePaise: 1_500_001,
    maxDevicePricePaise: 3_000_000,
    pricePaise: 129_900,
  },
  { id: 3, tenureMonths: 12, minDevicePricePaise: 3_000_001, maxDevicePricePaise: null, pricePaise: 199_900 },
  { id: 4, tenureMonths: 24, minDevicePricePaise: 0, maxDevicePricePaise: null, pricePaise: 249_900 },
];

describe('plan price choice (domain-facts §6: price by tenure and device-price band)', () => {
  it('picks the band the device price falls in, bounds inclusive', () => {
    expect(choosePlanPrice(banded, 12, 1_500_000)).toMatchObject({ ok: true, price: { id: 1 } });
    expect(choosePlanPrice(banded, 12, 1_500_001)).toMatchObject({ ok: true, price: { id: 2 } });
    expect(choosePlanPrice(banded, 12, 9_000_000)).toMatchObject({ ok: true, price: { id: 3 } });
  });

  it('a tenure with one unbanded row needs no device price', () => {
    const flat: PlanPriceRow[] = [
      { id: 9, tenureMonths: 12, minDevicePricePaise: 0, maxDevicePricePaise: null, pricePaise: 99_900 },
    ];
    expect(choosePlanPrice(flat, 12, null)).toMatchObject({ ok: true, price: { id: 9 } });
  });

  it('refuses an unknown tenure, a missing device price on a banded plan', () => {
    expect(choosePlanPrice(banded, 36, 100)).toMatchObject({ ok: false, error_code: 'TENURE_NOT_OFFERED' });
    expect(choosePlanPrice(banded, 12, null)).toMatchObject({
      ok: false,
      error_code: 'DEVICE_PRICE_REQUIRED',
    });
  });

  it('refuses a device price no band covers', () => {
    const gap: PlanPriceRow[] = [
      {
        id: 1,
        tenureMonths: 12,
        minDevicePricePaise: 500_000,
        maxDevicePricePaise: 1_000_000,
        pricePaise: 1,
      },
    ];
    expect(choosePlanPrice(gap, 12, 100)).toMatchObject({
      ok: false,
      error_code: 'DEVICE_PRICE_OUT_OF_RANGE',
    });
  });
});
