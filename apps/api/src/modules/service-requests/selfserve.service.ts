import { findPincode, plansOfCustomer, requestsOfCustomer, findCustomerById, type Db } from '@kavach/db';
import {
  PRODUCT_TYPE_OF_PLAN,
  REQUIRED_DOCUMENTS,
  SPILLS_AND_DROPS_COPAY,
  THEFT_EXCESS,
  THEFT_REPORT_DAYS,
  categoryBySlug,
  copayPaise,
  formatInr,
  problemsOfCover,
  remainingCoverPaise,
  type CoverType,
  type PlanTypeKey,
  type ProcessTypeWire,
} from '@kavach/domain';
import { AppError } from '../../lib/http-errors';
import { statusOfPlan } from '../account/plan-status-of';
import {
  claimCoversOfPlan,
  coverView,
  devicePriceOf,
  istIsoDay,
  loadPlanContext,
  pastClaimsOf,
  restrictionOf,
  selfservePlanView,
  type PlanContext,
} from './selfserve-plan';

/** Categories whose device step asks for a serial number; phones and tablets for the IMEI (spec §5). */
const SERIAL_CATEGORIES = new Set([
  'laptop',
  'mobile-phone',
  'tablet',
  'television',
  'desktop',
  'digital-camera',
]);
const IMEI_CATEGORIES = new Set(['mobile-phone', 'tablet']);

export const coverNotFound = () =>
  new AppError(404, 'COVER_NOT_FOUND', 'This plan does not include this cover.');

/** GET /v3/selfserve/order_items: every plan of the caller with whether a request can be raised on it. */
export async function selfservePlans(db: Db, customerId: number, now: Date) {
  const [plans, requests, customer] = await Promise.all([
    plansOfCustomer(db, customerId),
    requestsOfCustomer(db, customerId),
    findCustomerById(db, customerId),
  ]);
  return plans.map((plan) =>
    selfservePlanView({
      plan,
      category: plan.categorySlug ? categoryBySlug(plan.categorySlug) : null,
      status: statusOfPlan(plan, now),
      covers: claimCoversOfPlan(plan),
      devicePricePaise: devicePriceOf(plan),
      remainingPm: Math.max(0, plan.pmTotal - plan.pmUsed),
      requests: requests.filter((r) => r.customerPlanId === plan.id),
      blacklisted: customer?.blacklisted ?? false,
      today: istIsoDay(now),
    }),
  );
}

export function findCover(ctx: PlanContext, coverId: string) {
  const cover = ctx.covers.find((c) => c.id === coverId);
  if (!cover) throw coverNotFound();
  return cover;
}

/**
 * GET /v3/selfserve/category_issues: the problems of the plan's category, §5-filtered and sorted;
 * for a theft or loss, what happened (decision 063).
 */
export function categoryIssues(ctx: PlanContext, coverId?: string) {
  const productType = PRODUCT_TYPE_OF_PLAN[ctx.plan.planType as PlanTypeKey] ?? 1;
  const coverType = coverId ? findCover(ctx, coverId).type : 'warranty';
  return problemsOfCover(ctx.category, productType, coverType).map((p) => ({
    id: p.id,
    name: p.name,
    display_order: p.display_order,
    root_product_type_ids: [...p.root_product_type_ids],
  }));
}

/** GET /v3/selfserve/category_details. */
export function categoryDetails(ctx: PlanContext) {
  const slug = ctx.plan.categorySlug;
  return {
    category: slug,
    category_name: ctx.category?.name ?? null,
    serial_required: slug !== null && SERIAL_CATEGORIES.has(slug),
    imei_required: slug !== null && IMEI_CATEGORIES.has(slug),
  };
}

/** The process types a plan's covers allow (the address step's choices). */
const processTypesOf = (ctx: PlanContext): ProcessTypeWire[] => [
  ...new Set(ctx.covers.flatMap((c) => c.processTypes)),
];

/** GET /v3/selfserve/sr_pincode_detail: PIN → city and whether the device can be served there. */
export async function pincodeDetail(db: Db, ctx: PlanContext | null, pincode: string) {
  const pin = await findPincode(db, pincode);
  const serviceable = pin !== null && pin.cityKey !== null;
  const anyDevice: ProcessTypeWire[] = ['carry-in', 'at-home', 'mail-in'];
  return {
    pincode,
    city: pin ? titleCase(pin.district) : null,
    state: pin ? titleCase(pin.state) : null,
    serviceable,
    process_types: serviceable ? (ctx ? processTypesOf(ctx) : anyDevice) : [],
  };
}

const titleCase = (s: string) => s.toLowerCase().replace(/\b([a-z])/g, (m) => m.toUpperCase());

/** GET /v3/copay/get_amount: the co-pay and the cover left, as the flow says it before submitting. */
export function copayAmount(ctx: PlanContext, coverId: string) {
  const cover = findCover(ctx, coverId);
  const amount = copayPaise(cover.copay, ctx.devicePricePaise);
  const remaining = remainingCoverPaise(
    cover.limitPaise,
    pastClaimsOf(ctx.requests)
      .filter((h) => h.coverId === cover.id)
      .map((h) => h.approvedPaise),
  );
  const excess = cover.copay.kind === 'excess';
  const pay =
    amount > 0
      ? `You will pay ${excess ? 'an excess of ' : ''}${formatInr(amount)}`
      : 'You pay nothing for this request';
  const left =
    remaining === null
      ? ''
      : `; ${formatInr(remaining)} of cover remains for this ${excess ? 'claim' : 'repair'}`;
  return { amount, remaining_cover_after: remaining, message: `${pay}${left}.` };
}

/** GET /selfserve/is_selfserve_restricted. */
export function selfserveRestricted(ctx: PlanContext) {
  const r = restrictionOf(ctx);
  return { restricted: r !== null, code: r?.code ?? null, message: r?.message ?? null };
}

/** GET /v3/disclaimer/get_ticket: the terms shown before submitting, by cover type. */
export function ticketDisclaimer(coverType: string | null) {
  const decided =
    'The request is decided on the plan terms: we tell you at once if it is approved, or what we still need.';
  const points =
    coverType === 'theft'
      ? [
          decided,
          `A theft or loss must be reported within ${THEFT_REPORT_DAYS} days, with the FIR (police complaint) and the SIM-block letter.`,
          `An excess of ${THEFT_EXCESS.percent}% of the device price, at least ${formatInr(THEFT_EXCESS.minimumPaise)}, is paid when you raise the claim.`,
          'We call you in the time you pick to arrange the replacement: the same or a similar model.',
        ]
      : [
          decided,
          'A technician or the service centre confirms the appointment; the time you pick is a preference.',
          'Parts replaced under the plan become the property of the service provider.',
          'Repairs are covered by a 90-day post-service warranty: reopen the request if the problem comes back.',
        ];
  if (coverType === 'damage' || coverType === 'screen')
    points.splice(
      1,
      0,
      'Accidental damage must be reported within 7 days of the incident, with photos of the device.',
    );
  if (coverType === 'damage')
    points.splice(
      2,
      0,
      `A co-pay of ${formatInr(SPILLS_AND_DROPS_COPAY.minimumPaise)} or ${SPILLS_AND_DROPS_COPAY.percent}% of the device price, whichever is higher, is paid before the repair.`,
    );
  const needs = REQUIRED_DOCUMENTS[coverType as CoverType] as readonly string[] | undefined;
  if (needs?.includes('invoice')) points.push('Keep the purchase invoice ready: the claim needs it.');
  return { title: 'Before you raise this request', points };
}

export { loadPlanContext, coverView };
