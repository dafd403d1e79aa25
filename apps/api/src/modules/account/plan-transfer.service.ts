import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { IncomingPlanTransfer } from '@kavach/contracts';
import {
  endPlanTransfer,
  enqueueOutbox,
  findCustomerById,
  insertPlanTransfer,
  lapseExpiredTransferOfPlan,
  lockPlanById,
  lockPlanOfCustomer,
  lockPlanTransfer,
  movePlanToCustomer,
  pendingTransfersOfPlans,
  pendingTransfersToPhone,
  renewalsOfPlan,
  requestsOfPlan,
  type CustomerPlanRow,
  type CustomerRow,
  type DbOrTx,
} from '@kavach/db';
import {
  PLAN_TRANSFER_DAYS,
  formatDayMonthYear,
  isSrTerminal,
  maskContact,
  planInForce,
  planTransferOf,
  planTransferOfferText,
  planTransferredText,
  type SrState,
} from '@kavach/domain';
import type { RouteDeps } from '../../deps';
import { requireCustomer, type CurrentSession } from '../../lib/current-session';
import { AppError } from '../../lib/http-errors';
import { tellCustomer } from '../../notify/tell-customer';
import { phoneOf } from '../otp/contact-input';
import { currentCustomer } from '../customers/profile.service';
import { deviceName } from './device-name';
import { statusOfPlan } from './plan-status-of';

const DAY_MS = 24 * 60 * 60 * 1000;
const planNotFound = () =>
  new AppError(404, 'PLAN_NOT_FOUND', 'We could not find this plan in your account.');

/**
 * The plan rule, its inputs read inside the caller's transaction with the plan locked. Accepting
 * a transfer passes `acceptingIt`: the transfer waiting is the one being accepted, so only the
 * plan's own state can refuse it.
 */
async function ruleOf(tx: DbOrTx, plan: CustomerPlanRow, now: Date, acceptingIt = false) {
  await lapseExpiredTransferOfPlan(tx, plan.id, now);
  const requests = await requestsOfPlan(tx, plan.id);
  const pending = !acceptingIt && (await pendingTransfersOfPlans(tx, [plan.id], now)).has(plan.id);
  const before =
    plan.renewedFromPlanId === null ? null : await lockPlanById(tx, plan.renewedFromPlanId, plan.customerId);
  return planTransferOf({
    label: statusOfPlan(plan, now).label,
    openRequests: requests.filter((r) => !isSrTerminal(r.status as SrState)).length,
    nextTermOfPlanInForce: before !== null && planInForce(statusOfPlan(before, now).label),
    pending,
  });
}

/**
 * The next terms booked for a plan (decision 091) that go with it to a new owner: those still to
 * come or running, not one cancelled. Locked with the plan's transaction.
 */
async function nextTermsOf(tx: DbOrTx, plan: CustomerPlanRow, now: Date): Promise<CustomerPlanRow[]> {
  const terms = await renewalsOfPlan(tx, plan.id);
  const locked = await Promise.all(terms.map((t) => lockPlanById(tx, t.id, plan.customerId)));
  return locked.filter((t): t is CustomerPlanRow => t !== null && planInForce(statusOfPlan(t, now).label));
}

/**
 * POST /v3/customer/transfer_plan (decision 097): the signed-in owner hands a plan to the buyer's
 * mobile number. One transaction with the plan locked: the rule, the transfer recorded (waiting 7
 * days), an SMS to the buyer saying who, what, how and by when. Another customer's plan is the 404
 * of an unknown plan.
 */
export async function transferOwnPlan(
  deps: RouteDeps,
  request: FastifyRequest,
  body: { osid: string; phone: string },
) {
  const now = deps.clock.now();
  const { customer: owner } = await currentCustomer(deps, request);
  const toPhone = phoneOf(body.phone);
  if (owner.phone === toPhone)
    throw new AppError(
      400,
      'TRANSFER_TO_SELF',
      'Enter the mobile number of the person you are giving the plan to.',
      {
        fields: { phone: 'This is your own number.' },
      },
    );
  return deps.db.transaction(async (tx) => {
    const plan = await lockPlanOfCustomer(tx, owner.id, body.osid);
    if (!plan) throw planNotFound();
    const rule = await ruleOf(tx, plan, now);
    if (!rule.ok) throw new AppError(rule.status, rule.error_code, rule.message);
    const nextTerm = (await nextTermsOf(tx, plan, now))[0];
    const expiresAt = new Date(now.getTime() + PLAN_TRANSFER_DAYS * DAY_MS);
    const transfer = await insertPlanTransfer(tx, {
      publicId: randomBytes(18).toString('base64url'),
      customerPlanId: plan.id,
      fromCustomerId: owner.id,
      toPhone,
      createdAt: now,
      expiresAt,
    });
    await enqueueOutbox(tx, {
      channel: 'sms',
      topic: 'plan_transfer_offered',
      recipient: toPhone,
      payload: {
        text: planTransferOfferText({
          fromName: owner.firstName,
          planName: plan.planName,
          device: deviceName(plan),
          expiresAt,
          url: `${deps.config.webOrigins[0] ?? ''}/account/plans`,
          nextTermFrom: nextTerm?.startsOn ?? null,
        }),
      },
      idempotencyKey: `plan_transfer_offered:${transfer.publicId}`,
      availableAt: now,
      createdAt: now,
    });
    return {
      transfer: { osid: plan.osid, to: maskContact(toPhone), expires_on: formatDayMonthYear(expiresAt) },
    };
  });
}

