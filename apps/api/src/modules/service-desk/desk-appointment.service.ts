import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { DeskRequestResponse, RescheduleRequestBody } from '@kavach/contracts';
import { deskFindRequest, lockRequestOfCustomerByRef, TransitionConflict } from '@kavach/db';
import { rescheduleRefusal } from '@kavach/domain';
import type { RouteDeps } from '../../deps';
import { AppError } from '../../lib/http-errors';
import { moveAppointment } from '../service-requests/appointment';
import { deskChanged, deskNotFound, requireServiceStaff } from './desk-access';
import { deskView } from './desk-view';

/**
 * POST /v3/service-desk/requests/{sr_id}/appointment (decision 088): the service team moves a
 * request's appointment to another free slot — a customer who called after their two changes
 * online, or a technician's day that changed. The same point as the customer's (the appointment
 * still ahead) and the same slot rule, without the limit; the change is kept with the staff
 * member's name and the customer is told. A status the staff member did not see: 409 SR_CHANGED.
 */
export async function deskChangeAppointment(
  deps: RouteDeps,
  request: FastifyRequest,
  srRef: string,
  body: RescheduleRequestBody,
): Promise<z.infer<typeof DeskRequestResponse>> {
  const staff = await requireServiceStaff(deps, request);
  const now = deps.clock.now();
  try {
    await deps.db.transaction(async (tx) => {
      const found = await deskFindRequest(tx, srRef);
      if (!found) throw deskNotFound();
      const sr = await lockRequestOfCustomerByRef(tx, found.sr.customerId, srRef);
      if (!sr || body.from !== sr.status) throw deskChanged();
      if (rescheduleRefusal(sr.process, sr.status, 0, Boolean(sr.appointment?.date)) !== null)
        throw new AppError(409, 'SR_NOT_RESCHEDULABLE', 'This request has no appointment ahead to change.');
      await moveAppointment(deps, tx, sr, body, `staff:${staff.username}`, now);
    });
  } catch (err) {
    if (err instanceof TransitionConflict) throw deskChanged();
    throw err;
  }
  const found = await deskFindRequest(deps.db, srRef);
  return deskView(deps, found!);
}
