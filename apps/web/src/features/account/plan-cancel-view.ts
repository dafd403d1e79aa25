import { formatInr } from '@kavach/domain';
import { appRoutes } from '@/lib/app-routes';
import { NETWORK_ERROR_MESSAGE } from '@/lib/network-error';
import { queryErrorCode, queryValue, type PageQuery } from '@/lib/query-values';

/** What My Plans' address says about a cancellation just tried (decision 093). */
export interface PlanCancelNotice {
  osid: string;
  /** The plan was cancelled a moment ago. */
  done: boolean;
  /** Why it was not: the API's error code, or REASON_REQUIRED / NETWORK. */
  error: string | null;
}

/** The notice as a card shows it: the error in words (planCancelErrorText). */
export interface PlanCancelShown {
  osid: string;
  done: boolean;
  errorText: string | null;
}

/** A cancelled plan's credit note (GET /v3/order/download/{osid}?type=credit_note) through the same-origin proxy. */
export const creditNoteHref = (osid: string) =>
  `/api/v3/order/download/${encodeURIComponent(osid)}?application=website&type=credit_note`;

/** Back to My Plans at the card: `cancelled={osid}` when done, else `cancel={osid}&cancel_error={code}`. */
export function planCancelPath(osid: string, outcome: { done: true } | { error: string }): string {
  const query =
    'done' in outcome
      ? new URLSearchParams({ cancelled: osid })
      : new URLSearchParams({ cancel: osid, cancel_error: outcome.error });
  return `${appRoutes.account.plans}?${query}#card-${osid}`;
}

/** The notice in My Plans' query, if any. */
export function planCancelNotice(query: PageQuery): PlanCancelNotice | null {
  const cancelled = queryValue(query.cancelled);
  if (cancelled) return { osid: cancelled, done: true, error: null };
  const osid = queryValue(query.cancel);
  if (!osid) return null;
  return { osid, done: false, error: queryErrorCode(query.cancel_error) ?? 'NETWORK' };
}

/** The words for a `cancel_error` code the cancel action sent back. */
export function planCancelErrorText(code: string | null, supportPhone: string): string | null {
  switch (code) {
    case null:
      return null;
    case 'REASON_REQUIRED':
    case 'VALIDATION_ERROR':
      return 'Choose why you are cancelling.';
    case 'PLAN_CANCELLED':
      return 'This plan is already cancelled.';
    case 'CANCEL_WINDOW_CLOSED':
      return 'A plan can be cancelled within 30 days of buying it, so this one can no longer be cancelled.';
    case 'PLAN_SOLD_BY_PARTNER':
      return 'This plan was sold by our partner store: the store where you bought it can cancel it.';
    case 'PLAN_HAS_REQUESTS':
    case 'PLAN_VISIT_DUE':
    case 'PLAN_RENEWED':
    case 'CANCEL_BY_PHONE':
      return `This plan can no longer be cancelled online. Call us on ${supportPhone} and we will help.`;
    case 'SIGN_IN_REQUIRED':
      return 'Please sign in again to cancel this plan.';
    case 'PLAN_NOT_FOUND':
      return 'We could not find this plan in your account.';
    default:
      return NETWORK_ERROR_MESSAGE;
  }
}

/** 'Cancel plan and refund ₹2,249' (the form's button). */
export const cancelButtonText = (refundPaise: number) =>
  refundPaise > 0 ? `Cancel plan and refund ${formatInr(refundPaise)}` : 'Cancel plan';

/** What a cancelled plan's card says of its refund. */
export function refundLine(c: { refund_paise: number; refunded: boolean }): string | null {
  if (c.refund_paise <= 0) return null;
  const amount = formatInr(c.refund_paise);
  return c.refunded
    ? `${amount} has been refunded to the account you paid from.`
    : `${amount} is on its way back to the account you paid from; refunds usually arrive in 5–7 working days.`;
}
