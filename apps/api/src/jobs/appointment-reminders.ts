import type { FastifyBaseLogger } from 'fastify';
import {
  claimDueAppointmentReminders,
  claimDueOrderVisitReminders,
  recordAppointmentReminder,
  recordOrderVisitReminder,
  type Db,
} from '@kavach/db';
import {
  APPOINTMENT_AHEAD,
  appointmentReminderText,
  isSrProcess,
  orderVisitReminderText,
  remindableSlots,
  VISIT_AHEAD_ORDER_STATES,
} from '@kavach/domain';
import type { Clock } from '../lib/clock';
import { notifySrCustomer, trackerPath } from '../modules/service-requests/notify-sr';
import { tellCustomer } from '../notify/tell-customer';
import { sweepInBatches } from './batched-sweep';
import { startPeriodic } from './periodic';

/** Requests, or order lines, claimed per transaction. */
export const APPOINTMENT_REMINDER_BATCH = 200;

export interface AppointmentReminderOptions {
  db: Db;
  clock: Clock;
  /** The web origin the tracker link in the message starts with (WEB_ORIGIN's first). */
  webOrigin: string;
  /** The number an order's visit reminder gives for changing the visit (SUPPORT_PHONE). */
  supportPhone: string;
  log?: FastifyBaseLogger;
  batch?: number;
}

/**
 * Decision 103: reminds customers of a pickup, a visit to the service centre or a technician's
 * visit the evening before it (from 18:00 IST until the slot starts), by SMS and email — and
 * WhatsApp when they opted in — through the transactional outbox. The requests are claimed with
 * `SKIP LOCKED` and each reminder is recorded under its request and appointment in the same
 * transaction as its messages, so two API replicas never send one twice, and an appointment moved
 * to another slot is reminded of again. Answers how many were sent.
 */
async function remindRequests(options: AppointmentReminderOptions): Promise<number> {
  const batch = options.batch ?? APPOINTMENT_REMINDER_BATCH;
  return sweepInBatches(options, batch, async (tx, now) => {
    const due = await claimDueAppointmentReminders(tx, {
      ahead: APPOINTMENT_AHEAD,
      slots: remindableSlots(now),
      limit: batch,
    });
    let sent = 0;
    for (const { sr, centre } of due) {
      const date = sr.appointment?.date;
      const time = sr.appointment?.time;
      if (!date || !time || !isSrProcess(sr.process)) continue;
      if (!(await recordAppointmentReminder(tx, sr.id, { date, time }, now))) continue;
      const url = `${options.webOrigin}${trackerPath(sr.srRef)}`;
      const text = appointmentReminderText({
        srRef: sr.srRef,
        process: sr.process,
        date,
        time,
        technician: sr.technician?.name ?? null,
        centre,
        trackerUrl: url,
        now,
      });
      await notifySrCustomer(tx, sr, {
        topic: 'sr_appointment_reminder',
        text,
        payload: { appointment_date: date, appointment_time: time, tracker_url: url },
        key: (channel) => `sr_appointment_reminder:${sr.srRef}:${date}:${time}:${channel}`,
        now,
        whatsapp: sr.whatsappOptIn,
      });
      sent += 1;
    }
    return { claimed: due.length, sent };
  });
}

/**
 * Decision 103: the same reminder for a visit booked with an order (an AMC service or an insta
 * repair: a line with a slot, the order's visit still ahead), by SMS and email to the order's
 * contact, once per line and slot (`order_visit_reminders`), the lines claimed with `SKIP LOCKED`.
 */
async function remindOrderVisits(options: AppointmentReminderOptions): Promise<number> {
  const batch = options.batch ?? APPOINTMENT_REMINDER_BATCH;
  return sweepInBatches(options, batch, async (tx, now) => {
    const due = await claimDueOrderVisitReminders(tx, {
      statuses: VISIT_AHEAD_ORDER_STATES,
      slots: remindableSlots(now),
      limit: batch,
    });
    let sent = 0;
    for (const line of due) {
      if (!(await recordOrderVisitReminder(tx, line.orderItemId, line.slot, now))) continue;
      const text = orderVisitReminderText({
        title: line.title,
        orderRef: line.orderRef,
        date: line.slot.date,
        time: line.slot.time,
        supportPhone: options.supportPhone,
        now,
      });
      await tellCustomer(
        tx,
        { phone: line.phone, email: line.email },
        {
          topic: 'order_visit_reminder',
          payload: {
            order_ref: line.orderRef,
            title: line.title,
            visit_date: line.slot.date,
            visit_time: line.slot.time,
            text,
          },
          key: (channel) =>
            `order_visit_reminder:${line.orderItemId}:${line.slot.date}:${line.slot.time}:${channel}`,
          now,
        },
      );
      sent += 1;
    }
    return { claimed: due.length, sent };
  });
}

/** One sweep: the reminders of requests' appointments, then of orders' visits. */
export async function sendAppointmentReminders(
  options: AppointmentReminderOptions,
): Promise<{ sent: number; visits: number }> {
  const sent = await remindRequests(options);
  return { sent, visits: await remindOrderVisits(options) };
}

/** Runs sendAppointmentReminders every `intervalMs` until stopped (APPOINTMENT_REMINDER_INTERVAL_MS). */
export function startAppointmentReminders(options: AppointmentReminderOptions, intervalMs: number) {
  return startPeriodic(
    () => sendAppointmentReminders(options),
    intervalMs,
    (err) => options.log?.error({ err }, 'appointment reminders failed'),
  );
}
