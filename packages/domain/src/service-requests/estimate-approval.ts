import { canTransition } from '../lifecycle/lifecycle';
import { SR_LIFECYCLES, isSrProcess, type SrState } from './sr-lifecycle';

/**
 * The customer's answer to an estimate that awaits their approval (decision 090): approving starts
 * the repair; declining ends the request, and the device comes back unrepaired.
 */
export const ESTIMATE_DECISIONS = {
  approve: 'repair_in_progress',
  decline: 'cancelled',
} as const satisfies Record<string, SrState>;
export type EstimateDecision = keyof typeof ESTIMATE_DECISIONS;

/** The words the customer reads of a declined estimate, under "Why it was cancelled". */
export const ESTIMATE_DECLINED = 'You declined the repair estimate.';

/**
 * Where the customer's answer takes the request, or null when it awaits no answer from them: only
 * an estimate awaiting approval, and only to a state its process's table allows.
 */
export function estimateDecisionTarget(
  process: string,
  state: string,
  decision: EstimateDecision,
): SrState | null {
  if (!isSrProcess(process) || state !== ('awaiting_approval' satisfies SrState)) return null;
  const to = ESTIMATE_DECISIONS[decision];
  return canTransition(SR_LIFECYCLES[process], state, to) ? to : null;
}
