import { formatDayMonthYear } from '../format/dates';
import { defineLifecycle } from '../lifecycle/lifecycle';
import type { PlanStatusLabel } from './plan-status';

/**
 * A customer who sells a device hands its plan to the buyer (docs/product/accounts.md#transferring-a-plan,
 * decision 097): the owner names the buyer's mobile number, the buyer accepts by signing in with it
 * within 7 days, and the plan — its cover, what is left of it, its device — moves to the buyer's
 * account. The order and its invoice stay the seller's.
 */
export const PLAN_TRANSFER_DAYS = 7;

/** Plans with cover running or to come and a registered device: those can change hands. */
const TRANSFERABLE: readonly PlanStatusLabel[] = ['Active', 'NOT STARTED', 'Under Brand Warranty'];

export interface PlanTransferInput {
  label: PlanStatusLabel;
  /** Service requests on the plan not yet in an end state. */
  openRequests: number;
  /**
   * The plan is the booked next term (decision 091) of a plan whose own term is still in force: it
   * goes with that plan, never on its own. (A plan with a next term booked moves with that term.)
   */
  nextTermOfPlanInForce: boolean;
  /** A transfer of this plan is waiting for its buyer. */
  pending: boolean;
}

export type PlanTransferRefusalCode =
  'PLAN_NOT_TRANSFERABLE' | 'PLAN_HAS_OPEN_REQUEST' | 'PLAN_NEXT_TERM' | 'PLAN_TRANSFER_PENDING';

export type PlanTransferRule =
  { ok: true } | { ok: false; status: 409; error_code: PlanTransferRefusalCode; message: string };

const refuse = (error_code: PlanTransferRefusalCode, message: string): PlanTransferRule => ({
  ok: false,
  status: 409,
  error_code,
  message,
});

/** Whether the plan can be handed to someone else now, and if not, why. */
export function planTransferOf(input: PlanTransferInput): PlanTransferRule {
  if (input.pending)
    return refuse('PLAN_TRANSFER_PENDING', 'This plan is already waiting for its new owner to accept it.');
  if (!TRANSFERABLE.includes(input.label))
    return refuse(
      'PLAN_NOT_TRANSFERABLE',
      input.label === 'Activation Pending'
        ? 'Activate this plan first: a plan can be transferred once its device is registered.'
        : 'Only a plan that is in force can be transferred.',
    );
  if (input.openRequests > 0)
    return refuse(
      'PLAN_HAS_OPEN_REQUEST',
      'This plan has a service request still open. It can be transferred once the request is closed.',
    );
  if (input.nextTermOfPlanInForce)
    return refuse(
      'PLAN_NEXT_TERM',
      'This is the next term of a plan still in force. Transfer that plan, and this term goes with it.',
    );
  return { ok: true };
}

/** The SMS to the buyer: who is handing them which plan (and its next term, if booked), and how to take it. */
export function planTransferOfferText(o: {
  fromName: string;
  planName: string;
  device: string | null;
  expiresAt: Date;
  url: string;
  /** The first day of the next term booked for the plan, which goes with it. */
  nextTermFrom?: string | null;
}): string {
  const what =
    (o.device ? `${o.planName} for ${o.device}` : o.planName) +
    (o.nextTermFrom ? `, with its next term from ${formatDayMonthYear(o.nextTermFrom)},` : '');
  return `${o.fromName || 'A Kavach customer'} has transferred their ${what} to you. To accept it, sign in with this mobile number at ${o.url} by ${formatDayMonthYear(o.expiresAt)}.`;
}

/** The message to the seller once the buyer has accepted. */
export function planTransferredText(o: { planName: string; device: string | null }): string {
  const what = o.device ? `${o.planName} for ${o.device}` : o.planName;
  return `Your ${what} now belongs to its new owner. Your order and invoice stay in your account.`;
}

/** A transfer's lifecycle (decision 052's shape): it waits, then is accepted or cancelled (an expired one is cancelled). */
export const PLAN_TRANSFER_LIFECYCLE = defineLifecycle<'pending' | 'accepted' | 'cancelled'>(
  'plan transfer',
  {
    pending: ['accepted', 'cancelled'],
    accepted: [],
    cancelled: [],
  },
);
