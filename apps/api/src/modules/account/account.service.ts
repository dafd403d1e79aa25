import type { FastifyRequest } from 'fastify';
import {
  coversOfPlans,
  findCustomerById,
  findOrderOfCustomer,
  lockOrderByActivationToken,
  movePlansOfOrder,
  orderHeadsOf,
  orderItemsByIds,
  cancellationsOfPlans,
  ordersWithCapturedPayment,
  ordersOfCustomer,
  pendingTransfersOfPlans,
  plansOfCustomer,
  requestsOfCustomer,
  type CustomerPlanRow,
} from '@kavach/db';
import { planInForce, processTypeOf, SR_STATE_LABELS, type SrProcess, type SrState } from '@kavach/domain';
import type { RouteDeps } from '../../deps';
import { requireCustomer } from '../../lib/current-session';
import { AppError } from '../../lib/http-errors';
import { orderSummary } from '../orders/summary';
import { claimCoversOfPlan } from '../service-requests/selfserve-plan';
import { accountPlanEntry } from './plan-view';
import { incomingTransfers } from './plan-transfer.service';
import { statusOfPlan } from './plan-status-of';

const notFound = () => new AppError(404, 'ORDER_NOT_FOUND', 'We could not find this order.');

/**
 * GET /v3/customer/plans: every plan card of the signed-in customer, and the Activate Plan list —
 * the plans awaiting activation by their state (docs/product/accounts.md#plan-action-button).
 */
export async function myPlans(deps: RouteDeps, request: FastifyRequest) {
  const now = deps.clock.now();
  const session = await requireCustomer(deps.db, request, now);
  const { customer } = session;
  const [plans, requests, row] = await Promise.all([
    plansOfCustomer(deps.db, customer.id),
    requestsOfCustomer(deps.db, customer.id),
    findCustomerById(deps.db, customer.id),
  ]);
  const ids = {
    plans: plans.map((p) => p.id),
    catalogue: [...new Set(plans.map((p) => p.planId))],
    orders: plans.map((p) => p.orderId),
    lines: plans.map((p) => p.orderItemId),
  };
  const [covers, heads, lines, cancellations, paid, transfers, incoming] = await Promise.all([
    coversOfPlans(deps.db, ids.catalogue),
    orderHeadsOf(deps.db, ids.orders),
    orderItemsByIds(deps.db, ids.lines),
    cancellationsOfPlans(deps.db, ids.plans),
    ordersWithCapturedPayment(deps.db, ids.orders),
    pendingTransfersOfPlans(deps.db, ids.plans, now),
    incomingTransfers(deps.db, session, row, now),
  ]);
  const entries = plans.map((p) => {
    const head = heads.get(p.orderId);
    const line = lines.get(p.orderItemId);
    const own = requests.filter((r) => r.customerPlanId === p.id);
    const renewedFrom = firstRenewalStart(plans, p.id);
    return accountPlanEntry(
      p,
      {
        orderRef: head?.ref ?? '',
        blacklisted: row?.blacklisted ?? false,
        covers: covers.get(p.planId) ?? [],
        claimCovers: claimCoversOfPlan(p).length,
        requests: own,
        renewedFrom,
        cancelFacts:
          head && line
            ? {
                order: head,
                line,
                // As requestsRaisedOnPlans counts them: a temporary request that expired was never raised.
                requestsRaised: own.filter((r) => r.status !== 'expired').length,
                renewed: renewedFrom !== null,
                paymentOnRecord: paid.has(p.orderId),
              }
            : null,
        cancellation: cancellations.get(p.id) ?? null,
        transfer: transfers.get(p.id) ?? null,
        nextTermOfPlanInForce: nextTermOfPlanInForce(plans, p, now),
      },
      now,
    );
  });
  return {
    has_plans: entries.length > 0,
    plans: entries.map((e) => e.view),
    incoming_transfers: incoming,
    activation_plans: entries.filter((e) => e.awaitsActivation).map((e) => e.view),
  };
}

