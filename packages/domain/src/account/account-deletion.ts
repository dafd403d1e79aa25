import type { PlanStatusLabel } from './plan-status';

/**
 * A customer deletes their account (docs/product/accounts.md#deleting-your-account, decision 096).
 * Not while anything they paid for still needs an owner: a plan in force, a service request still
 * open, money still on its way back to them. Each of those is said, all at once, so one visit to
 * the page tells the customer everything that stands in the way.
 */

/** Plans whose cover is over or never will be: they need no owner. Every other label is in force. */
const PLAN_LABELS_OVER: readonly PlanStatusLabel[] = [
  'Expired',
  'Lapsed',
  'Cancelled',
  'Consumed',
  'Registration Failed',
];

/** A plan with this label still covers (or will cover) a device: 'Unknown' counts, to be safe. */
export const planInForce = (label: PlanStatusLabel): boolean => !PLAN_LABELS_OVER.includes(label);

export interface AccountDeletionInput {
  /** The names of the customer's plans in force (planInForce), as My Plans shows them. */
  plansInForce: readonly string[];
  /** The numbers of the customer's service requests not yet in an end state. */
  openRequests: readonly string[];
  /** Refunds queued and not yet taken by the gateway (a cancelled plan, a co-pay). */
  refundsOnTheirWay: number;
}

export type AccountDeletionBlockerCode =
  'ACCOUNT_HAS_PLANS_IN_FORCE' | 'ACCOUNT_HAS_OPEN_REQUESTS' | 'ACCOUNT_HAS_REFUNDS_DUE';

export interface AccountDeletionBlocker {
  error_code: AccountDeletionBlockerCode;
  message: string;
}

const list = (items: readonly string[]): string => {
  const shown = items.slice(0, 3).join(', ');
  return items.length > 3 ? `${shown} and ${items.length - 3} more` : shown;
};

/** What stands in the way of deleting the account; empty when nothing does. */
export function accountDeletionBlockers(input: AccountDeletionInput): AccountDeletionBlocker[] {
  const out: AccountDeletionBlocker[] = [];
  const plans = input.plansInForce.length;
  if (plans > 0)
    out.push({
      error_code: 'ACCOUNT_HAS_PLANS_IN_FORCE',
      message: `${plans === 1 ? 'A plan is' : `${plans} plans are`} still in force (${list(input.plansInForce)}). Your account can be deleted once ${plans === 1 ? 'it ends or is' : 'they end or are'} cancelled.`,
    });
  const requests = input.openRequests.length;
  if (requests > 0)
    out.push({
      error_code: 'ACCOUNT_HAS_OPEN_REQUESTS',
      message: `${requests === 1 ? 'A service request is' : `${requests} service requests are`} still open (${list(input.openRequests)}). Your account can be deleted once ${requests === 1 ? 'it is' : 'they are'} closed.`,
    });
  if (input.refundsOnTheirWay > 0)
    out.push({
      error_code: 'ACCOUNT_HAS_REFUNDS_DUE',
      message: `${input.refundsOnTheirWay === 1 ? 'A refund is' : `${input.refundsOnTheirWay} refunds are`} still on the way to you. Your account can be deleted once ${input.refundsOnTheirWay === 1 ? 'it has' : 'they have'} reached you.`,
    });
  return out;
}

/**
 * The one-time code's purpose: a code sent to delete an account proves nothing else
 * (docs/product/security-tests.md#t4-6).
 */
export const ACCOUNT_DELETION_OTP_PURPOSE = 'delete_account';

/** The confirmation sent to the old phone and email once the account is gone. */
export const ACCOUNT_DELETED_TEXT =
  'Your Kavach account has been deleted, as you asked. We keep your invoices only as long as tax law requires (up to 8 years), and nothing that lets anyone sign in. If you did not ask for this, call us.';

/** A phone or email shown in part: +91 ••••• •3210, ra•••@example.in. */
export function maskContact(contact: string): string {
  const at = contact.indexOf('@');
  if (at > 0) {
    const name = contact.slice(0, at);
    return `${name.slice(0, Math.min(2, name.length - 1))}•••${contact.slice(at)}`;
  }
  const digits = contact.replace(/^\+91/, '');
  return `+91 ••••• •${digits.slice(-4)}`;
}
