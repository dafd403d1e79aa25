import type { z } from 'zod';

type ClaimReasonCode = z.infer<typeof ClaimReasonCode>;
import {
  ClaimReasonCode,
  type DocumentKind,
  type SrDetailView,
  type SrMilestone,
  type SrPublicView,
} from '@kavach/contracts';
import type { ComplaintRow, DeskEventRow, ServiceRequestRow } from '@kavach/db';
import {
  distanceMeters,
  documentsRequestedAt,
  documentsStillNeeded,
  isSrTerminal,
  nextMilestone,
  processTypeOf,
  reopenEligible,
  customerCanCancel,
  complaintRule,
  COMPLAINT_REASONS,
  isComplaintReason,
  rescheduleRefusal,
  srRateable,
  slaStanding,
  SR_MILESTONES,
  SR_STATE_LABELS,
  type SrProcess,
  type SrState,
} from '@kavach/domain';

/**
 * What the tracker shows of a request (issue 20 §3; docs/product/service-requests.md#tracker):
 * the milestones of its process with the time each was reached, a terminal state replacing the
 * rest, and the next milestone with its due time — honestly "late" once that has passed.
 */

const DOCUMENT_KINDS: readonly string[] = ['invoice', 'photo', 'fir', 'sim_block_letter'];

export const labelOf = (state: string): string => SR_STATE_LABELS[state as SrState] ?? state;

/** A technician's phone as the customer sees it: the first two and last two digits (98XXXXXX10). */
export function maskTechnicianPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').slice(-10);
  if (digits.length < 4) return 'XXXXXXXXXX';
  return `${digits.slice(0, 2)}${'X'.repeat(digits.length - 4)}${digits.slice(-2)}`;
}

/** The milestones of a request's process with the time each was reached (latest reach wins). */
export function milestonesOf(
  sr: Pick<ServiceRequestRow, 'process' | 'status' | 'createdAt' | 'updatedAt'>,
  history: readonly Pick<DeskEventRow, 'toStatus' | 'at'>[],
): z.infer<typeof SrMilestone>[] {
  const process = sr.process as SrProcess;
  const path = SR_MILESTONES[process] ?? [];
  const reachedAt = new Map<string, Date>();
  for (const e of history) reachedAt.set(e.toStatus, e.at);
  // A request is "raised" from its creation unless it waited for its co-pay (then when it was paid).
  const waitedForCopay = history.some((e) => e.toStatus === 'awaiting_copay' || e.toStatus === 'raised');
  if (
    !reachedAt.has('raised') &&
    !waitedForCopay &&
    sr.status !== 'awaiting_copay' &&
    sr.status !== 'expired'
  )
    reachedAt.set('raised', sr.createdAt);
  // Where the request stands on the path: its own state, or the furthest milestone it reached.
  let current = path.indexOf(sr.status as SrState);
  if (current < 0) current = Math.max(-1, ...path.map((s, i) => (reachedAt.has(s) ? i : -1)));
  const milestones = path.map((state, i) => {
    const at = reachedAt.get(state) ?? null;
    return {
      state,
      label: labelOf(state),
      at: at?.toISOString() ?? null,
      reached: at !== null || i <= current,
    };
  });
  const status = sr.status as SrState;
  if (isSrTerminal(status) && !path.includes(status)) {
    const done = milestones.filter((m) => m.reached);
    const at = reachedAt.get(status) ?? sr.updatedAt;
    return [...done, { state: status, label: labelOf(status), at: at.toISOString(), reached: true }];
  }
  return milestones;
}

