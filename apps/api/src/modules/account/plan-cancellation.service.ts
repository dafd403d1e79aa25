import type { FastifyRequest } from 'fastify';
import type { CancelPlanBody, CancelPlanResponse } from '@kavach/contracts';
import {
  cancelPlan,
  capturedPaymentOfOrder,
  findCustomerById,
  findOrderById,
  lockPlanOfCustomer,
  orderItemsByIds,
  renewalsOfPlan,
  requestsRaisedOnPlans,
  type CustomerPlanRow,
  type DbOrTx,
  type OrderItemRow,
  type OrderRow,
} from '@kavach/db';
import {
  formatDayMonthYear,
  kavachInvoices,
  planCancellationOf,
  planCancelledText,
  planUnitPaise,
  type PlanCancellation,
} from '@kavach/domain';
import type { RouteDeps } from '../../deps';
import { requireCustomer } from '../../lib/current-session';
import { AppError } from '../../lib/http-errors';
import { enqueueGatewayRefund } from '../../payments/queue-refund';
import { notifyOrderCustomer } from '../orders/notify-order';
import { deviceName } from './device-name';

const planNotFound = () =>
  new AppError(404, 'PLAN_NOT_FOUND', 'We could not find this plan in your account.');

/** The credit note of a cancelled plan (decision 093): CN-PL- and the cancellation's number. */
export const planCreditNoteNumber = (cancellationId: number) =>
  `CN-PL-${String(cancellationId).padStart(6, '0')}`;

/** What the rule needs to know of a plan besides its own row: its order, its line, its history. */
export interface PlanCancelFacts {
  order: Pick<OrderRow, 'status' | 'gateway'>;
  line: Pick<OrderItemRow, 'unitPricePaise' | 'quantity' | 'discountPaise' | 'slot'>;
  requestsRaised: number;
  renewed: boolean;
  /** A captured payment of the order is on record (the one a refund goes back to). */
  paymentOnRecord: boolean;
}

/**
 * What the plan cost (planUnitPaise), or null when its unit is not on its line — rows no sale
 * makes; such a plan is not cancelled online (a person works out what to refund).
 */
export function refundOfPlan(
  plan: Pick<CustomerPlanRow, 'unitIndex'>,
  line: PlanCancelFacts['line'],
): number | null {
  return plan.unitIndex >= 0 && plan.unitIndex < Math.max(1, line.quantity)
    ? planUnitPaise(line, plan.unitIndex)
    : null;
}

/** Whether the plan may be cancelled today (the domain's rule over the plan and its facts). */
export function cancellationOfPlan(
  plan: CustomerPlanRow,
  facts: PlanCancelFacts,
  now: Date,
): PlanCancellation {
  const refund = refundOfPlan(plan, facts.line);
  return planCancellationOf({
    registration: plan.registration,
    consumed: plan.consumed,
    purchasedAt: plan.purchasedAt,
    soldByKavach: kavachInvoices(facts.order),
    channel: plan.channel,
    paymentOnRecord: refund !== null && (facts.paymentOnRecord || refund === 0),
    requestsRaised: facts.requestsRaised,
    visitOn: facts.line.slot?.date ?? null,
    renewed: facts.renewed,
    today: now,
  });
}

/** The facts of one plan, read in the caller's transaction, with the payment a refund goes back to. */
async function factsOf(tx: DbOrTx, plan: CustomerPlanRow) {
  // One after another: the queries share the transaction's connection.
  const order = await findOrderById(tx, plan.orderId);
  const lines = await orderItemsByIds(tx, [plan.orderItemId]);
  const raised = await requestsRaisedOnPlans(tx, [plan.id]);
  const renewals = await renewalsOfPlan(tx, plan.id);
  const payment = await capturedPaymentOfOrder(tx, plan.orderId);
  const line = lines.get(plan.orderItemId);
  if (!order || !line) throw new Error(`plan ${plan.id}: its order or order line is missing`);
  return {
    order,
    line,
    payment,
    requestsRaised: raised.get(plan.id) ?? 0,
    renewed: renewals.length > 0,
    paymentOnRecord: payment !== null,
  };
}

/**
 * POST /v3/customer/cancel_plan (docs/product/accounts.md#cancelling-a-plan, decision 093): the
 * signed-in customer cancels their own plan, with a coded reason, for a full refund of what it cost.
 * One transaction, the plan's row locked (a service request raised at the same moment locks it
 * too, so one of the two waits and then sees the other): the rule checked, the plan moved to
 * `cancelled` with its cancellation recorded, the refund asked of the gateway through the outbox
 * (keyed by the plan, so two plans of one payment are two refunds), the customer told by SMS and
 * email. Another customer's osid is the 404 of an unknown plan; a refusal, 409 with the rule's words.
 */
export async function cancelOwnPlan(
  deps: RouteDeps,
  request: FastifyRequest,
  body: CancelPlanBody,
): Promise<CancelPlanResponse> {
  const now = deps.clock.now();
  const { customer } = await requireCustomer(deps.db, request, now);
  return deps.db.transaction(async (tx) => {
    const plan = await lockPlanOfCustomer(tx, customer.id, body.osid);
    if (!plan) throw planNotFound();
    const facts = await factsOf(tx, plan);
    const rule = cancellationOfPlan(plan, facts, now);
    if (!rule.ok) throw new AppError(rule.status, rule.error_code, rule.message);
    const refundPaise = refundOfPlan(plan, facts.line) ?? 0;
    // The rule held, so a plan that cost something has its payment on record.
    const payment = refundPaise > 0 ? facts.payment : null;
    const made = await cancelPlan(tx, plan, {
      orderId: plan.orderId,
      reasonCode: body.reason_code,
      refundPaise,
      gatewayPaymentId: payment?.gatewayPaymentId ?? null,
      actor: `customer:${customer.id}`,
      createdAt: now,
    });
    if (!made) throw new AppError(409, 'PLAN_CHANGED', 'This plan changed a moment ago. Check My Plans.');
    if (payment)
      await enqueueGatewayRefund(tx, {
        gateway: deps.payments.name,
        paymentId: payment.gatewayPaymentId,
        amountPaise: refundPaise,
        reason: 'plan_cancelled',
        about: { order_ref: facts.order.orderRef, osid: plan.osid, plan_cancellation_id: String(made.id) },
        label: `plan ${plan.osid} of order ${facts.order.orderRef}`,
        refundKey: `plan_${plan.id}`,
        now,
      });
    const contact = await findCustomerById(tx, customer.id);
    await notifyOrderCustomer(
      tx,
      {
        orderRef: facts.order.orderRef,
        amountPaise: refundPaise,
        phone: contact?.phone ?? facts.order.phone,
        email: contact?.email ?? facts.order.email,
      },
      {
        topic: 'plan_cancelled',
        text: planCancelledText({
          planName: plan.planName,
          device: deviceName(plan),
          refundPaise,
          url: `${deps.config.webOrigins[0] ?? ''}/account/plans`,
        }),
        key: (channel) => `plan_cancelled:${plan.osid}:${channel}`,
        now,
        extra: { osid: plan.osid, credit_note: planCreditNoteNumber(made.id) },
      },
    );
    return {
      cancellation: {
        osid: plan.osid,
        cancelled_on: formatDayMonthYear(now),
        refund_paise: refundPaise,
        credit_note: planCreditNoteNumber(made.id),
      },
    };
  });
}
