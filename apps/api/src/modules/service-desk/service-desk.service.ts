import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type {
  DeskActionBody,
  DeskQueueQuery,
  DeskQueueResponse,
  DeskRequestResponse,
} from '@kavach/contracts';
import {
  deskQueue,
  deskFindRequest,
  trackerHistoryOf,
  IllegalTransition,
  moveServiceRequest,
  deskSetSlaTimer,
  TransitionConflict,
  deskUsePreventiveVisit,
  type DeskPatch,
  type DeskRequest,
} from '@kavach/db';
import {
  deskMoves,
  deskSearchOf,
  deskSla,
  isCustomerVisible,
  isSrProcess,
  PROCESS_OF_TYPE,
  SLA_AT_RISK_MS,
  slaAfterMove,
  SR_STATES,
  SR_TERMINAL_STATES,
  type SrState,
} from '@kavach/domain';
import type { RouteDeps } from '../../deps';
import { deskChanged, deskNotFound, requireServiceStaff } from './desk-access';
import { deskView } from './desk-view';
import { AppError } from '../../lib/http-errors';
import { workingCalendarOf } from '../calendar/holiday-calendar';
import { notifySrMilestone, trackerUrl } from '../service-requests/notify-sr';
import { refundCopayOfEndedRequest } from '../service-requests/copay-refund';
import { estimateOf, milestoneDetailOf } from '../tracker/estimate-view';
import { srPublicView } from '../tracker/sr-view';

/** Requests per page of the desk's queue. */
export const DESK_PAGE_SIZE = 25;

/** Why staff reject or cancel a request (coded, issue 20 §4); the customer reads the words. */
export const DESK_REASONS: Readonly<Record<string, string>> = {
  PLAN_NOT_ACTIVE: 'The plan was not active on the date of the incident.',
  COVER_NOT_IN_PLAN: 'Your plan does not include this cover.',
  OUTSIDE_COVER_PERIOD: 'The incident happened outside the cover period.',
  CLAIM_LIMIT_REACHED: 'The plan has reached its number of claims for this year.',
  COVER_EXHAUSTED: 'The remaining cover of the plan has been used up.',
  REPORTED_LATE: 'The incident was reported after the time the plan allows.',
  DOCUMENTS_MISSING: 'The documents needed for this claim were not provided.',
  DAMAGE_NOT_COVERED: 'The damage found is not covered by the plan.',
  DEVICE_MISMATCH: 'The device does not match the device on the plan.',
  CUSTOMER_REQUEST: 'Cancelled at your request.',
};

/**
 * GET /v3/service-desk/requests: open requests by due time, filtered by status, city, process and
 * SLA, or found by `q` — a request number or the customer's mobile or email (the contract checked it).
 */
