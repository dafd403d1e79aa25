import { z } from 'zod';
import { Pincode } from './cart';
import { Paise } from './common';
import { text } from './sr-text';

/*
 * Service requests (issue 20; docs/product/service-requests.md; spec §7 Self-serve, Service request
 * creation, GET /v3/tracker/search). The §7 paths are verbatim; paths the spec does not name are
 * ours (decision 060): GET /v3/tracker/service_request/{sr_id}, POST /v3/selfserve/documents and
 * the service desk under /v3/service-desk. Bodies are strict: an unknown field is a 400 and nothing
 * is stored. Money is paise; dates are ISO days (YYYY-MM-DD, India time); times ISO instants.
 */
const isoDay = z.iso.date('Enter a valid date');

/** The four process types of spec §9, as the wire spells them. */
export const ProcessTypeWire = z.enum(['carry-in', 'at-home', 'mail-in', 'theft']);
export type ProcessTypeWire = z.infer<typeof ProcessTypeWire>;
export const SlotTime = z.enum(['10AM - 2PM', '2PM - 6PM']);
export const DocumentKind = z.enum(['invoice', 'photo', 'fir', 'sim_block_letter']);
export type DocumentKind = z.infer<typeof DocumentKind>;
export const ClaimReasonCode = z.enum([
  'PLAN_NOT_ACTIVE',
  'COVER_NOT_IN_PLAN',
  'OUTSIDE_COVER_PERIOD',
  'CLAIM_LIMIT_REACHED',
  'COVER_EXHAUSTED',
  'REPORTED_LATE',
  'DOCUMENTS_MISSING',
  // Coded reasons the service desk rejects or cancels with (issue 20 §4).
  'DAMAGE_NOT_COVERED',
  'DEVICE_MISMATCH',
  'CUSTOMER_REQUEST',
  // The customer declined the repair estimate from the tracker (decision 090).
  'ESTIMATE_DECLINED',
]);
export const ClaimReason = z.object({ code: ClaimReasonCode, message: z.string() });
export type ClaimReason = z.infer<typeof ClaimReason>;

// ---------------------------------------------------------------- plans and covers

/** GET /v3/selfserve/order_items: the signed-in customer's plans, each with whether a request can be raised on it. */
export const SelfservePlan = z.object({
  osid: z.string(),
  tokenized_osid: z.string(),
  plan_name: z.string(),
  plan_type: z.string(),
  category: z.string().nullable(),
  category_name: z.string().nullable(),
  plan_status: z.string(),
  device: z.object({
    brand: z.string().nullable(),
    model: z.string().nullable(),
    name: z.string().nullable(),
    serial: z.string().nullable(),
    price: Paise.nullable(),
  }),
  plan_tenure: z.object({ from: z.string().nullable(), to: z.string().nullable() }),
  /** Several devices or covers in one submission (spec §2). */
  multiple_enabled: z.boolean(),
  /** Null when a request can be raised; otherwise why not, in plain words. */
  restriction: z.object({ code: z.string(), message: z.string() }).nullable(),
  /** The insurer channel's message (spec §8) when the plan was sold through an insurer. */
  insurer_message: z.string().nullable(),
  preventive_maintainance_data: z.object({ has_pm: z.boolean(), remaining_pm: z.number().int() }),
});
export type SelfservePlan = z.infer<typeof SelfservePlan>;
export const OrderItemsResponse = z.object({ data: z.object({ items: z.array(SelfservePlan) }) });
export type OrderItemsResponse = z.infer<typeof OrderItemsResponse>;
/** GET /v3/selfserve/order_item/{id}: one plan by its tokenized osid. */
export const OrderItemResponse = z.object({ data: SelfservePlan });
export type OrderItemResponse = z.infer<typeof OrderItemResponse>;