/** Whether a plan is the booked next term of one of the customer's plans still in force (decision 097). */
function nextTermOfPlanInForce(plans: readonly CustomerPlanRow[], plan: CustomerPlanRow, now: Date): boolean {
  const before = plan.renewedFromPlanId === null ? null : plans.find((q) => q.id === plan.renewedFromPlanId);
  return before !== undefined && before !== null && planInForce(statusOfPlan(before, now).label);
}

/** The first day of the earliest renewal bought for a plan, among the customer's plans (decision 091). */
function firstRenewalStart(plans: readonly CustomerPlanRow[], planId: number): string | null {
  const starts = plans.flatMap((q) => (q.renewedFromPlanId === planId && q.startsOn ? [q.startsOn] : []));
  return starts.sort()[0] ?? null;
}

/** GET /v3/customer/my_orders. */
export async function myOrders(deps: RouteDeps, request: FastifyRequest) {
  const { customer } = await requireCustomer(deps.db, request, deps.clock.now());
  const list = await ordersOfCustomer(deps.db, customer.id);
  return { orders: await Promise.all(list.map((o) => orderSummary(deps.db, o))) };
}

/** GET /v3/customer/order/:id: another customer's order is a 404 (docs/product/security-tests.md#t6-1). */
export async function myOrder(deps: RouteDeps, request: FastifyRequest, orderRef: string) {
  const { customer } = await requireCustomer(deps.db, request, deps.clock.now());
  const order = await findOrderOfCustomer(deps.db, customer.id, orderRef);
  if (!order) throw notFound();
  return orderSummary(deps.db, order);
}

/** GET /v3/customer/requests. */
export async function myRequests(deps: RouteDeps, request: FastifyRequest) {
  const { customer } = await requireCustomer(deps.db, request, deps.clock.now());
  const [requests, plans] = await Promise.all([
    requestsOfCustomer(deps.db, customer.id),
    plansOfCustomer(deps.db, customer.id),
  ]);
  const planById = new Map(plans.map((p) => [p.id, p]));
  return {
    requests: requests.map((r) => {
      const plan = planById.get(r.customerPlanId);
      return {
        sr_id: r.srRef,
        plan_name: plan?.planName ?? '',
        osid: plan?.osid ?? '',
        cover_title: r.coverTitle,
        process_type: processTypeOf(r.process as SrProcess),
        status: r.status,
        milestone: SR_STATE_LABELS[r.status as SrState] ?? r.status,
        created_at: r.createdAt.toISOString(),
        updated_at: r.updatedAt.toISOString(),
        device: { brand: plan?.device.brand ?? null, model: plan?.device.model ?? null },
      };
    }),
  };
}

/** POST /v3/customer/attach_plan: the plans of the order an activation token names move to this account. */
export async function attachPlan(deps: RouteDeps, request: FastifyRequest, token: string) {
  const now = deps.clock.now();
  const { customer } = await requireCustomer(deps.db, request, now);
  return deps.db.transaction(async (tx) => {
    const order = await lockOrderByActivationToken(tx, token);
    if (!order) throw notFound();
    if (order.customerId !== customer.id && order.customerId !== null) {
      // Only plans still on an account nobody signed up for (made from the phone at payment)
      // can be claimed with the order's activation token; a real account's plans stay put —
      // and an account whose phone is verified (a checkout or sign-in code) is a real owner
      // (issue 18 #3, decision 039).
      const owner = await findCustomerById(tx, order.customerId);
      const real =
        owner !== null &&
        (owner.passwordHash !== null || owner.emailVerifiedAt !== null || owner.phoneVerifiedAt !== null);
      if (real) throw notFound();
    }
    const attached = await movePlansOfOrder(tx, order.id, customer.id, now);
    return { attached, order_id: order.orderRef };
  });
}
