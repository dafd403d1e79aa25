import type { ActivationDeviceView, ActivationDocument, ActivationOrderResponse } from '@kavach/contracts';
import type { ActivationDocumentRow, CustomerPlanRow } from '@kavach/db';
import {
  REQUIRED_DOCUMENT_TYPES,
  activationInProgress,
  activationKindOf,
  activationSections,
  deviceFormFields,
  formVariantOf,
  personalDetailsLocked,
  showCongratulations,
  type PlanTypeKey,
} from '@kavach/domain';
import { deviceChecks, requiredFieldsOf } from './activation-checks';
import { personalOf, type ActivationOrder } from './activation-order';
import { domainDevice, startingValues } from './device-values';
import { statusOfPlan } from '../account/plan-status-of';

export const CONGRATULATIONS = 'Congratulations! Your plan is activated.';
export const IN_PROGRESS = 'We are verifying your activation details. This usually takes a few minutes.';

export const certificateUrl = (osid: string) =>
  `/v3/order/download/${osid}?application=website&type=certificate`;

export function documentView(d: ActivationDocumentRow): ActivationDocument {
  return {
    id: d.publicId,
    document_type: d.documentType,
    name: d.fileName,
    content_type: d.contentType,
    size: d.sizeBytes,
    created_at: d.createdAt.toISOString(),
  };
}

const allComplete = { complete: true, missing: [] };

function deviceView(ctx: ActivationOrder, plan: CustomerPlanRow, today: Date): ActivationDeviceView {
  const kind = activationKindOf(plan.planType as PlanTypeKey);
  const detail = ctx.details.get(plan.orderItemId);
  const category = plan.categorySlug ?? detail?.category ?? '';
  const categoryType = detail?.category_type ?? null;
  const variant = formVariantOf(plan.channel);
  const values = startingValues(plan.device, detail);
  const documents = ctx.documents.filter((d) => d.customerPlanId === plan.id);
  const status = statusOfPlan(plan, today);
  const registered = plan.registration === 'registered';
  const device = domainDevice(values, category, categoryType);
  const required = kind ? requiredFieldsOf(kind, category, categoryType) : [];
  let sections: ActivationDeviceView['sections'] = {
    device: allComplete,
    personal: allComplete,
    uploads: allComplete,
  };
  if (kind) {
    sections = activationSections(
      device,
      personalOf(ctx),
      documents.map((d) => ({ document_type: d.documentType })),
      kind,
      variant,
    );
    // The purchase date the server also requires of protection plans (requiredFieldsOf).
    if (
      required.includes('device_purchased_date') &&
      device.device_purchased_date === null &&
      !sections.device.missing.includes('device_purchased_date')
    )
      sections.device = { complete: false, missing: [...sections.device.missing, 'device_purchased_date'] };
  }
  // A saved draft that was refused shows why, re-checked now (docs/product/activation.md#sections-and-errors: errors kept per device).
  const checked =
    kind && !registered && Object.keys(plan.device).length > 0
      ? deviceChecks(plan, kind, device, ctx.facts.get(plan.planPriceId), today)
      : null;
  const hasErrors = checked && (Object.keys(checked.fields).length > 0 || checked.problems.length > 0);
  return {
    id: plan.osid,
    plan: {
      name: plan.planName,
      type: plan.planType,
      category: plan.categorySlug,
      tenure_months: plan.tenureMonths,
      status: { label: status.label, code: status.code },
      purchased_on: plan.purchasedAt.toISOString(),
      starts_on: plan.startsOn,
      ends_on: plan.endsOn,
    },
    kind,
    fields: kind ? deviceFormFields(kind, variant, category, categoryType) : [],
    required_fields: required,
    values,
    documents: documents.map(documentView),
    required_documents: kind ? [...REQUIRED_DOCUMENT_TYPES[kind]] : [],
    sections,
    errors: hasErrors ? checked : null,
    registered,
    certificate_url: registered ? certificateUrl(plan.osid) : null,
  };
}

/** GET /v3/activation/{osid}: docs/product/activation.md#required-fields-by-plan Activation order with docs/product/activation.md#sections-and-errors sections, locks and messages. */
export function activationOrderView(ctx: ActivationOrder, today: Date): ActivationOrderResponse {
  const codes = ctx.plans.map((p) => statusOfPlan(p, today).code);
  const congratulate = showCongratulations(codes);
  const inProgress = activationInProgress(codes);
  return {
    order_id: ctx.order.orderRef,
    devices: ctx.plans.map((p) => deviceView(ctx, p, today)),
    customer: personalOf(ctx),
    personal_details_locked: personalDetailsLocked(codes),
    activation_in_progress: inProgress,
    show_congratulations: congratulate,
    message: congratulate ? CONGRATULATIONS : inProgress ? IN_PROGRESS : null,
  };
}
