import type { SrState } from './sr-lifecycle';

/** A closed request may be reopened within 90 days (the post-service warranty). */
export const REOPEN_WINDOW_DAYS = 90;

/** Why a customer reopens (`sr_reopen_reason`); "other" needs a comment. */
export const REOPEN_REASONS = {
  same_issue: 'The same problem came back',
  not_fixed: 'The problem was not fixed',
  damaged_in_service: 'The device was damaged during the repair',
  other: 'Something else',
} as const;
export type ReopenReason = keyof typeof REOPEN_REASONS;

const DAY_MS = 86_400_000;

/**
 * The last day of the post-service warranty of a closed request (a reopen within 90 days of
 * closing), as the service report states it (decision 101).
 */
export function reopenUntil(closedAt: Date): Date {
  return new Date(closedAt.getTime() + REOPEN_WINDOW_DAYS * DAY_MS);
}

/** Whether a request can be reopened now (docs/product/service-requests.md#lifecycle-and-milestones). */
export function reopenEligible(request: { status: SrState; closedAt: Date | null }, now: Date): boolean {
  if (request.status !== 'closed' || !request.closedAt) return false;
  const age = now.getTime() - request.closedAt.getTime();
  return age >= 0 && age <= REOPEN_WINDOW_DAYS * DAY_MS;
}

export type ReopenProblem = 'NOT_REOPENABLE' | 'REASON_REQUIRED' | 'COMMENT_REQUIRED';

/** The problem with a reopen request, or null when it may go ahead. */
export function reopenProblem(
  request: { status: SrState; closedAt: Date | null },
  input: { reason: string | null | undefined; comment: string | null | undefined },
  now: Date,
): ReopenProblem | null {
  if (!reopenEligible(request, now)) return 'NOT_REOPENABLE';
  if (!input.reason || !Object.prototype.hasOwnProperty.call(REOPEN_REASONS, input.reason))
    return 'REASON_REQUIRED';
  if (input.reason === 'other' && !input.comment?.trim()) return 'COMMENT_REQUIRED';
  return null;
}
