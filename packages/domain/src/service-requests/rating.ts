import type { SrState } from './sr-lifecycle';

/**
 * The customer rates the service of a request (decision 089): once the work is done — the
 * technician's visit or the repair finished (`feedback`, `closed`) or the device inspected
 * (`no_issue_found`). A request that ended without service (rejected, cancelled, expired) has
 * nothing to rate.
 */
export const SR_RATEABLE_STATES: readonly SrState[] = ['feedback', 'closed', 'no_issue_found'];

export const srRateable = (state: string): boolean =>
  (SR_RATEABLE_STATES as readonly string[]).includes(state);

/** How a rating reads to the customer and the desk: 'You rated this service 4 out of 5.' */
export const ratingWords = (rating: number): string => `${rating} out of 5`;
