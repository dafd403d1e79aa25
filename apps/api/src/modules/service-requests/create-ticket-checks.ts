import type { CreateTicketBody } from '@kavach/contracts';
import { findRequestOfCustomerByRef, type ServiceRequestRow } from '@kavach/db';
import {
  PRODUCT_TYPE_OF_PLAN,
  problemsOfCover,
  reopenProblem,
  type PlanTypeKey,
  type SrState,
} from '@kavach/domain';
import type { RouteDeps } from '../../deps';
import { AppError } from '../../lib/http-errors';
import { isBookableAppointment } from '../slots/slots.service';
import type { PlanContext } from './selfserve-plan';

/* create_ticket's checks of what the customer asked for (spec §5, §9), before its transaction. */

const bad = (code: string, message: string) => new AppError(400, code, message);

/** The request being reopened: the caller's own, on this plan, closed within 90 days, with a reason. */
export async function reopenParent(
  deps: RouteDeps,
  customerId: number,
  ctx: PlanContext,
  body: CreateTicketBody,
  now: Date,
): Promise<ServiceRequestRow> {
  const parent = await findRequestOfCustomerByRef(deps.db, customerId, body.sr_ref_no!);
  if (!parent || parent.customerPlanId !== ctx.plan.id)
    throw new AppError(404, 'SR_NOT_FOUND', 'We could not find this request on this plan.');
  const problem = reopenProblem(
    { status: parent.status as SrState, closedAt: parent.closedAt },
    { reason: body.sr_reopen_reason, comment: body.sr_reopen_reason_comment },
    now,
  );
  if (problem === 'NOT_REOPENABLE')
    throw new AppError(
      409,
      'NOT_REOPENABLE',
      'This request can no longer be reopened: a request can be reopened within 90 days of being closed. Please raise a new request.',
    );
  if (problem === 'REASON_REQUIRED')
    throw bad('REASON_REQUIRED', 'Tell us why you are reopening the request.');
  if (problem === 'COMMENT_REQUIRED')
    throw bad('COMMENT_REQUIRED', 'Tell us in a few words why you are reopening the request.');
  if (body.cover_id !== parent.coverId)
    throw bad('COVER_MISMATCH', 'A reopened request keeps the cover of the request it reopens.');
  return parent;
}

/** At least one problem or a custom issue; every problem one the flow offered for this plan (spec §5). */
export function checkProblems(ctx: PlanContext, body: CreateTicketBody, coverType: string) {
  if (body.problems.length === 0 && body.custom_issue.trim() === '')
    throw bad('PROBLEM_REQUIRED', 'Required field: choose a problem or describe it.');
  const productType = PRODUCT_TYPE_OF_PLAN[ctx.plan.planType as PlanTypeKey] ?? 1;
  const offered = problemsOfCover(ctx.category, productType, coverType);
  const known = new Set(offered.flatMap((p) => [p.id, p.name]));
  const unknown = body.problems.find((p) => !known.has(p));
  if (unknown !== undefined)
    throw bad(
      'PROBLEM_UNKNOWN',
      `"${unknown.slice(0, 60)}" is not a problem of this device; choose from the list.`,
    );
}

/**
 * The first preference and, if given, the second must be bookable slots (spec §9), not on a
 * holiday of the address's city (docs/product/service-requests.md#holiday-calendar).
 */
export function checkAppointment(
  ctx: PlanContext,
  body: CreateTicketBody,
  now: Date,
  holidays: readonly string[],
) {
  const d = body.customer_details;
  const asked = { coverId: body.cover_id, processType: body.process_type };
  if (!isBookableAppointment(ctx.plan, asked, d.appointment_date, d.appointment_time, now, holidays))
    throw bad('SLOT_NOT_AVAILABLE', 'This appointment slot is not available. Please choose another.');
  const second = [d.appointment_date_1, d.appointment_time_1];
  if (second.filter(Boolean).length === 1)
    throw bad('APPOINTMENT_INCOMPLETE', 'Choose both a date and a time for the second preference.');
  if (d.appointment_date_1 && d.appointment_time_1) {
    if (d.appointment_date_1 === d.appointment_date && d.appointment_time_1 === d.appointment_time)
      throw bad('APPOINTMENT_SAME', 'The second preference must differ from the first.');
    if (!isBookableAppointment(ctx.plan, asked, d.appointment_date_1, d.appointment_time_1, now, holidays))
      throw bad('SLOT_NOT_AVAILABLE', 'The second appointment slot is not available. Please choose another.');
  }
}