/** GET /v3/selfserve/plan_covers?osid=: what the plan lets the customer claim, with this year's use and the co-pay. */
export const PlanCoverView = z.object({
  cover_id: z.string(),
  title: z.string(),
  type: z.enum(['warranty', 'damage', 'screen', 'theft', 'maintenance']),
  description: z.string(),
  process_types: z.array(ProcessTypeWire).min(1),
  claims_per_year: z.number().int().nullable(),
  claims_used_this_year: z.number().int(),
  remaining_cover: Paise.nullable(),
  copay_amount: Paise,
  documents_required: z.array(DocumentKind),
});
export type PlanCoverView = z.infer<typeof PlanCoverView>;
export const PlanCoversResponse = z.object({ data: z.object({ covers: z.array(PlanCoverView) }) });
export type PlanCoversResponse = z.infer<typeof PlanCoversResponse>;

/** GET /v3/selfserve/category_issues?osid=&cover_id=: problems sorted and filtered by the spec §5 rules. */
export const CategoryIssue = z.object({
  id: z.string(),
  name: z.string(),
  display_order: z.number().int().nullable(),
  root_product_type_ids: z.array(z.number().int()),
});
export type CategoryIssue = z.infer<typeof CategoryIssue>;
export const CategoryIssuesResponse = z.object({ data: z.object({ issues: z.array(CategoryIssue) }) });

/** GET /v3/selfserve/category_details?osid=: what the device step asks for. */
export const CategoryDetailsResponse = z.object({
  data: z.object({
    category: z.string().nullable(),
    category_name: z.string().nullable(),
    serial_required: z.boolean(),
    imei_required: z.boolean(),
  }),
});

