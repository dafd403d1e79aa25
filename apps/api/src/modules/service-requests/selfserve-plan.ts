import type { PlanCoverView, SelfservePlan } from '@kavach/contracts';
import {
  findCustomerById,
  findPlanOfCustomerByHandle,
  requestsOfPlan,
  type CustomerPlanRow,
  type DbOrTx,
  type ServiceRequestRow,
} from '@kavach/db';
import {
  INSURER_CHANNELS,
  INSURER_MESSAGE,
  REQUIRED_DOCUMENTS,
  categoryBySlug,
  copayPaise,
  endedPlanTakesRequests,
  lastDayForRequests,
  formatDayMonthYear,
  planCoversOf,
  planYearStart,
  remainingCoverPaise,
  type DeviceCategory,
  type PastClaim,
  type PlanCover,
  type PlanStatus,
  type PlanTypeKey,
  type SrState,
} from '@kavach/domain';
import { AppError } from '../../lib/http-errors';
import { day, statusOfPlan } from '../account/plan-status-of';

export interface Restriction {
  code: string;
  message: string;
  /** The HTTP status create_ticket answers with. */
  status: 403 | 409;
}

/** Everything the self-serve routes know about one of the caller's plans. */
export interface PlanContext {
  plan: CustomerPlanRow;
  category: DeviceCategory | null;
  status: PlanStatus;
  covers: PlanCover[];
  devicePricePaise: number;
  remainingPm: number;
  requests: ServiceRequestRow[];
  blacklisted: boolean;
  /** The IST day the context was read on (an ended plan's grace window counts from it). */
  today: string;
}

export const planNotFound = () =>
  new AppError(404, 'PLAN_NOT_FOUND', 'We could not find this plan in your account.');

/** IST day `YYYY-MM-DD` of an instant. */
export const istIsoDay = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

/** The claim covers of a plan row (planCoversOf): what the §4 button rules count as covers. */
export function claimCoversOfPlan(plan: CustomerPlanRow): PlanCover[] {
  const category = plan.categorySlug ? categoryBySlug(plan.categorySlug) : null;
  return planCoversOf({
    planType: plan.planType as PlanTypeKey,
    category,
    devicePricePaise: devicePriceOf(plan),
    remainingPm: Math.max(0, plan.pmTotal - plan.pmUsed),
  });
}

export function devicePriceOf(plan: CustomerPlanRow): number {
  const price = Number(plan.device.device_price ?? 0);
  return Number.isFinite(price) && price > 0 ? Math.round(price) : 0;
}

/**
 * The caller's plan by osid or tokenized osid, with its covers, status and requests. Another
 * customer's plan and an unknown one are the same 404 (T16.1).
 */
export async function loadPlanContext(
  db: DbOrTx,
  customerId: number,
  handle: string,
  now: Date,
  opts: { lock?: boolean } = {},
): Promise<PlanContext> {
  const plan = await findPlanOfCustomerByHandle(db, customerId, handle, opts);
  if (!plan) throw planNotFound();
  const [requests, customer] = await Promise.all([
    requestsOfPlan(db, plan.id),
    findCustomerById(db, customerId),
  ]);
  return {
    plan,
    category: plan.categorySlug ? categoryBySlug(plan.categorySlug) : null,
    status: statusOfPlan(plan, now),
    covers: claimCoversOfPlan(plan),
    devicePricePaise: devicePriceOf(plan),
    remainingPm: Math.max(0, plan.pmTotal - plan.pmUsed),
    requests,
    blacklisted: customer?.blacklisted ?? false,
    today: istIsoDay(now),
  };
}

export const isInsurerPlan = (plan: Pick<CustomerPlanRow, 'channel'>) =>
  INSURER_CHANNELS.includes(plan.channel.toLowerCase());

/**
 * Why a request cannot be raised on this plan now, in plain words (spec §4 plan action button,
 * §8 insurer channel); null when it can. A reopen (the 90-day post-service warranty) is allowed on
 * a plan that has since expired, and so is a new request within ENDED_PLAN_GRACE_DAYS of its end —
 * adjudicate() then judges the date of the problem against the cover (decision 077).
 */
