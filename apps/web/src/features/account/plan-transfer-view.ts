import { appRoutes } from '@/lib/app-routes';
import { NETWORK_ERROR_MESSAGE } from '@/lib/network-error';
import { queryErrorCode, queryValue, type PageQuery } from '@/lib/query-values';

/**
 * What My Plans' address says about a plan transfer just tried (decision 097): on a card (sent,
 * cancelled, or why not) or about a plan someone handed this customer (accepted, or why not). Only
 * codes travel in the address; these put them in words.
 */
export interface PlanTransferShown {
  /** The card it is about, or null for the plans transferred to this customer. */
  osid: string | null;
  text: string;
  tone: 'success' | 'error';
}

type Outcome = { done: 'sent' | 'cancelled' | 'accepted' } | { error: string };

/** Back to My Plans at the card (`osid`) or at the plans transferred to the customer (null). */
export function planTransferPath(osid: string | null, outcome: Outcome): string {
  const query = new URLSearchParams(osid ? { transfer: osid } : {});
  if ('done' in outcome) query.set('transfer_done', outcome.done);
  else query.set('transfer_error', outcome.error);
  return `${appRoutes.account.plans}?${query}#${osid ? `card-${osid}` : 'incoming-transfers'}`;
}

const DONE_TEXT = {
  sent: 'We have sent the plan to its new owner by SMS. It moves to their account when they accept it.',
  cancelled: 'The transfer is cancelled. The plan stays in your account.',
  accepted: 'The plan is now in your account.',
} as const;

/** The words for an error code a transfer action sent back. */
export function planTransferErrorText(code: string): string {
  switch (code) {
    case 'PHONE_FORMAT':
    case 'INVALID_PHONE':
    case 'VALIDATION_ERROR':
      return 'Enter the new owner’s 10-digit mobile number.';
    case 'TRANSFER_TO_SELF':
      return 'That is your own number. Enter the mobile number of the person you are giving the plan to.';
    case 'PLAN_TRANSFER_PENDING':
      return 'This plan is already waiting for its new owner to accept it.';
    case 'PLAN_NOT_TRANSFERABLE':
      return 'Only a plan that is in force and activated can be transferred.';
    case 'PLAN_HAS_OPEN_REQUEST':
      return 'This plan has a service request still open. It can be transferred once the request is closed.';
    case 'PLAN_NEXT_TERM':
      return 'This is the next term of a plan still in force. Transfer that plan, and this term goes with it.';
    case 'NO_PENDING_TRANSFER':
      return 'This plan is not waiting to be transferred.';
    case 'TRANSFER_NOT_FOUND':
      return 'This transfer is no longer waiting for you. It may have been cancelled or has expired.';
    case 'PLAN_NOT_FOUND':
      return 'We could not find this plan in your account.';
    case 'SIGN_IN_REQUIRED':
      return 'Please sign in again.';
    case 'RATE_LIMITED':
      return 'Too many tries. Please try again in an hour.';
    default:
      return NETWORK_ERROR_MESSAGE;
  }
}

/** The notice in My Plans' query, in words, if any. */
export function planTransferNotice(query: PageQuery): PlanTransferShown | null {
  const osid = queryValue(query.transfer);
  const done = queryValue(query.transfer_done);
  if (done === 'sent' || done === 'cancelled' || done === 'accepted')
    return { osid, text: DONE_TEXT[done], tone: 'success' };
  if (queryValue(query.transfer_error) === null) return null;
  const code = queryErrorCode(query.transfer_error) ?? 'NETWORK';
  return { osid, text: planTransferErrorText(code), tone: 'error' };
}