/** GET /v3/selfserve/sr_pincode_detail?pincode=&osid=: PIN → city, and whether the device can be served there. */
export const SrPincodeDetailResponse = z.object({
  data: z.object({
    pincode: z.string(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    serviceable: z.boolean(),
    process_types: z.array(ProcessTypeWire),
  }),
});

/** GET /selfserve/is_selfserve_restricted?osid=: whether this plan must go through support instead. */
export const SelfserveRestrictedResponse = z.object({
  restricted: z.boolean(),
  code: z.string().nullable(),
  message: z.string().nullable(),
});

/** GET /v3/copay/get_amount?osid=&cover_id=: "You will pay ₹X; ₹Y of cover remains for this repair.". */
export const CopayAmountResponse = z.object({
  data: z.object({
    amount: Paise,
    remaining_cover_after: Paise.nullable(),
    /** The sentence the flow shows before submitting. */
    message: z.string(),
  }),
});

/** GET /v3/disclaimer/get_ticket?cover_id=: the terms shown before submitting. */
export const TicketDisclaimerResponse = z.object({
  data: z.object({ title: z.string(), points: z.array(z.string()) }),
});

// ---------------------------------------------------------------- documents

/**
 * POST /v3/selfserve/documents?osid= with the raw file (`application/octet-stream`, headers
 * `x-document-type` = DocumentKind and `x-file-name`), as activation uploads: answers the spec's
 * document entry.
 */
export const SrDocumentRef = z
  .object({
    url: z.string().regex(/^\/v3\/selfserve\/documents\/[A-Za-z0-9_-]{16,64}$/, 'Upload the document again'),
    name: text(120),
    type: DocumentKind,
    source: z.literal('website selfserve').default('website selfserve'),
  })
  .strict();
export type SrDocumentRef = z.infer<typeof SrDocumentRef>;
export const SrDocumentUploadResponse = z.object({ data: SrDocumentRef });

// ---------------------------------------------------------------- create_ticket

/** Spec §7 Service request creation, customer_details. */
export const SrCustomerDetails = z
  .object({
    address1: text(200).min(1, 'Required field'),
    address2: text(200).default(''),
    appointment_date: isoDay,
    appointment_time: SlotTime,
    appointment_date_1: isoDay.optional(),
    appointment_time_1: SlotTime.optional(),
    city: text(60).min(1, 'Required field'),
    email: z.email('Enter a valid email').max(120),
    name: text(100).min(1, 'Required field'),
    pincode: Pincode,
    phone: z.string().regex(/^[6-9]\d{9}$/, 'Enter a 10-digit mobile number'),
    state: text(60).default(''),
    has_whatsapp_opt_in: z.boolean().default(false),
    address_id: z.number().int().positive().nullable().optional(),
  })
  .strict();
export type SrCustomerDetails = z.infer<typeof SrCustomerDetails>;

/**
 * POST /v3/selfserve/create_ticket (spec §7 Service request creation). `token_id` is the flow's
 * own key (one per submission, made when the flow starts): a second submit or a retry with the
 * same key answers the request the first one made (T16.2).
 */
export const CreateTicketBody = z
  .object({
    token_id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Start the request again'),
    /** The plan, by its tokenized osid. */
    plan_id: z.string().min(1).max(80),
    cover_id: z.string().min(1).max(40),
    request_origin: z.enum(['website', 'selfserve', 'myaccount', 'agent']).default('selfserve'),
    contact_token: z.string().max(128).nullable().optional(),
    problems: z.array(z.string().min(1).max(60)).max(10).default([]),
    custom_issue: text(300).default(''),
    incident_date: isoDay,
    customer_details: SrCustomerDetails,
    is_copay_temp_sr: z.boolean().default(false),
    sr_reopen_reason: z
      .enum(['same_issue', 'not_fixed', 'damaged_in_service', 'other'])
      .nullable()
      .optional(),
    sr_reopen_reason_comment: text(500).nullable().optional(),
    /** The parent request when reopening. */
    sr_ref_no: z
      .string()
      .regex(/^\d{6}-\d{6}$/)
      .nullable()
      .optional(),
    service_type: z.string().max(40).optional(),
    process_type: ProcessTypeWire,
    device_detail: z
      .object({ brand: text(60), model: text(80), serial: text(40) })
      .partial()
      .strict()
      .optional(),
    documents: z.array(SrDocumentRef).max(10).default([]),
    comments: text(1000).default(''),
  })
  .strict();
export type CreateTicketBody = z.infer<typeof CreateTicketBody>;

export const CreateTicketResponse = z.object({
  data: z.object({
    sr_id: z.string(),
    status: z.string(),
    /** Approved at once, or with the service desk for the reasons listed. */
    outcome: z.enum(['approved', 'review']),
    reasons: z.array(ClaimReason),
    copay_amount: Paise,
    /** Until the co-pay is paid the request is temporary (spec §5). */
    is_copay_temp_sr: z.boolean(),
    temp_sr_id: z.string().nullable(),
    tracker_url: z.string(),
  }),
});
export type CreateTicketResponse = z.infer<typeof CreateTicketResponse>;

// ---------------------------------------------------------------- co-pay

/** POST /v3/selfserve/copay_checkout: the gateway's checkout for a temporary request's co-pay. */
export const CopayCheckoutBody = z.object({ sr_id: z.string().regex(/^\d{6}-\d{6}$/) }).strict();
export const CopayCheckoutResponse = z.object({
  data: z.object({
    sr_id: z.string(),
    amount: Paise,
    currency: z.literal('INR'),
    key_id: z.string(),
    gateway_order_id: z.string(),
    checkout_script: z.string(),
    prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
  }),
});
/** POST /v3/selfserve/copay_success: the checkout's callback, verified by signature. */
export const CopaySuccessBody = z
  .object({
    sr_id: z.string().regex(/^\d{6}-\d{6}$/),
    razorpay_payment_id: z.string().min(1).max(64),
    razorpay_order_id: z.string().min(1).max(64),
    razorpay_signature: z.string().min(1).max(256),
  })
  .strict();
export const CopaySuccessResponse = z.object({ data: z.object({ sr_id: z.string(), status: z.string() }) });
