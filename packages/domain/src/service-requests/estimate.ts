import { formatInr } from '../format/money';

/**
 * The repair estimate as the customer reads it (issue 20 §2–§3; domain facts §4–5; decision 068):
 * the co-pay or excess paid with the request is the customer's share of the repair, the plan pays
 * the rest up to the cover that remains, and the customer would pay only what goes beyond it.
 */

export interface EstimateInput {
  /** What the service centre or technician quoted, in paise. */
  estimatePaise: number;
  /** Cover left on the request's cover before this repair (null: no limit, e.g. AMC breakdowns). */
  remainingCoverPaise: number | null;
  /** The co-pay or excess the customer already paid for this request (0 when none). */
  copayPaidPaise: number;
}

export interface EstimateShare {
  estimatePaise: number;
  copayPaidPaise: number;
  /** What the plan pays: the estimate less the co-pay paid, up to the cover left. */
  coveredPaise: number;
  /** What the customer would pay on top of the co-pay: the part beyond the cover. */
  customerPaysPaise: number;
  /** Cover left before this repair (null: no limit). */
  remainingCoverPaise: number | null;
  /** Cover left once the plan has paid its part (null: no limit). */
  remainingAfterPaise: number | null;
}

const whole = (paise: number) => Math.max(0, Math.round(Number.isFinite(paise) ? paise : 0));

export function estimateShare(input: EstimateInput): EstimateShare {
  const estimate = whole(input.estimatePaise);
  const copay = whole(input.copayPaidPaise);
  const remaining = input.remainingCoverPaise === null ? null : whole(input.remainingCoverPaise);
  const towardsPlan = Math.max(0, estimate - copay);
  const covered = remaining === null ? towardsPlan : Math.min(towardsPlan, remaining);
  return {
    estimatePaise: estimate,
    copayPaidPaise: copay,
    coveredPaise: covered,
    customerPaysPaise: towardsPlan - covered,
    remainingCoverPaise: remaining,
    remainingAfterPaise: remaining === null ? null : remaining - covered,
  };
}

/** The estimate in plain words: the amount, what the co-pay and the plan cover, what is left to pay. */
export function estimateText(share: EstimateShare): string {
  const parts = [`The repair is estimated at ${formatInr(share.estimatePaise)}.`];
  if (share.copayPaidPaise > 0)
    parts.push(`The ${formatInr(share.copayPaidPaise)} co-pay you paid counts towards it.`);
  if (share.coveredPaise > 0)
    parts.push(
      share.remainingCoverPaise === null
        ? `Your plan covers ${share.copayPaidPaise > 0 ? 'the rest' : 'all of it'}, ${formatInr(share.coveredPaise)}.`
        : `Your plan covers ${formatInr(share.coveredPaise)} of it, from the ${formatInr(share.remainingCoverPaise)} of cover left.`,
    );
  else if (share.copayPaidPaise === 0 && share.estimatePaise > 0)
    parts.push('No cover is left on your plan for this repair.');
  parts.push(
    share.customerPaysPaise > 0
      ? `You would pay ${formatInr(share.customerPaysPaise)} beyond your cover.`
      : 'You pay nothing more.',
  );
  return parts.join(' ');
}
