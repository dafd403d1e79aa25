import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ComplaintBody, SrDetailView } from '@kavach/contracts';
import {
  deskFindRequest,
  insertComplaint,
  lockOpenComplaintOf,
  lockRequestOfCustomerByRef,
} from '@kavach/db';
import {
  complaintDeadlines,
  complaintReceivedText,
  complaintRule,
  isSrNumber,
  type SrState,
} from '@kavach/domain';
import type { RouteDeps } from '../../deps';
import { requireCustomer } from '../../lib/current-session';
import { AppError } from '../../lib/http-errors';
import { notifySrCustomer, trackerUrl } from '../service-requests/notify-sr';
import { endedAtOf } from './sr-view';
import { detailOf, notFound } from './tracker.service';

/** A complaint's reference: CMP-YYMMDD-XXXXXX (the day it was received, then random). */
export function complaintReference(now: Date): string {
  const ymd = now.toISOString().slice(2, 10).replace(/-/g, '');
  return `CMP-${ymd}-${randomBytes(3).toString('hex').toUpperCase()}`;
}

/**
 * POST /v3/tracker/service_request/{sr_id}/complaint (decision 100): the owner complains about
 * their request — while it is open or within 30 days after it ended, one waiting at a time
 * (`complaintRule`; 409 COMPLAINT_OPEN or COMPLAINT_WINDOW_CLOSED). One transaction with the
 * request's row locked: the complaint with its reply-by (48 hours) and resolve-by (30 days) dates,
 * and its acknowledgement by SMS and email to the request's contact. Anyone else's request or an
 * unknown number is the tracker's 404. Answers the tracker's view with the complaint.
 */
export async function complainAboutOwnRequest(
  deps: RouteDeps,
  request: FastifyRequest,
  srRef: string,
  body: ComplaintBody,
): Promise<{ data: SrDetailView }> {
  const now = deps.clock.now();
  const session = await requireCustomer(deps.db, request, now);
  await deps.db.transaction(async (tx) => {
    const sr = isSrNumber(srRef) ? await lockRequestOfCustomerByRef(tx, session.customer.id, srRef) : null;
    if (!sr) throw notFound();
    const waiting = await lockOpenComplaintOf(tx, sr.id);
    const rule = complaintRule({
      state: sr.status as SrState,
      endedAt: endedAtOf(sr),
      now,
      open: waiting !== null,
    });
    if (!rule.ok) throw new AppError(rule.status, rule.error_code, rule.message);
    const { replyBy, resolveBy } = complaintDeadlines(now);
    const reference = complaintReference(now);
    await insertComplaint(tx, {
      reference,
      serviceRequestId: sr.id,
      customerId: session.customer.id,
      reasonCode: body.reason_code,
      details: body.details,
      createdAt: now,
      replyBy,
      resolveBy,
    });
    const text = complaintReceivedText({ reference, srRef: sr.srRef, replyBy, resolveBy });
    await notifySrCustomer(tx, sr, {
      topic: 'sr_complaint_received',
      text: `${text} Track it at ${trackerUrl(deps, sr.srRef)}`,
      payload: { reference, subject: `We have received your complaint ${reference}` },
      key: (channel) => `sr_complaint_received:${reference}:${channel}`,
      now,
    });
  });
  const found = await deskFindRequest(deps.db, srRef);
  return { data: await detailOf(deps.db, found!.sr, found!.plan, now) };
}
