import type { AccountPlan } from '@kavach/contracts';
import type { CustomerPlanRow, PlanCancellationRow, PlanTransferRow, ServiceRequestRow } from '@kavach/db';
import {
  awaitsActivation,
  isSrTerminal,
  reopenEligible,
  type PlanStatusLabel,
  type SrState,
  formatDayMonthYear,
  maskContact,
  planCard,
  planTransferOf,
  planTenureText,
  planTypeByKey,
  renewalOf,
} from '@kavach/domain';
import {
  cancellationOfPlan,
  planCreditNoteNumber,
  refundOfPlan,
  type PlanCancelFacts,
} from './plan-cancellation.service';
import { day, statusOfPlan } from './plan-status-of';

export interface PlanContext {
  orderRef: string;
  blacklisted: boolean;
  /** The catalogue's cover bullets (marketing copy, shown on the card). */
  covers: string[];
  /** How many claim covers the plan has (planCoversOf): what the §4 button rules count. */
  claimCovers: number;
  requests: ServiceRequestRow[];
  /** The first day of a renewal already bought for this plan (ISO), or null (decision 091). */
  renewedFrom: string | null;
  /** What the cancellation rule needs besides the plan (decision 093); null if its order is missing. */
  cancelFacts: PlanCancelFacts | null;
  /** The plan's cancellation, once cancelled. */
  cancellation: PlanCancellationRow | null;
  /** The plan's transfer waiting for its buyer (decision 097), or null. */
  transfer: PlanTransferRow | null;
  /** The plan is the booked next term of a plan still in force: it moves only with that plan. */
  nextTermOfPlanInForce?: boolean;
}

export interface AccountPlanEntry {
  view: AccountPlan;
  /** The plan belongs on the Activate Plan list (awaitsActivation, docs/product/accounts.md#plan-action-button). */
  awaitsActivation: boolean;
}

/**
 * One account plan card (docs/product/accounts.md#plan-statuses) with its status computed from dates (planStatusOn) and its banner,
 * button and status line from THE table-driven domain function (planCard), and whether it awaits
 * activation (the domain predicate over the same input). Nothing here decides a rule; it only maps
 * rows to the domain's inputs and the wire.
 */
export function accountPlanEntry(plan: CustomerPlanRow, ctx: PlanContext, today: Date): AccountPlanEntry {
  const group = planTypeByKey(plan.planType)?.group ?? 'extended-warranty';
  const status = statusOfPlan(plan, today);
  const open = ctx.requests.filter((r) => !isSrTerminal(r.status as SrState));
  const reopenable = ctx.requests.some((r) =>
    reopenEligible({ status: r.status as SrState, closedAt: r.closedAt }, today),
  );
  const latest = open[0] ?? null;
  const registered = plan.registration === 'registered';
  const input = {
    plan_status: status.label,
    plan_name: plan.planName,
    product_type: group,
    plan_start_date: plan.startsOn,
    plan_end_date: plan.endsOn,
    plan_purchased_date: plan.purchasedAt,
    plan_validity: { is_valid: plan.isValid, is_hc_valid: plan.isValid },
    active_sr_exists: open.length > 0,
    sr_id: latest?.srRef ?? null,
    sr_time_stamp: latest?.updatedAt ?? null,
    open_sr_count: open.length,
    preventive_maintainance_data: { has_pm: plan.pmTotal > 0, remaining_pm: plan.pmTotal - plan.pmUsed },
    reopen_eligible: reopenable,
    covers: ctx.claimCovers,
    is_registered: registered,
    blacklisted: ctx.blacklisted,
    channel_name: plan.channel,
    osid: plan.osid,
    tokenized_osid: plan.tokenizedOsid,
  };
  const card = planCard(input, today);
  const view: AccountPlan = {
    osid: plan.osid,
    tokenized_osid: plan.tokenizedOsid,
    order_id: ctx.orderRef,
    plan_status: status.label,
    status_code: status.code,
    plan_name: plan.planName,
    plan_type: plan.planType,
    category: plan.categorySlug,
    plan_tenure: {
      from: plan.startsOn ? formatDayMonthYear(day(plan.startsOn)!) : null,
      to: plan.endsOn ? formatDayMonthYear(day(plan.endsOn)!) : null,
      text: plan.startsOn && plan.endsOn ? planTenureText(day(plan.startsOn)!, day(plan.endsOn)!) : null,
    },
    tenure_months: plan.tenureMonths,
    plan_purchased_date: formatDayMonthYear(plan.purchasedAt),
    plan_validity: input.plan_validity,
    active_sr_exists: input.active_sr_exists,
    sr_id: input.sr_id,
    sr_time_stamp: latest ? latest.updatedAt.toISOString() : null,
    open_sr_count: input.open_sr_count,
    preventive_maintainance_data: input.preventive_maintainance_data,
    reopen_eligible: reopenable,
    covers: ctx.covers,
    is_registered: registered,
    is_renewal: plan.isRenewal,
    blacklisted: ctx.blacklisted,
    channel_name: plan.channel,
    device: {
      brand: plan.device.brand ?? null,
      model: plan.device.model ?? null,
      name: plan.device.device_name ?? null,
    },
    banner: card.banner,
    action: card.action,
    status_line: card.statusLine,
    renewal: renewalView(plan, ctx.renewedFrom, today),
    cancellation: cancellationView(plan, ctx, today),
    transfer: transferView(ctx, status.label, open.length),
  };
  return { view, awaitsActivation: awaitsActivation(input) };
}

/** The card's renewal (decision 091): open, with the next term's first day; renewed; or none. */
function renewalView(plan: CustomerPlanRow, renewedFrom: string | null, today: Date): AccountPlan['renewal'] {
  const renewal = renewalOf({ ...plan, renewedFrom, today });
  if (renewal.ok) return { state: 'open', starts_on: formatDayMonthYear(day(renewal.startsOn)!) };
  if (renewal.error_code === 'PLAN_ALREADY_RENEWED' && renewedFrom)
    return { state: 'renewed', starts_on: formatDayMonthYear(day(renewedFrom)!) };
  return null;
}

/** The card's transfer (decision 097): waiting for its buyer, open to start, or none. */
function transferView(
  ctx: PlanContext,
  label: PlanStatusLabel,
  openRequests: number,
): AccountPlan['transfer'] {
  const t = ctx.transfer;
  if (t) return { state: 'pending', to: maskContact(t.toPhone), expires_on: formatDayMonthYear(t.expiresAt) };
  const rule = planTransferOf({
    label,
    openRequests,
    nextTermOfPlanInForce: ctx.nextTermOfPlanInForce ?? false,
    pending: false,
  });
  return rule.ok ? { state: 'open' } : null;
}

/** The card's cancellation (decision 093): open, with its last day and the refund; done; or none. */
function cancellationView(plan: CustomerPlanRow, ctx: PlanContext, today: Date): AccountPlan['cancellation'] {
  const done = ctx.cancellation;
  if (done)
    return {
      state: 'cancelled',
      cancelled_on: formatDayMonthYear(done.createdAt),
      refund_paise: done.refundPaise,
      refunded: done.refundedAt !== null || done.refundPaise === 0,
      credit_note: planCreditNoteNumber(done.id),
    };
  if (!ctx.cancelFacts) return null;
  const rule = cancellationOfPlan(plan, ctx.cancelFacts, today);
  if (!rule.ok) return null;
  return {
    state: 'open',
    last_day: formatDayMonthYear(day(rule.lastDay)!),
    refund_paise: refundOfPlan(plan, ctx.cancelFacts.line) ?? 0,
  };
}
