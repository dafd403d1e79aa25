/**
 * Co-pay of a service request (docs/product/service-requests.md#co-pay), in paise. Spills and
 * drops charge the greater of ₹599 and 5 % of the device price; extended warranty nothing;
 * otherwise the plan's own rule. Amounts are rounded up to a whole rupee.
 *
 * An `excess` is an insurer-style deductible on a theft claim: a share of the claim with a floor.
 * The claim is the device's replacement value, its price, so it is computed like `greater_of`; it
 * is its own kind because the customer reads it as an excess, not a repair co-pay (decision 063).
 */
export type CopayRule =
  | { kind: 'none' }
  | { kind: 'greater_of'; minimumPaise: number; percent: number }
  | { kind: 'excess'; minimumPaise: number; percent: number }
  | { kind: 'fixed'; paise: number };

export const SPILLS_AND_DROPS_COPAY: Extract<CopayRule, { kind: 'greater_of' }> = {
  kind: 'greater_of',
  minimumPaise: 59_900,
  percent: 5,
};
/** Theft and loss: an excess of 5 % of the claim, at least ₹1,000, with the invoice (domain facts §5, OA-FAQ). */
export const THEFT_EXCESS: Extract<CopayRule, { kind: 'excess' }> = {
  kind: 'excess',
  minimumPaise: 100_000,
  percent: 5,
};
export const NO_COPAY: CopayRule = { kind: 'none' };

const toWholeRupee = (paise: number) => Math.ceil(paise / 100) * 100;

export function copayPaise(rule: CopayRule, devicePricePaise: number): number {
  if (!Number.isFinite(devicePricePaise) || devicePricePaise < 0)
    throw new RangeError('device price must be a non-negative amount');
  switch (rule.kind) {
    case 'none':
      return 0;
    case 'fixed':
      return rule.paise;
    case 'greater_of':
    case 'excess':
      return toWholeRupee(Math.max(rule.minimumPaise, (devicePricePaise * rule.percent) / 100));
  }
}

/** Cover left on a plan after the approved repairs (never below zero); null when unlimited. */
export function remainingCoverPaise(
  limitPaise: number | null,
  approvedPaise: readonly number[],
): number | null {
  if (limitPaise === null) return null;
  return Math.max(0, limitPaise - approvedPaise.reduce((a, b) => a + b, 0));
}

/** How long a temporary request waits for its co-pay before it expires and frees its slot (spec §5). */
export const COPAY_WINDOW_MS = 30 * 60_000;

/** Sources whose co-pay is collected after the request is made (spec §5). */
const PAY_AFTER_SOURCES: readonly string[] = ['salespro', 'salespro_internal_sales_team'];

/** Spec §5: co-pay after a service request only for a salespro source with a contact_token. */
export const copayAfterRequest = (source: string, contactToken: string | null | undefined): boolean =>
  PAY_AFTER_SOURCES.includes(source.toLowerCase()) && Boolean(contactToken);

/**
 * A co-pay is the customer's share of a repair or replacement the plan pays for. A request that ends
 * without one, rejected or cancelled, gives a paid co-pay back in full (decision 085,
 * docs/product/service-requests.md#co-pay). A request closed, or closed with no issue found, keeps it.
 */
export function refundsPaidCopay(endedIn: string): boolean {
  return endedIn === 'rejected' || endedIn === 'cancelled';
}
