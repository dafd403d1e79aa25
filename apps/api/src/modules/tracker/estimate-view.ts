import type { SrDetailView } from '@kavach/contracts';
import { findPlanOfCustomer, requestsOfPlan, type DbOrTx, type ServiceRequestRow } from '@kavach/db';
import { estimateShare, estimateText, remainingCoverPaise, srRateable } from '@kavach/domain';
import { claimCoversOfPlan, pastClaimsOf } from '../service-requests/selfserve-plan';

type EstimateView = NonNullable<SrDetailView['estimate']>;

/**
 * A request's repair estimate as its owner reads it (issue 20 §2–§3; decision 068): the amount,
 * the co-pay already paid, what the plan covers from the cover left on the request's cover (the
 * plan's other requests' approved repairs used the rest), and what the customer would pay beyond.
 * Null until the service team shares an estimate.
 */
export async function estimateOf(
  db: DbOrTx,
  sr: Pick<
    ServiceRequestRow,
    'id' | 'customerId' | 'customerPlanId' | 'coverId' | 'estimatePaise' | 'copayPaise' | 'copayStatus'
  >,
  osid: string,
): Promise<EstimateView | null> {
  if (sr.estimatePaise === null) return null;
  const [plan, requests] = await Promise.all([
    findPlanOfCustomer(db, sr.customerId, osid),
    requestsOfPlan(db, sr.customerPlanId),
  ]);
  const cover = plan ? claimCoversOfPlan(plan).find((c) => c.id === sr.coverId) : undefined;
  // A cover the plan no longer lists (a seeded row) is read as one without a limit: the desk decides.
  const remaining = remainingCoverPaise(
    cover?.limitPaise ?? null,
    pastClaimsOf(requests.filter((r) => r.id !== sr.id))
      .filter((h) => h.coverId === sr.coverId)
      .map((h) => h.approvedPaise),
  );
  const share = estimateShare({
    estimatePaise: sr.estimatePaise,
    remainingCoverPaise: remaining,
    copayPaidPaise: sr.copayStatus === 'paid' ? sr.copayPaise : 0,
  });
  return {
    amount: share.estimatePaise,
    copay_paid: share.copayPaidPaise,
    covered: share.coveredPaise,
    you_pay: share.customerPaysPaise,
    remaining_cover: share.remainingCoverPaise,
    message: estimateText(share),
  };
}

/**
 * What a milestone's SMS and email add to it (issue 20 §2): for a diagnosis or estimate, what was
 * found and, with an estimate, who pays what of it; once the work is done, the invitation to rate
 * the service (decision 089). Undefined for any other milestone.
 */
export async function milestoneDetailOf(
  db: DbOrTx,
  sr: Parameters<typeof estimateOf>[1] & Pick<ServiceRequestRow, 'status' | 'diagnosis'>,
  osid: string,
): Promise<string | undefined> {
  // The work is done: the tracker now asks how it went (decision 089).
  if (srRateable(sr.status)) return 'How was the service? Tell us on your tracker.';
  if (sr.status !== 'estimate_shared' && sr.status !== 'diagnosis') return undefined;
  const found = sr.diagnosis?.trim().replace(/[.\s]+$/, '');
  const estimate = sr.status === 'estimate_shared' ? await estimateOf(db, sr, osid) : null;
  const parts = [found ? `Diagnosis: ${found}.` : '', estimate?.message ?? ''].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}
