import {
  COMPLAINT_ANSWER_MAX,
  COMPLAINT_ANSWER_MIN,
  COMPLAINT_DETAILS_MAX,
  COMPLAINT_DETAILS_MIN,
  COMPLAINT_REASONS,
  CUSTOMER_CANCEL_REASONS,
  type ComplaintReason,
  type CustomerCancelReason,
} from '@kavach/domain';
import { z } from 'zod';
import { Paise } from './common';
import { ClaimReason, DocumentKind, ProcessTypeWire, SlotTime } from './selfserve';

/*
 * The tracker's wire shapes (issue 20 §3; decision 060): a request as its owner sees it
 * (GET /v3/tracker/service_request/{sr_id}) and as anyone holding its number sees it (T16.4,
 * GET /v3/tracker/search).
 */

// ---------------------------------------------------------------- tracker

export const SrMilestone = z.object({
  state: z.string(),
  label: z.string(),
  /** When it was reached; null for one still ahead. */
  at: z.string().nullable(),
  reached: z.boolean(),
});
export const SrNext = z.object({
  state: z.string(),
  label: z.string(),
  due_at: z.string().nullable(),
  /** "expected by …" until the due time passes, then "running late". */
  late: z.boolean(),
});

/** What anyone holding the number sees (T16.4): status and milestones, nothing personal. */
export const SrPublicView = z.object({
  sr_id: z.string(),
  status: z.string(),
  status_label: z.string(),
  process_type: ProcessTypeWire,
  cover_title: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  milestones: z.array(SrMilestone),
  next: SrNext.nullable(),
});
export type SrPublicView = z.infer<typeof SrPublicView>;

/** GET /v3/tracker/service_request/{sr_id} for its owner: everything the tracker page shows. */
export const SrDetailView = SrPublicView.extend({
  plan_name: z.string(),
  osid: z.string(),
  device: z.object({
    brand: z.string().nullable(),
    model: z.string().nullable(),
    name: z.string().nullable(),
  }),
  problems: z.array(z.string()),
  custom_issue: z.string(),
  comments: z.string(),
  address: z.object({
    address1: z.string(),
    address2: z.string(),
    city: z.string(),
    state: z.string(),
    pincode: z.string(),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
  }),
  appointment: z.object({
    date: z.string().nullable(),
    time: z.string().nullable(),
    date_1: z.string().nullable(),
    time_1: z.string().nullable(),
  }),
  technician: z
    .object({
      name: z.string(),
      /** Masked: 98XXXXXX10. */
      phone: z.string(),
      lat: z.number().nullable(),
      lng: z.number().nullable(),
      /** Metres from the customer's address (spec §9 distance), when both are known. */
      distance_m: z.number().int().nullable(),
    })
    .nullable(),
  /**
   * Carry-in and pick & drop: the service centre the device goes to (the nearest to the address
   * when raised, decision 078). Owner and desk only — never in the public view (T16.4).
   */
  service_centre: z
    .object({
      name: z.string(),
      address: z.string(),
      lat: z.number(),
      lng: z.number(),
      /** Metres from the customer's address (spec §9 distance), when the address has a position. */
      distance_m: z.number().int().nullable(),
    })
    .nullable(),
  reasons: z.array(ClaimReason),
  /** What the service desk asked for, once, as one list (issue 20 §4). */
  documents_requested: z.array(DocumentKind),
  /** Of those, the kinds not sent since the desk asked (decision 074): what the tracker uploads. */
  documents_missing: z.array(DocumentKind),
  documents: z.array(
    z.object({
      /** The document's random public id (its owner's and the desk's download paths). */
      id: z.string(),
      name: z.string(),
      type: DocumentKind,
      uploaded_at: z.string(),
    }),
  ),
  /** The co-pay; `refund_queued` | `refunded`: it arrived after the request expired and goes back (decision 075). */
  copay: z.object({
    amount: Paise,
    status: z.enum(['none', 'due', 'paid', 'expired', 'refund_queued', 'refunded']),
    /** Payments captured after another had paid the co-pay, each being refunded (decision 077). */
    extra_payments: z.array(z.object({ amount: Paise, status: z.enum(['refund_queued', 'refunded']) })),
    /**
     * The paid co-pay was credited back as its request ended without service (decision 092): its
     * GST receipt and a credit note against it can be downloaded.
     */
    credit_note: z.boolean(),
  }),
  /** What the diagnosis found, in the service team's words, once recorded. */
  diagnosis: z.string().nullable(),
  /** The repair estimate and who pays what of it (estimateShare, decision 068), once shared. */
  estimate: z
    .object({
      amount: Paise,
      copay_paid: Paise,
      /** What the plan pays, up to the cover left. */
      covered: Paise,
      /** What the customer would pay beyond the cover (besides the co-pay paid). */
      you_pay: Paise,
      /** Cover left before this repair; null when the cover has no limit. */
      remaining_cover: Paise.nullable(),
      message: z.string(),
    })
    .nullable(),
  reopen_eligible: z.boolean(),
  /** The owner may cancel it from the tracker (decision 086). */
  cancellable: z.boolean(),
  /**
   * The owner may change the appointment from the tracker now (decision 088): `ok`, `limit` (the
   * changes allowed online are used: call us) or `no` (no appointment ahead).
   */
  reschedule: z.enum(['ok', 'limit', 'no']),
  /** The owner may rate the service now: the work is done and it is not rated yet (decision 089). */
  rateable: z.boolean(),
  /** The owner's rating of the service, once given (decision 089). */
  rating: z.object({ rating: z.number().int().min(1).max(5), comment: z.string() }).nullable(),
  /** The service report can be downloaded: the work is done (decision 101). */
  service_report: z.boolean(),
  /** The owner may complain about this request now (decision 100). */
  can_complain: z.boolean(),
  /** The owner's latest complaint about this request and the desk's reply, once made (decision 100). */
  complaint: z
    .object({
      reference: z.string(),
      reason_code: z.string(),
      /** The reason in words. */
      reason: z.string(),
      details: z.string(),
      received_at: z.string(),
      reply_by: z.string(),
      resolve_by: z.string(),
      state: z.enum(['open', 'answered']),
      answer: z.string().nullable(),
      answered_at: z.string().nullable(),
    })
    .nullable(),
  parent_sr_id: z.string().nullable(),
});
export type SrDetailView = z.infer<typeof SrDetailView>;
export const SrDetailResponse = z.object({ data: SrDetailView });

