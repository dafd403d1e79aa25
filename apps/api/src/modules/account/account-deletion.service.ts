import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountDeletionResponse } from '@kavach/contracts';
import {
  accountDeletionFactsOf,
  eraseCustomer,
  lockCustomer,
  type CustomerRow,
  type DbOrTx,
} from '@kavach/db';
import {
  ACCOUNT_DELETED_TEXT,
  ACCOUNT_DELETION_OTP_PURPOSE,
  accountDeletionBlockers,
  maskContact,
  planInForce,
  type AccountDeletionBlocker,
} from '@kavach/domain';
import type { RouteDeps } from '../../deps';
import { AppError } from '../../lib/http-errors';
import { tellCustomer } from '../../notify/tell-customer';
import { endSession } from '../../plugins/session';
import { currentCustomer } from '../customers/profile.service';
import { sendOtp, verifyOtp } from '../otp/otp.service';
import { statusOfPlan } from './plan-status-of';

/** Where the confirming code goes: the account's phone by SMS, else its email. */
function codeTarget(customer: CustomerRow): { target: string; channel: 'sms' | 'email' } {
  if (customer.phone) return { target: customer.phone, channel: 'sms' };
  if (customer.email) return { target: customer.email, channel: 'email' };
  // The row's CHECK keeps a phone or an email on every account not deleted.
  throw new AppError(401, 'SIGN_IN_REQUIRED', 'Please sign in to continue.');
}

async function blockersOf(db: DbOrTx, customerId: number, now: Date): Promise<AccountDeletionBlocker[]> {
  const facts = await accountDeletionFactsOf(db, customerId);
  return accountDeletionBlockers({
    plansInForce: facts.plans.filter((p) => planInForce(statusOfPlan(p, now).label)).map((p) => p.planName),
    openRequests: facts.openRequests,
    refundsOnTheirWay: facts.refundsOnTheirWay,
  });
}

const blocked = (blockers: AccountDeletionBlocker[]) => {
  const [first] = blockers;
  return new AppError(409, first?.error_code ?? 'ACCOUNT_NOT_DELETABLE', first?.message ?? '');
};

/** The signed-in customer (never a sales agent acting for one) and their account row. */
async function owner(deps: RouteDeps, request: FastifyRequest) {
  const signedIn = await currentCustomer(deps, request);
  if (signedIn.session.staff)
    throw new AppError(403, 'CUSTOMER_ONLY', 'Only the customer can delete their own account.');
  return signedIn;
}

/** GET /v3/customer/delete_account (decision 096): can it go now, and if not, every reason why. */
export async function accountDeletionOf(
  deps: RouteDeps,
  request: FastifyRequest,
): Promise<AccountDeletionResponse> {
  const now = deps.clock.now();
  const { customer } = await owner(deps, request);
  const blockers = await blockersOf(deps.db, customer.id, now);
  return { can_delete: blockers.length === 0, blockers, code_to: maskContact(codeTarget(customer).target) };
}

/**
 * POST /v3/customer/delete_account/send_code: a one-time code to the account's own phone (else
 * email), for this purpose only, bound to this session — re-authentication before the one thing
 * that cannot be undone (docs/product/security-tests.md#t2-5). Refused (409) while anything stands
 * in the way, so no code is spent on a deletion that would be refused.
 */
export async function sendAccountDeletionCode(deps: RouteDeps, request: FastifyRequest) {
  const now = deps.clock.now();
  const { session, customer } = await owner(deps, request);
  const blockers = await blockersOf(deps.db, customer.id, now);
  if (blockers.length > 0) throw blocked(blockers);
  const { target, channel } = codeTarget(customer);
  await sendOtp(deps, {
    target,
    channel,
    purpose: ACCOUNT_DELETION_OTP_PURPOSE,
    sessionHash: session.idHash,
    ip: request.ip,
    note: 'You asked to delete your Kavach account. Enter this code only if you mean it.',
  });
  return { message: `We sent a code to ${maskContact(target)}.` };
}

/**
 * POST /v3/customer/delete_account (decision 096): with the code, the account's personal data is
 * erased in one transaction with its row locked and every rule checked again (a plan bought or a
 * request raised since the code was sent still stops it); the old phone and email are told; every
 * session ends and this one's cookies are cleared. The documents' stored files go after the commit
 * (a failure is logged; the orphan sweeper takes activation documents left behind).
 */
export async function deleteOwnAccount(
  deps: RouteDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  code: string,
): Promise<{ message: string }> {
  const now = deps.clock.now();
  const { session, customer } = await owner(deps, request);
  const { target } = codeTarget(customer);
  await verifyOtp(deps, {
    target,
    purpose: ACCOUNT_DELETION_OTP_PURPOSE,
    sessionHash: session.idHash,
    code,
    proves: customer.phone ? { phone: customer.phone } : { email: target },
  });
  const erased = await deps.db.transaction(async (tx) => {
    const row = await lockCustomer(tx, customer.id);
    if (!row || row.deletedAt) throw new AppError(401, 'SIGN_IN_REQUIRED', 'Please sign in to continue.');
    const blockers = await blockersOf(tx, row.id, now);
    if (blockers.length > 0) throw blocked(blockers);
    await tellCustomer(tx, row, {
      topic: 'account_deleted',
      payload: { text: ACCOUNT_DELETED_TEXT },
      key: (channel) => `account_deleted:${row.publicId}:${channel}`,
      now,
    });
    return eraseCustomer(tx, row, now);
  });
  for (const key of erased.documentKeys)
    await deps.documents.delete(key).catch((err: unknown) => {
      request.log.warn({ err, key }, 'a deleted account’s document was not removed from storage');
    });
  await endSession(request, reply, deps.session);
  request.log.info({ event: 'account_deleted', documents: erased.documentKeys.length }, 'account deleted');
  return { message: 'Your account has been deleted.' };
}