/** What anyone holding the number may see (T16.4): status and milestones, nothing personal. */
export function srPublicView(
  sr: Pick<
    ServiceRequestRow,
    'srRef' | 'status' | 'process' | 'coverTitle' | 'createdAt' | 'updatedAt' | 'dueAt'
  >,
  history: readonly Pick<DeskEventRow, 'toStatus' | 'at'>[],
  now: Date,
): SrPublicView {
  const process = sr.process as SrProcess;
  const next = nextMilestone(process, sr.status as SrState);
  return {
    sr_id: sr.srRef,
    status: sr.status,
    status_label: labelOf(sr.status),
    process_type: processTypeOf(process),
    cover_title: sr.coverTitle,
    created_at: sr.createdAt.toISOString(),
    updated_at: sr.updatedAt.toISOString(),
    milestones: milestonesOf(sr, history),
    next: next
      ? {
          state: next,
          label: labelOf(next),
          due_at: sr.dueAt?.toISOString() ?? null,
          late: sr.dueAt ? slaStanding(sr.dueAt, now).late : false,
        }
      : null,
  };
}

export interface DetailContext {
  history: readonly Pick<DeskEventRow, 'toStatus' | 'at'>[];
  plan: { osid: string; planName: string };
  documents: readonly { publicId: string; name: string; kind: string; createdAt: Date }[];
  parentSrRef: string | null;
  /** The repair estimate with who pays what (estimateOf); null until one is shared. */
  estimate: SrDetailView['estimate'];
  /** Co-pay payments captured after another paid it, being refunded (decision 077). */
  extraCopayPayments?: SrDetailView['copay']['extra_payments'];
  /** The service centre the request was given (carry-in, pick & drop), if any. */
  serviceCentre: { name: string; address: string; lat: number; lng: number } | null;
  /** The customer's changes of the appointment so far (decision 088); 0 when none could be made. */
  appointmentChanges?: number;
  /** The customer's rating of the service (decision 089), read once the work is done. */
  rating?: { rating: number; comment: string } | null;
  /** The latest complaint about the request (decision 100), if any. */
  complaint?: ComplaintRow | null;
  now: Date;
}

/** When a request in an end state got there: closed, else its last change. */
export const endedAtOf = (sr: Pick<ServiceRequestRow, 'closedAt' | 'updatedAt'>): Date =>
  sr.closedAt ?? sr.updatedAt;

/** The owner's latest complaint as the tracker and the desk show it (decision 100). */
function complaintView(c: ComplaintRow | null | undefined): SrDetailView['complaint'] {
  if (!c) return null;
  return {
    reference: c.reference,
    reason_code: c.reasonCode,
    reason: isComplaintReason(c.reasonCode) ? COMPLAINT_REASONS[c.reasonCode] : c.reasonCode,
    details: c.details,
    received_at: c.createdAt.toISOString(),
    reply_by: c.replyBy.toISOString(),
    resolve_by: c.resolveBy.toISOString(),
    state: c.status === 'answered' ? 'answered' : 'open',
    answer: c.answer,
    answered_at: c.answeredAt?.toISOString() ?? null,
  };
}

/** Whether the owner may change the appointment now (decision 088), as the tracker shows it. */
function rescheduleStanding(
  sr: Pick<ServiceRequestRow, 'process' | 'status' | 'appointment'>,
  changes: number,
): SrDetailView['reschedule'] {
  const refusal = rescheduleRefusal(sr.process, sr.status, changes, Boolean(sr.appointment?.date));
  return refusal === null ? 'ok' : refusal === 'RESCHEDULE_LIMIT' ? 'limit' : 'no';
}

/** GET /v3/tracker/service_request/{sr_id} for its owner: everything the tracker page shows. */
/**
 * The co-pay as the customer can act on it: a temporary request's co-pay whose window has passed
 * reads `expired` at once, before the timer worker moves the request (co-pay checkout refuses it).
 */
export function copayStanding(
  sr: Pick<ServiceRequestRow, 'copayStatus' | 'status' | 'copayDueBy'>,
  now: Date,
): SrDetailView['copay']['status'] {
  const status = sr.copayStatus as SrDetailView['copay']['status'];
  if (status === 'due' && sr.status === 'awaiting_copay' && (!sr.copayDueBy || sr.copayDueBy <= now))
    return 'expired';
  return status;
}

