import { formatAppointment } from '../format/dates';
import { at, isoDay, istClock, IST_OFFSET_MINUTES } from '../slots/ist-calendar';
import { SLOT_LABELS, type SlotLabel } from '../slots/slot-labels';
import type { SrProcess } from './sr-lifecycle';

/**
 * The reminder of an appointment (decision 103, docs/product/service-requests.md#appointment-reminders):
 * the evening before a pickup, a visit to the service centre or a technician's visit, the customer
 * is reminded of it once — what happens, when, and how to change or cancel it. An appointment booked
 * or changed after its reminder could go out is not reminded: the customer was just told of it.
 */

/** Reminders of tomorrow's appointments go out from this IST time (18:00). */
export const APPOINTMENT_REMINDER_FROM = at(18);

/** When each slot starts (IST): a reminder after that would come too late to help. */
const SLOT_START: Readonly<Record<SlotLabel, number>> = { '10AM - 2PM': at(10), '2PM - 6PM': at(14) };

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** One appointment slot that may be reminded of now, and since when (its reminder's window opened). */
export interface RemindableSlot {
  date: string;
  time: SlotLabel;
  opensAt: Date;
}

/** The instant of IST minute `minuteOfDay` on IST day number `day`. */
const istInstant = (day: number, minuteOfDay: number) =>
  new Date(day * DAY_MS + (minuteOfDay - IST_OFFSET_MINUTES) * MINUTE_MS);

/**
 * The slots whose reminder may go out at `now`. A slot on day D may be reminded from 18:00 IST on
 * the day before until it starts (10:00 or 14:00 on D), so a reminder missed in the evening (the
 * API was down) still goes out in the morning. In order: today's, then tomorrow's.
 */
export function remindableSlots(now: Date): RemindableSlot[] {
  const { day: today, minuteOfDay } = istClock(now);
  const slotsOf = (day: number) =>
    SLOT_LABELS.map((time) => ({
      date: isoDay(day),
      time,
      opensAt: istInstant(day - 1, APPOINTMENT_REMINDER_FROM),
    }));
  const todays = slotsOf(today).filter((s) => minuteOfDay < SLOT_START[s.time]);
  return minuteOfDay >= APPOINTMENT_REMINDER_FROM ? [...todays, ...slotsOf(today + 1)] : todays;
}

/**
 * Whether the reminder of an appointment on `date` (`YYYY-MM-DD`) is still to come at `now`: its
 * window has not opened yet, so the tracker may say "we will remind you the evening before".
 */
export function reminderToCome(date: string, now: Date): boolean {
  const day = Date.parse(`${date}T00:00:00Z`) / DAY_MS;
  return Number.isInteger(day) && now.getTime() < istInstant(day - 1, APPOINTMENT_REMINDER_FROM).getTime();
}

export interface AppointmentReminder {
  srRef: string;
  process: SrProcess;
  date: string;
  time: string;
  /** The technician's name once one is assigned (a visit). */
  technician: string | null;
  /** The service centre's name (carry-in). */
  centre: string | null;
  trackerUrl: string;
  now: Date;
}

/** 'today, 2PM - 6PM' or 'tomorrow, Wed, 9 Dec, 10AM - 2PM', as the reminder says it. */
export function reminderWhen(date: string, time: string, now: Date): string {
  const today = istClock(now).day;
  if (date === isoDay(today)) return `today, ${time}`;
  return `${date === isoDay(today + 1) ? 'tomorrow,' : 'on'} ${formatAppointment(date, time)}`;
}

/** The reminder's text, for SMS, email and WhatsApp alike: what happens, when, what to have ready. */
export function appointmentReminderText(r: AppointmentReminder): string {
  const when = reminderWhen(r.date, r.time, r.now);
  const change = `To change or cancel it: ${r.trackerUrl}`;
  switch (r.process) {
    case 'onsite':
      return (
        `Reminder: ${r.technician ? `our technician ${r.technician}` : 'our technician'} visits you ${when} ` +
        `for service request ${r.srRef}. Please keep the device and its invoice handy. ${change}`
      );
    case 'pick_drop':
      return (
        `Reminder: we pick up your device ${when} for service request ${r.srRef}. ` +
        `Please back up your data and keep the device and its charger ready. ${change}`
      );
    case 'carry_in':
      return (
        `Reminder: please bring your device to ${r.centre ?? 'the service centre'} ${when} ` +
        `for service request ${r.srRef}. Back up your data first. Directions, and to change or cancel it: ${r.trackerUrl}`
      );
    default:
      return `Reminder: your appointment for service request ${r.srRef} is ${when}. ${change}`;
  }
}

/**
 * The reminder of a visit booked with an order (an AMC service or an insta repair, decision 103):
 * the same window as a request's appointment; there is no tracker to change it from, so it gives
 * the support number.
 */
export function orderVisitReminderText(v: {
  title: string;
  orderRef: string;
  date: string;
  time: string;
  supportPhone: string;
  now: Date;
}): string {
  return (
    `Reminder: our technician visits you ${reminderWhen(v.date, v.time, v.now)} for your ${v.title} ` +
    `(order ${v.orderRef}). Please keep the appliance within reach. To change the visit, call us on ${v.supportPhone}.`
  );
}