export function restrictionOf(ctx: PlanContext, opts: { reopen?: boolean } = {}): Restriction | null {
  const { plan, status } = ctx;
  if (isInsurerPlan(plan)) return { code: 'INSURER_CHANNEL', message: INSURER_MESSAGE, status: 403 };
  if (ctx.blacklisted)
    return {
      code: 'ACCOUNT_RESTRICTED',
      message: 'Requests on this account are handled by our support team. Please contact support.',
      status: 403,
    };
  const label = status.label;
  if (label === 'Cancelled')
    return {
      code: 'PLAN_CANCELLED',
      message: 'This plan was cancelled, so a request cannot be raised on it.',
      status: 409,
    };
  if (!plan.isValid)
    return {
      code: 'PLAN_INVALID',
      message: 'This plan cannot be used for a request. Please contact support.',
      status: 409,
    };
  if (label === 'Activation Pending' || label === 'Unknown')
    return {
      code: 'ACTIVATION_PENDING',
      message: 'Activate this plan first: a request can be raised once the plan is active.',
      status: 409,
    };
  if (label === 'Under Brand Warranty')
    return {
      code: 'UNDER_BRAND_WARRANTY',
      message:
        "Your device is still under the brand's warranty. Please contact the brand's service centre until your plan starts.",
      status: 409,
    };
  if (label === 'NOT STARTED')
    return {
      code: 'PLAN_NOT_STARTED',
      message: plan.startsOn
        ? `Your plan starts on ${formatDayMonthYear(day(plan.startsOn)!)}; a request can be raised from then.`
        : 'Your plan has not started yet.',
      status: 409,
    };
  if (label === 'Consumed')
    return { code: 'PLAN_CONSUMED', message: 'This plan has been used up.', status: 409 };
  if ((label === 'Expired' || label === 'Lapsed') && opts.reopen) return null;
  // An ended plan still covers what happened during its term: within the grace window the request
  // is taken and adjudicate() judges the date of the problem (decision 077).
  if (label === 'Expired' && plan.endsOn && endedPlanTakesRequests(plan.endsOn, ctx.today)) return null;
  if (label === 'Expired' || label === 'Lapsed')
    return {
      code: 'PLAN_EXPIRED',
      message: plan.endsOn
        ? `This plan ended on ${formatDayMonthYear(day(plan.endsOn)!)}, and problems during its cover could be reported until ${formatDayMonthYear(day(lastDayForRequests(plan.endsOn))!)}, so a new request cannot be raised on it now.`
        : 'This plan has ended, so a new request cannot be raised on it.',
      status: 409,
    };
  if (label !== 'Active')
    return {
      code: 'PLAN_NOT_ACTIVE',
      message: `This plan is not active (${label}), so a request cannot be raised on it yet.`,
      status: 409,
    };
  return null;
}

/** Requests that count against a cover's yearly limit: not rejected, cancelled, expired unpaid, nor reopens. */
const NOT_COUNTED: readonly SrState[] = ['rejected', 'cancelled', 'expired'];

/** adjudicate()'s claim history from the plan's requests. */
export function pastClaimsOf(requests: readonly ServiceRequestRow[]): PastClaim[] {
  return requests.map((r) => ({
    coverId: r.coverId,
    incidentOn: r.incidentOn ?? istIsoDay(r.createdAt),
    counts: r.parentId === null && !NOT_COUNTED.includes(r.status as SrState),
    approvedPaise: r.approvedPaise,
  }));
}

/** One cover as the cover step shows it, with this plan year's use and the co-pay. */
export function coverView(ctx: PlanContext, cover: PlanCover, now: Date): PlanCoverView {
  const today = istIsoDay(now);
  const history = pastClaimsOf(ctx.requests).filter((h) => h.coverId === cover.id);
  const from = ctx.plan.startsOn ?? today;
  const yearStart = today >= from ? planYearStart(from, today) : from;
  return {
    cover_id: cover.id,
    title: cover.title,
    type: cover.type,
    description: cover.description,
    process_types: [...cover.processTypes],
    claims_per_year: cover.claimsPerYear,
    claims_used_this_year: history.filter((h) => h.counts && h.incidentOn >= yearStart).length,
    remaining_cover: remainingCoverPaise(
      cover.limitPaise,
      history.map((h) => h.approvedPaise),
    ),
    copay_amount: copayPaise(cover.copay, ctx.devicePricePaise),
    documents_required: [...REQUIRED_DOCUMENTS[cover.type]],
  };
}

/** A plan of GET /v3/selfserve/order_items. */
export function selfservePlanView(ctx: PlanContext): SelfservePlan {
  const { plan } = ctx;
  const restriction = restrictionOf(ctx);
  return {
    osid: plan.osid,
    tokenized_osid: plan.tokenizedOsid,
    plan_name: plan.planName,
    plan_type: plan.planType,
    category: plan.categorySlug,
    category_name: ctx.category?.name ?? null,
    plan_status: ctx.status.label,
    device: {
      brand: plan.device.brand ?? null,
      model: plan.device.model ?? null,
      name: plan.device.device_name ?? null,
      serial: plan.device.serial ?? null,
      price: ctx.devicePricePaise > 0 ? ctx.devicePricePaise : null,
    },
    plan_tenure: { from: plan.startsOn, to: plan.endsOn },
    multiple_enabled: ctx.covers.length > 1,
    restriction: restriction ? { code: restriction.code, message: restriction.message } : null,
    insurer_message: isInsurerPlan(plan) ? INSURER_MESSAGE : null,
    preventive_maintainance_data: { has_pm: plan.pmTotal > 0, remaining_pm: ctx.remainingPm },
  };
}
