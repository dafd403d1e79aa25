import type { ServiceRequestRow, Tx } from '@kavach/db';
import { changeSrAppointment, planOfCustomerById } from '@kavach/db';
import { cityKeyOfRequest, formatAppointment, processTypeOf, type SrProcess } from '@kavach/domain';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/http-errors';
import { holidayDaysOfCity } from '../calendar/holiday-calendar';
import { isBookableAppointment } from '../slots/slots.service';
import { notifySrCustomer, trackerUrl } from './notify-sr';

const slotTaken = () =>
  new AppError(409, 'SLOT_NOT_AVAILABLE', 'This appointment slot is not available. Please choose another.');
const sameSlot = () =>
  new AppError(400, 'APPOINTMENT_SAME', 'This is your appointment already. Choose another date or time.');

/**
 * The appointment moved to another free slot (decision 088), in the caller's transaction with the
 * request's row locked and `sr` read under it, once the caller's `rescheduleRefusal` allowed it:
 * the slot checked as `create_ticket` checks it (the plan, cover and process, not on a holiday of
 * the city), the change written with its actor (`customer:…` from the tracker, `staff:…` from the
 * desk) and the customer told by SMS and email, once per change. The second preference goes: this
 * one slot was chosen.
 */
export async function moveAppointment(
  deps: AppDeps,
  tx: Tx,
  sr: ServiceRequestRow,
  slot: { appointment_date: string; appointment_time: string },
  actor: string,
  now: Date,
): Promise<void> {
  if (sr.appointment?.date === slot.appointment_date && sr.appointment.time === slot.appointment_time)
    throw sameSlot();
  const plan = await planOfCustomerById(tx, sr.customerId, sr.customerPlanId);
  const holidays = await holidayDaysOfCity(tx, cityKeyOfRequest(sr.city));
  const asked = { coverId: sr.coverId, processType: processTypeOf(sr.process as SrProcess) };
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
  const when = formatAppointment(slot.appointment_date, slot.appointment_time);
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