export async function deskQueueOf(
  deps: RouteDeps,
  request: FastifyRequest,
  query: z.infer<typeof DeskQueueQuery>,
): Promise<z.infer<typeof DeskQueueResponse>> {
  await requireServiceStaff(deps, request);
  const now = deps.clock.now();
  const rows = await deskQueue(deps.db, {
    search: query.q ? (deskSearchOf(query.q) ?? undefined) : undefined,
    status: query.status,
    city: query.city,
    process: query.process_type
      ? query.process_type === 'mail-in'
        ? ['pick_drop', 'replacement']
        : [PROCESS_OF_TYPE[query.process_type]]
      : undefined,
    sla: query.sla,
    now,
    atRiskMs: SLA_AT_RISK_MS,
    hidden: SR_TERMINAL_STATES,
    offset: (query.page - 1) * DESK_PAGE_SIZE,
    limit: DESK_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, DESK_PAGE_SIZE);
  const history = await trackerHistoryOf(
    deps.db,
    page.map((r) => r.sr.id),
  );
  return {
    data: {
      items: page.map(({ sr, customer }) => ({
        ...srPublicView(sr, history.get(sr.id) ?? [], now),
        city: sr.city ?? sr.address?.city ?? '',
        customer_name: `${customer.firstName} ${customer.lastName}`.trim(),
        outcome: sr.outcome as 'approved' | 'review',
        sla: deskSla(sr.dueAt, now),
      })),
      page: query.page,
      has_next: rows.length > DESK_PAGE_SIZE,
    },
  };
}

const notAllowed = (from: string, to: string) =>
  new AppError(409, 'SR_ACTION_NOT_ALLOWED', `A request in "${from}" cannot be moved to "${to}".`);
const invalid = (code: string, message: string) => new AppError(400, code, message);

/** What the action records besides the status, checked against what the move needs. */
function patchOf(found: DeskRequest, to: SrState, body: DeskActionBody): DeskPatch {
  const patch: DeskPatch = {};
  if (to === 'technician_assigned' && !body.technician)
    throw invalid('TECHNICIAN_REQUIRED', 'Enter the technician’s name and phone to assign them.');
  if (body.technician)
    patch.technician = {
      name: body.technician.name,
      phone: body.technician.phone,
      lat: body.technician.lat ?? null,
      lng: body.technician.lng ?? null,
      location: body.technician.location ?? null,
    };
  if (to === 'estimate_shared' && body.estimate_paise === undefined)
    throw invalid('ESTIMATE_REQUIRED', 'Enter the repair estimate to share it.');
  if (body.estimate_paise !== undefined) patch.estimatePaise = body.estimate_paise;
  if (body.diagnosis !== undefined) patch.diagnosis = body.diagnosis;
  if (to === 'documents_requested') {
    if (found.sr.documentsRequested.length > 0)
      throw new AppError(
        409,
        'DOCUMENTS_ALREADY_REQUESTED',
        'Documents were already requested for this request: they are asked for once, as one list.',
      );
    if (!body.documents_requested)
      throw invalid('DOCUMENTS_REQUIRED', 'Choose the documents to ask the customer for.');
    patch.documentsRequested = [...new Set(body.documents_requested)];
  } else if (body.documents_requested)
    throw invalid(
      'DOCUMENTS_NOT_EXPECTED',
      'Documents are requested only with the "Request documents" action.',
    );
  if (to === 'rejected' && !body.reason_code)
    throw invalid('REASON_REQUIRED', 'Choose why the request is rejected.');
  if (body.reason_code !== undefined) {
    const message = DESK_REASONS[body.reason_code];
    if (!message) throw invalid('REASON_UNKNOWN', 'Choose one of the listed reasons.');
    // The customer reads why a request was rejected or cancelled, in words, with its other reasons.
    if (to === 'rejected' || to === 'cancelled')
      patch.reasons = [
        ...found.sr.reasons.filter((r) => r.code !== body.reason_code),
        { code: body.reason_code, message },
      ];
  }
  return patch;
}

/**
 * POST /v3/service-desk/requests/{sr_id}/actions: one move of the transition table, by one staff
 * member, in one transaction with its history row, its SLA clock and timer, the PM visit it uses
 * and the customer's notifications. `from` is the state the staff member saw: a request that moved
 * meanwhile answers 409 SR_CHANGED (T16.5), a move the table does not allow 409 SR_ACTION_NOT_ALLOWED.
 */
export async function deskAct(
  deps: RouteDeps,
  request: FastifyRequest,
  srRef: string,
  body: DeskActionBody,
): Promise<z.infer<typeof DeskRequestResponse>> {
  const staff = await requireServiceStaff(deps, request);
  const now = deps.clock.now();
  try {
    await deps.db.transaction(async (tx) => {
      const found = await deskFindRequest(tx, srRef);
      if (!found) throw deskNotFound();
      const { sr } = found;
      if (body.from !== sr.status) throw deskChanged();
      const process = sr.process;
      const to = body.to as SrState;
      if (
        !isSrProcess(process) ||
        !(SR_STATES as readonly string[]).includes(to) ||
        !deskMoves(process, sr.status as SrState).some((m) => m.to === to)
      )
        throw notAllowed(sr.status, body.to);
      const patch = patchOf(found, to, body);
      // A repair closed on an estimate used the part of it the plan covers: the cover left for the
      // plan's next requests drops by that much (domain facts §4–5; adjudicate, the co-pay sentence
      // and the estimate read it).
      if (to === 'closed') {
        const estimate = await estimateOf(
          tx,
          { ...sr, estimatePaise: patch.estimatePaise ?? sr.estimatePaise },
          found.plan.osid,
        );
        if (estimate) patch.approvedPaise = estimate.covered;
      }
      const dueAt = slaAfterMove(process, to, now, sr.dueAt, await workingCalendarOf(tx, sr.city));
      patch.dueAt = dueAt;
      const moved = await moveServiceRequest(tx, sr, to, {
        actor: `staff:${staff.username}`,
        at: now,
        reasonCode: body.reason_code ?? null,
        note: body.note ?? null,
        patch,
      });
      if (to === 'closed' && sr.coverId === 'preventive_maintenance')
        await deskUsePreventiveVisit(tx, sr.customerPlanId, now);
      // Rejected or cancelled after its co-pay was paid: the co-pay goes back (decision 085).
      await refundCopayOfEndedRequest(deps, tx, moved, now);
      if (dueAt && dueAt.getTime() > now.getTime())
        await deskSetSlaTimer(tx, { serviceRequestId: sr.id, forStatus: to, dueAt, now });
      if (isCustomerVisible(process, to))
        await notifySrMilestone(tx, moved, {
          now,
          trackerUrl: trackerUrl(deps, sr.srRef),
          dueAt,
          again: sr.status === to,
          detail: await milestoneDetailOf(tx, moved, found.plan.osid),
        });
    });
  } catch (err) {
    if (err instanceof TransitionConflict) throw deskChanged();
    if (err instanceof IllegalTransition) throw notAllowed(err.from, err.to);
    throw err;
  }
  const found = await deskFindRequest(deps.db, srRef);
  return deskView(deps, found!);
}
