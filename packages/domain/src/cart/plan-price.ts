/** A plan's price row (plan × tenure × device-price band), in integer paise. */
export interface PlanPriceRow {
  id: number;
  tenureMonths: number;
  minDevicePricePaise: number;
  /** Inclusive upper bound; null = no upper bound. */
  maxDevicePricePaise: number | null;
  pricePaise: number;
}

export type PriceChoice =
  | { ok: true; price: PlanPriceRow }
  | {
      ok: false;
      error_code: 'TENURE_NOT_OFFERED' | 'DEVICE_PRICE_REQUIRED' | 'DEVICE_PRICE_OUT_OF_RANGE';
      message: string;
    };

/** Whether a plan's prices depend on the device price (more than one band for a tenure). */
export function isBanded(rows: readonly PlanPriceRow[]): boolean {
  return rows.some((r) => r.minDevicePricePaise > 0 || r.maxDevicePricePaise !== null);
}

/**
 * docs/product/catalogue.md#plan-pricing: the price of a plan is fixed by its tenure and the band the device price falls
 * in. The server picks it from the catalogue; a client never sends a price (docs/product/security-tests.md#t7-3).
 */
export function choosePlanPrice(
  rows: readonly PlanPriceRow[],
  tenureMonths: number,
  devicePricePaise: number | null,
): PriceChoice {
  const forTenure = rows.filter((r) => r.tenureMonths === tenureMonths);
  if (forTenure.length === 0)
    return {
      ok: false,
      error_code: 'TENURE_NOT_OFFERED',
      message: 'This plan is not offered for that duration.',
    };
  if (!isBanded(forTenure)) return { ok: true, price: forTenure[0]! };
  if (devicePricePaise === null)
    return {
      ok: false,
      error_code: 'DEVICE_PRICE_REQUIRED',
      message: 'Tell us the price of your device to see the price of this plan.',
    };
  const match = forTenure.find(
    (r) =>
      devicePricePaise >= r.minDevicePricePaise &&
      (r.maxDevicePricePaise === null || devicePricePaise <= r.maxDevicePricePaise),
  );
  return match
    ? { ok: true, price: match }
    : {
        ok: false,
        error_code: 'DEVICE_PRICE_OUT_OF_RANGE',
        message: 'We do not offer this plan for a device at that price.',
      };
}
