import { canTransition } from '../lifecycle/lifecycle';
import { SR_LIFECYCLES, isSrProcess, type SrState } from './sr-lifecycle';

/**
 * Why a customer cancels their own request (decision 086), as the tracker offers them. The code is
 * kept in the request's history; the customer reads "Cancelled at your request."
 */
export const CUSTOMER_CANCEL_REASONS = {
  REPAIRED_ELSEWHERE: 'I got it repaired elsewhere',
  PROBLEM_GONE: 'The problem went away',
  RAISED_BY_MISTAKE: 'I raised it by mistake',
  NOT_AVAILABLE: 'I cannot be there for the appointment',
  OTHER: 'Another reason',
} as const;
export type CustomerCancelReason = keyof typeof CUSTOMER_CANCEL_REASONS;

export function isCustomerCancelReason(code: string): code is CustomerCancelReason {
  return Object.hasOwn(CUSTOMER_CANCEL_REASONS, code);
}

/**
 * Whether the customer may cancel a request themselves (decision 086,
 * docs/product/service-requests.md#tracker): wherever its process's table allows `cancelled` —
 * before the device is picked up, brought in or the technician sets out — except while an estimate
 * awaits their approval (the device is at the service centre: declining it is the desk's call with
 * them). Later, or for a process we do not know, the tracker says to call us.
 */
export function customerCanCancel(process: string, state: string): boolean {
  if (!isSrProcess(process) || state === ('awaiting_approval' satisfies SrState)) return false;
  return canTransition(SR_LIFECYCLES[process], state, 'cancelled');
}
