import type { FastifyRequest } from 'fastify';
import type { RescheduleRequestBody, SrDetailView } from '@kavach/contracts';
import {
  appointmentChangesOf,
  changeSrAppointment,
  planOfCustomerById,
  type ServiceRequestRow,
  type Tx,
} from '@kavach/db';
import {
  CUSTOMER_APPOINTMENT_CHANGES,
  cityKeyOfRequest,
  formatSlotDay,
  isSrProcess,
  processTypeOf,
  rescheduleRefusal,
} from '@kavach/domain';
import type { RouteDeps } from '../../deps';
import { AppError } from '../../lib/http-errors';
import { holidayDaysOfCity } from '../calendar/holiday-calendar';
import { notifySrCustomer, trackerUrl } from '../service-requests/notify-sr';
import { isBookableAppointment } from '../slots/slots.service';
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
const slotTaken = () =>
  new AppError(409, 'SLOT_NOT_AVAILABLE', 'This appointment slot is not available. Please choose another.');
const sameSlot = () =>
  new AppError(400, 'APPOINTMENT_SAME', 'This is your appointment already. Choose another date or time.');

/**
 * The appointment moved to another free slot (decision 088), in the caller's transaction with the
 * request's row locked and `sr` read under it: the slot checked as `create_ticket` checks it (the
 * plan, cover and process, not on a holiday of the city), the change written with its actor
 * (`customer:…` from the tracker, `staff:…` from the desk) and the customer told by SMS and email,
 * once per change. The second preference goes: this one slot was chosen.
 */
export async function moveAppointment(
  deps: RouteDeps,
  tx: Tx,
  sr: ServiceRequestRow,
  slot: { appointment_date: string; appointment_time: string },
  actor: string,
  now: Date,
): Promise<void> {
  if (!sr.appointment?.date || !isSrProcess(sr.process)) throw tooLate();
  if (sr.appointment.date === slot.appointment_date && sr.appointment.time === slot.appointment_time)
    throw sameSlot();
  const plan = await planOfCustomerById(tx, sr.customerId, sr.customerPlanId);
  const holidays = await holidayDaysOfCity(tx, cityKeyOfRequest(sr.city));
  const asked = { coverId: sr.coverId, processType: processTypeOf(sr.process) };
  if (
    !plan ||
    !isBookableAppointment(plan, asked, slot.appointment_date, slot.appointment_time, now, holidays)
  )
    throw slotTaken();
  const appointment = {
    date: slot.appointment_date,
    time: slot.appointment_time,
    date_1: null,
    time_1: null,
  };
  const moved = await changeSrAppointment(tx, sr, appointment, { actor, at: now });
  const when = `${formatSlotDay(slot.appointment_date)}, ${slot.appointment_time}`;
  const url = trackerUrl(deps, sr.srRef);
  await notifySrCustomer(tx, moved, {
    topic: 'sr_appointment',
    text: `Your service request ${sr.srRef}: your appointment is now ${when}. Track it at ${url}`,
    payload: { appointment_date: appointment.date, appointment_time: appointment.time, tracker_url: url },
    key: (channel) => `sr_appointment:${sr.srRef}:${moved.changeId}:${channel}`,
    now,
    whatsapp: moved.whatsappOptIn,
  });
}

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
    const refusal = rescheduleRefusal(sr.process, sr.status, await appointmentChangesOf(tx, sr.id));
    if (refusal === 'RESCHEDULE_LIMIT') throw limitReached();
    if (refusal !== null) throw tooLate();
    await moveAppointment(deps, tx, sr, body, actor, now);
  });
}