/**
 * POST /v3/tracker/service_request/{sr_id}/cancel (ours, decision 086): the owner cancels their
 * request. `from` is the status they saw: a request that moved meanwhile answers 409 SR_CHANGED.
 */
export const CancelRequestBody = z
  .object({
    from: z.string().min(1).max(40),
    reason_code: z.enum(
      Object.keys(CUSTOMER_CANCEL_REASONS) as [CustomerCancelReason, ...CustomerCancelReason[]],
      {
        message: 'Choose why you are cancelling.',
      },
    ),
  })
  .strict();
export type CancelRequestBody = z.infer<typeof CancelRequestBody>;

/**
 * POST /v3/tracker/service_request/{sr_id}/reschedule (ours, decision 088): the owner moves the
 * appointment to another free slot. `from` is the status the page showed.
 */
export const RescheduleRequestBody = z
  .object({
    from: z.string().min(1).max(40),
    appointment_date: z.iso.date('Choose a new date and time.'),
    appointment_time: SlotTime,
  })
  .strict();
export type RescheduleRequestBody = z.infer<typeof RescheduleRequestBody>;

/**
 * POST /v3/tracker/service_request/{sr_id}/estimate (ours, decision 090): the owner approves the
 * repair estimate that awaits them, or declines it. `from` is the status the page showed.
 */
export const EstimateDecisionBody = z
  .object({
    from: z.string().min(1).max(40),
    decision: z.enum(['approve', 'decline'], { message: 'Choose to approve or decline the estimate.' }),
  })
  .strict();
export type EstimateDecisionBody = z.infer<typeof EstimateDecisionBody>;

/** Free text a person typed: trimmed, within bounds, without < or >. */
const typed = (min: number, max: number, what: string) =>
  z
    .string()
    .trim()
    .min(min, `${what} (at least ${min} characters).`)
    .max(max, `Keep it within ${max} characters.`)
    .regex(/^[^<>]*$/, 'Remove the characters < and >');

/**
 * POST /v3/tracker/service_request/{sr_id}/complaint (ours, decision 100): the owner complains
 * about their request, with what it is about and what went wrong.
 */
export const ComplaintBody = z
  .object({
    reason_code: z.enum(Object.keys(COMPLAINT_REASONS) as [ComplaintReason, ...ComplaintReason[]], {
      message: 'Choose what your complaint is about.',
    }),
    details: typed(COMPLAINT_DETAILS_MIN, COMPLAINT_DETAILS_MAX, 'Tell us what went wrong'),
  })
  .strict();
export type ComplaintBody = z.infer<typeof ComplaintBody>;

/** POST /v3/service-desk/requests/{sr_id}/complaint (ours, decision 100): the desk's reply to the open complaint. */
export const ComplaintAnswerBody = z
  .object({
    answer: typed(COMPLAINT_ANSWER_MIN, COMPLAINT_ANSWER_MAX, 'Write the reply the customer will read'),
  })
  .strict();
export type ComplaintAnswerBody = z.infer<typeof ComplaintAnswerBody>;

/**
 * POST /v3/selfserve/service_request/{sr_id}/documents (ours, decision 074): one document the
 * service desk asked for, sent by the request's owner; once none is missing the request is back
 * under review.
 */
export const SrSentDocumentResponse = z.object({
  data: z.object({
    sr_id: z.string(),
    status: z.string(),
    status_label: z.string(),
    document: SrDetailView.shape.documents.element,
    documents_missing: z.array(DocumentKind),
  }),
});
export type SrSentDocumentResponse = z.infer<typeof SrSentDocumentResponse>;

/**
 * GET /v3/tracker/search?query=&page=: by SR number anyone gets the public view; by phone or email
 * only the signed-in owner, or after a one-time code to that phone or email (T16.4).
 */
export const TrackerSearchQuery = z
  .object({
    query: z.string().trim().min(1, 'Required field').max(120),
    page: z.coerce.number().int().min(1).max(1000).default(1),
  })
  .strict();
export const TrackerSearchResponse = z.object({
  data: z.object({
    lookup: z.enum(['email', 'sr', 'mobile']),
    results: z.array(SrPublicView),
    page: z.number().int(),
    has_next: z.boolean(),
    has_previous: z.boolean(),
    /** By phone or email without proof of owning it: send a code first. */
    verification_required: z.boolean(),
  }),
});
export type TrackerSearchResponse = z.infer<typeof TrackerSearchResponse>;
