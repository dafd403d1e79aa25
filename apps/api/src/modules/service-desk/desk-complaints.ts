import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ComplaintAnswerBody, DeskComplaintsResponse, DeskRequestResponse } from '@kavach/contracts';
import { answerComplaint, deskFindRequest, lockOpenComplaintOf, openComplaints } from '@kavach/db';
import { COMPLAINT_REASONS, complaintAnsweredText, isComplaintReason } from '@kavach/domain';
import type { RouteDeps } from '../../deps';
import { AppError } from '../../lib/http-errors';
import { notifySrCustomer, trackerUrl } from '../service-requests/notify-sr';
import { deskNotFound, requireServiceStaff } from './desk-access';
import { deskView } from './desk-view';

/** The most complaints the desk's list shows at once. */
export const DESK_COMPLAINTS_LIMIT = 100;

const noneWaiting = () =>
  new AppError(409, 'NO_OPEN_COMPLAINT', 'There is no complaint about this request waiting for a reply.');

/** GET /v3/service-desk/complaints (decision 100): the complaints waiting for a reply, soonest due first. */
export async function deskComplaints(
  deps: RouteDeps,
  request: FastifyRequest,
): Promise<DeskComplaintsResponse> {
  await requireServiceStaff(deps, request);
  const now = deps.clock.now();
  const rows = await openComplaints(deps.db, DESK_COMPLAINTS_LIMIT);
  return {
    data: {
      items: rows.map(({ complaint: c, srRef, firstName, lastName }) => ({
        reference: c.reference,
        sr_id: srRef,
        customer_name: `${firstName} ${lastName}`.trim(),
        reason: isComplaintReason(c.reasonCode) ? COMPLAINT_REASONS[c.reasonCode] : c.reasonCode,
        received_at: c.createdAt.toISOString(),
        reply_by: c.replyBy.toISOString(),
        overdue: c.replyBy <= now,
      })),
    },
  };
}

/**
 * POST /v3/service-desk/requests/{sr_id}/complaint (decision 100): the desk replies to the
 * complaint waiting on a request. One transaction with the complaint's row locked: the reply, who
 * gave it and when (`open → answered`, COMPLAINT_LIFECYCLE), and the reply sent to the request's
 * contact by SMS and email. None waiting (or answered by someone else first): 409 NO_OPEN_COMPLAINT.
 */
export async function deskAnswerComplaint(
  deps: RouteDeps,
  request: FastifyRequest,
  srRef: string,
  body: ComplaintAnswerBody,
): Promise<z.infer<typeof DeskRequestResponse>> {
  const staff = await requireServiceStaff(deps, request);
  const now = deps.clock.now();
  const found = await deskFindRequest(deps.db, srRef);
  if (!found) throw deskNotFound();
  await deps.db.transaction(async (tx) => {
    const waiting = await lockOpenComplaintOf(tx, found.sr.id);
    if (!waiting) throw noneWaiting();
    const answered = await answerComplaint(tx, waiting, {
      answer: body.answer,
      answeredBy: staff.username,
      at: now,
    });
    if (!answered) throw noneWaiting();
    const text = complaintAnsweredText({ reference: waiting.reference, srRef, answer: body.answer });
    await notifySrCustomer(tx, found.sr, {
      topic: 'sr_complaint_answered',
      text: `${text} Track it at ${trackerUrl(deps, srRef)}`,
      payload: { reference: waiting.reference, subject: `Our reply to your complaint ${waiting.reference}` },
      key: (channel) => `sr_complaint_answered:${waiting.reference}:${channel}`,
      now,
    });
  });
  return deskView(deps, (await deskFindRequest(deps.db, srRef))!);
}