export function srDetailView(sr: ServiceRequestRow, ctx: DetailContext): SrDetailView {
  const address = sr.address;
  const tech = sr.technician;
  const requested = sr.documentsRequested.filter((k): k is DocumentKind => DOCUMENT_KINDS.includes(k));
  const distance =
    tech && tech.lat !== null && tech.lng !== null && address && address.lat !== null && address.lng !== null
      ? Math.round(distanceMeters({ lat: address.lat, lng: address.lng }, { lat: tech.lat, lng: tech.lng }))
      : null;
  const centre = ctx.serviceCentre;
  return {
    ...srPublicView(sr, ctx.history, ctx.now),
    plan_name: ctx.plan.planName,
    osid: ctx.plan.osid,
    device: {
      brand: sr.device?.brand ?? null,
      model: sr.device?.model ?? null,
      name: sr.device?.name ?? null,
    },
    problems: sr.problems,
    custom_issue: sr.customIssue,
    comments: sr.comments,
    address: {
      address1: address?.address1 ?? '',
      address2: address?.address2 ?? '',
      city: address?.city ?? sr.city ?? '',
      state: address?.state ?? '',
      pincode: address?.pincode ?? sr.pincode ?? '',
      lat: address?.lat ?? null,
      lng: address?.lng ?? null,
    },
    appointment: {
      date: sr.appointment?.date ?? null,
      time: sr.appointment?.time ?? null,
      date_1: sr.appointment?.date_1 ?? null,
      time_1: sr.appointment?.time_1 ?? null,
    },
    technician: tech
      ? {
          name: tech.name,
          phone: maskTechnicianPhone(tech.phone),
          lat: tech.lat,
          lng: tech.lng,
          distance_m: distance,
        }
      : null,
    service_centre: centre
      ? {
          name: centre.name,
          address: centre.address,
          lat: centre.lat,
          lng: centre.lng,
          distance_m:
            address && address.lat !== null && address.lng !== null
              ? Math.round(distanceMeters({ lat: address.lat, lng: address.lng }, centre))
              : null,
        }
      : null,
    reasons: sr.reasons
      .filter((r) => (ClaimReasonCode.options as readonly string[]).includes(r.code))
      .map((r) => ({ code: r.code as ClaimReasonCode, message: r.message })),
    documents_requested: requested,
    documents_missing: documentsStillNeeded(requested, documentsRequestedAt(ctx.history), ctx.documents),
    documents: ctx.documents
      .filter((d) => DOCUMENT_KINDS.includes(d.kind))
      .map((d) => ({
        id: d.publicId,
        name: d.name,
        type: d.kind as DocumentKind,
        uploaded_at: d.createdAt.toISOString(),
      })),
    copay: {
      amount: sr.copayPaise,
      status: copayStanding(sr, ctx.now),
      extra_payments: ctx.extraCopayPayments ?? [],
      credit_note: sr.copayCreditedAt !== null && sr.copayPaise > 0,
    },
    diagnosis: sr.diagnosis,
    estimate: ctx.estimate,
    reopen_eligible: reopenEligible({ status: sr.status as SrState, closedAt: sr.closedAt }, ctx.now),
    cancellable: customerCanCancel(sr.process, sr.status),
    reschedule: rescheduleStanding(sr, ctx.appointmentChanges ?? 0),
    rateable: srRateable(sr.status) && !ctx.rating,
    rating: ctx.rating ?? null,
    service_report: srRateable(sr.status),
    can_complain: complaintRule({
      state: sr.status as SrState,
      endedAt: endedAtOf(sr),
      now: ctx.now,
      open: ctx.complaint?.status === 'open',
    }).ok,
    complaint: complaintView(ctx.complaint),
    parent_sr_id: ctx.parentSrRef,
  };
}
