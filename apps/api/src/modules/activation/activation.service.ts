import type { ActivationSubmitBody } from '@kavach/contracts';
import {
  lockPlanOfCustomer,
  updateCustomerPlan,
  updatePlanIfRegistration,
  type CustomerPlanRow,
} from '@kavach/db';
import {
  PLAN_STATUS_CODE,
  REQUIRED_DOCUMENT_TYPES,
  activationKindOf,
  canTransitionRegistration,
  coverageDates,
  personalDetailsLocked,
  type PlanTypeKey,
  type RegistrationState,
} from '@kavach/domain';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/http-errors';
import { deviceChecks, personalChecks, samePersonal } from './activation-checks';
import { activationOrderOfPlan, personalOf, planNotFound } from './activation-order';
import { domainDevice, mergeValues, sameValues, startingValues } from './device-values';
import { statusOfPlan } from '../account/plan-status-of';

const UPLOAD_MESSAGE: Record<number, [string, string]> = {
  0: ['invoice', 'Upload the purchase invoice'],
  1: ['device_photo', 'Upload a photo of the device'],
};

type Outcome =
  | { ok: true }
  | {
      ok: false;
      fields: Record<string, string>;
      problems: { code: string; message: string }[];
      documents: boolean;
    };

const conflict = (code: string, message: string) => new AppError(409, code, message);

/** Why a plan in this state cannot be activated now; null when it can. */
function stateRefusal(plan: CustomerPlanRow, today: Date): AppError | null {
  if (plan.registration === 'cancelled') return conflict('PLAN_CANCELLED', 'This plan was cancelled.');
  if (plan.registration === 'in_progress' || plan.registration === 'inspection_pending')
    return conflict('ACTIVATION_IN_PROGRESS', 'We are already verifying this activation.');
  if (statusOfPlan(plan, today).code === PLAN_STATUS_CODE.LAPSED)
    return conflict(
      'ACTIVATION_WINDOW_PASSED',
      'The time to activate this plan has passed. Please chat with us.',
    );
  return null;
}

/**
 * POST /v3/activation/{osid} (issue 4 §3): checks the device and personal details and the
 * documents, then registers the plan with its coverage dates. In one transaction with the plan
 * row locked (ASVS 15.4.2). A refused submit still keeps what was typed as a draft (returned 400
 * after the draft is committed); the plan's registration does not change.
 */
export async function submitActivation(
  deps: AppDeps,
  customerId: number,
  osid: string,
  body: ActivationSubmitBody,
) {
  const today = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const plan = await lockPlanOfCustomer(tx, customerId, osid);
    if (!plan) throw planNotFound();
    const ctx = await activationOrderOfPlan(tx, customerId, plan);
    const detail = ctx.details.get(plan.orderItemId);
    const values = mergeValues(startingValues(plan.device, detail), body.device);
    const current = personalOf(ctx);
    const personal = personalChecks({ ...current, ...body.personal });
    const personalChanged =
      body.personal !== undefined && !samePersonal(personal.normalised, personalChecks(current).normalised);
    if (plan.registration === 'registered') {
      if (sameValues(values, plan.device) && !personalChanged) return { ok: true };
      throw conflict('ALREADY_ACTIVATED', 'This plan is already activated.');
    }
    const kind = activationKindOf(plan.planType as PlanTypeKey);
    const refusal = kind
      ? stateRefusal(plan, today)
      : conflict('ALREADY_ACTIVATED', 'This plan needs no activation.');
    if (refusal) throw refusal;
    const locked = personalDetailsLocked(ctx.plans.map((p) => statusOfPlan(p, today).code));
    if (locked && personalChanged)
      throw conflict(
        'PERSONAL_DETAILS_LOCKED',
        'Your personal details can no longer be changed for this order.',
      );
    const device = domainDevice(
      values,
      plan.categorySlug ?? detail?.category ?? '',
      detail?.category_type ?? null,
    );
    const checks = deviceChecks(plan, kind!, device, ctx.facts.get(plan.planPriceId), today);
    const fields = { ...checks.fields, ...personal.fields };
    const draft = { device: values, ...(locked ? {} : { personal: personal.normalised }), updatedAt: today };
    if (Object.keys(fields).length > 0 || checks.problems.length > 0) {
      await updateCustomerPlan(tx, plan.id, draft);
      return { ok: false, fields, problems: checks.problems, documents: false };
    }
    const missing = REQUIRED_DOCUMENT_TYPES[kind!].filter(
      (t) => !ctx.documents.some((d) => d.customerPlanId === plan.id && d.documentType === t),
    );
    if (missing.length > 0) {
      await updateCustomerPlan(tx, plan.id, draft);
      const docFields = Object.fromEntries(missing.map((t) => UPLOAD_MESSAGE[t]!));
      return { ok: false, fields: docFields, problems: [], documents: true };
    }
    // pending/failed → in_progress (submitted) → registered (the checks above are the verification).
    const from = plan.registration as RegistrationState;
    if (
      !canTransitionRegistration(from, 'in_progress') ||
      !canTransitionRegistration('in_progress', 'registered')
    )
      throw conflict('ACTIVATION_NOT_ALLOWED', 'This plan cannot be activated.');
    const dates = coverageDates({
      planType: plan.planType as PlanTypeKey,
      tenureMonths: plan.tenureMonths,
      planPurchasedAt: plan.purchasedAt,
      devicePurchasedOn: values.device_purchased_date || null,
      manufacturerWarrantyMonths: values.manufacturer_warranty ?? null,
      preferredStartOn: values.preferred_plan_start_date || null,
      today,
    });
    const registered = await updatePlanIfRegistration(tx, plan.id, from, {
      ...draft,
      registration: 'registered',
      ...dates,
      activatedAt: today,
    });
    if (!registered)
      throw conflict('ACTIVATION_CONFLICT', 'This plan changed meanwhile. Please reload the page.');
    return { ok: true };
  });
  if (!outcome.ok) {
    const first = outcome.problems[0]?.message;
    throw new AppError(
      400,
      outcome.documents ? 'DOCUMENTS_REQUIRED' : 'ACTIVATION_INVALID',
      outcome.documents
        ? 'Upload the documents this plan needs before activating it.'
        : (first ?? 'Please correct the highlighted fields.'),
      { fields: outcome.fields, problems: outcome.problems },
    );
  }
}
