import type { FastifyRequest } from 'fastify';
import type { RescheduleRequestBody, SrDetailView } from '@kavach/contracts';
import { appointmentChangesOf } from '@kavach/db';
import { CUSTOMER_APPOINTMENT_CHANGES, rescheduleRefusal } from '@kavach/domain';
import type { RouteDeps } from '../../deps';
import { AppError } from '../../lib/http-errors';
import { moveAppointment } from '../service-requests/appointment';
import { actOnOwnRequest } from './tracker.service';

const tooLate = () =>
  new AppError(
    409,
    'SR_NOT_RESCHEDULABLE',
    'This appointment can no longer be changed online. Call us and we will help.',
  );
const limitReached = () =>
  new AppError(
    409,
    'RESCHEDULE_LIMIT',
    `You have changed this appointment ${CUSTOMER_APPOINTMENT_CHANGES} times, the most allowed online. Call us and we will help.`,
  );

/**
 * POST /v3/tracker/service_request/{sr_id}/reschedule (decision 088): the owner moves the
 * appointment to another free slot of the request's plan, cover and process, not on a holiday of
 * its city, while `rescheduleRefusal` allows it. One transaction, the request's row locked: the new
 * appointment (the second preference goes: the customer chose this one), the change appended to
 * `sr_appointment_changes` by `customer:{id}`, and the customer told by SMS and email. `from` is the
 * status the customer saw: a request that moved meanwhile answers 409 SR_CHANGED; one past the
 * point, SR_NOT_RESCHEDULABLE; after two changes, RESCHEDULE_LIMIT; another customer's, 404.
 */
export async function rescheduleOwnRequest(
  deps: RouteDeps,
  request: FastifyRequest,
  srRef: string,
  body: RescheduleRequestBody,
): Promise<{ data: SrDetailView }> {
  return actOnOwnRequest(deps, request, srRef, body.from, async ({ tx, sr, actor, now }) => {
    const changes = await appointmentChangesOf(tx, sr.id);
    const refusal = rescheduleRefusal(sr.process, sr.status, changes, Boolean(sr.appointment?.date));
    if (refusal === 'RESCHEDULE_LIMIT') throw limitReached();
    if (refusal !== null) throw tooLate();
    await moveAppointment(deps, tx, sr, body, actor, now);
  });
}