/** POST /v3/customer/cancel_plan_transfer: the owner takes back a transfer still waiting. */
export async function cancelOwnPlanTransfer(deps: RouteDeps, request: FastifyRequest, osid: string) {
  const now = deps.clock.now();
  const { customer } = await requireCustomer(deps.db, request, now);
  return deps.db.transaction(async (tx) => {
    const plan = await lockPlanOfCustomer(tx, customer.id, osid);
    if (!plan) throw planNotFound();
    const pending = (await pendingTransfersOfPlans(tx, [plan.id], now)).get(plan.id);
    if (!pending || !(await endPlanTransfer(tx, pending, 'cancelled', now)))
      throw new AppError(409, 'NO_PENDING_TRANSFER', 'This plan is not waiting to be transferred.');
    return { message: 'The transfer is cancelled. The plan stays in your account.' };
  });
}

/**
 * The phone the signed-in customer has proved: the account's verified phone, or one verified in
 * this session with a one-time code. A transfer is offered to a phone number, so only its proven
 * holder may take it.
 */
function provenPhone(session: CurrentSession, row: CustomerRow | null): string | null {
  if (row?.phone && row.phoneVerifiedAt) return row.phone;
  return session.verifiedPhone;
}

/** The transfers waiting for the signed-in customer (My Plans), none without a proven phone. */
export async function incomingTransfers(
  db: DbOrTx,
  session: CurrentSession,
  row: CustomerRow | null,
  now: Date,
): Promise<IncomingPlanTransfer[]> {
  const phone = provenPhone(session, row);
  if (!phone) return [];
  const rows = await pendingTransfersToPhone(db, phone, now);
  return rows
    .filter((r) => r.transfer.fromCustomerId !== row?.id)
    .map((r) => ({
      transfer_id: r.transfer.publicId,
      plan_name: r.plan.planName,
      device: deviceName(r.plan),
      from_name: r.fromFirstName,
      expires_on: formatDayMonthYear(r.transfer.expiresAt),
    }));
}

/**
 * POST /v3/customer/accept_plan_transfer (decision 097): the holder of the phone the plan was
 * offered to takes it. One transaction, the transfer and the plan locked, the rule checked again
 * (a request raised since, a plan cancelled since, stops it): the plan with its documents — and
 * the next terms booked for it — moves to the buyer, with the buyer's name and number as its personal details; the seller is told by SMS
 * and email. Any other customer, or an unknown or ended transfer, is 404 TRANSFER_NOT_FOUND.
 */
export async function acceptPlanTransfer(deps: RouteDeps, request: FastifyRequest, transferId: string) {
  const now = deps.clock.now();
  const { session, customer: buyer } = await currentCustomer(deps, request);
  const phone = provenPhone(session, buyer);
  const notFound = () =>
    new AppError(
      404,
      'TRANSFER_NOT_FOUND',
      'This transfer is not waiting for you. It may have been cancelled or has expired.',
    );
  return deps.db.transaction(async (tx) => {
    const transfer = await lockPlanTransfer(tx, transferId);
    if (
      !transfer ||
      transfer.status !== 'pending' ||
      transfer.expiresAt <= now ||
      transfer.toPhone !== phone ||
      transfer.fromCustomerId === buyer.id
    )
      throw notFound();
    const seller = await findCustomerById(tx, transfer.fromCustomerId);
    const owned = await lockPlanById(tx, transfer.customerPlanId, transfer.fromCustomerId);
    if (!owned) throw notFound();
    const rule = await ruleOf(tx, owned, now, true);
    if (!rule.ok) throw new AppError(rule.status, rule.error_code, rule.message);
    const personal = {
      name: [buyer.firstName, buyer.lastName].filter(Boolean).join(' '),
      phone: phone!,
      ...(buyer.email ? { email: buyer.email } : {}),
    };
    // The plan and the next terms booked for it move together (decision 097, amended).
    for (const term of [owned, ...(await nextTermsOf(tx, owned, now))])
      await movePlanToCustomer(tx, term, buyer.id, personal, now);
    if (!(await endPlanTransfer(tx, transfer, 'accepted', now, buyer.id))) throw notFound();
    const text = planTransferredText({ planName: owned.planName, device: deviceName(owned) });
    await tellCustomer(
      tx,
      { phone: seller?.phone, email: seller?.email },
      {
        topic: 'plan_transferred',
        payload: { text, osid: owned.osid },
        key: (channel) => `plan_transferred:${transfer.publicId}:${channel}`,
        now,
      },
    );
    return { plan: { osid: owned.osid, plan_name: owned.planName } };
  });
}
