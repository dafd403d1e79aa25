import type { FastifyBaseLogger } from 'fastify';
import { claimDueAppointmentReminders, recordAppointmentReminder, type Db } from '@kavach/db';
import { APPOINTMENT_AHEAD, appointmentReminderText, isSrProcess, remindableSlots } from '@kavach/domain';
import type { Clock } from '../lib/clock';
import { notifySrCustomer, trackerPath } from '../modules/service-requests/notify-sr';
import { startPeriodic } from './periodic';

/** Requests claimed per transaction. */
export const APPOINTMENT_REMINDER_BATCH = 200;

export interface AppointmentReminderOptions {
  db: Db;
  clock: Clock;
  /** The web origin the tracker link in the message starts with (WEB_ORIGIN's first). */
  webOrigin: string;
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
export async function sendAppointmentReminders(
  options: AppointmentReminderOptions,
): Promise<{ sent: number }> {
  const batch = options.batch ?? APPOINTMENT_REMINDER_BATCH;
  let sent = 0;
  for (;;) {
    const now = options.clock.now();
    const claimed = await options.db.transaction(async (tx) => {
      const due = await claimDueAppointmentReminders(tx, {
        ahead: APPOINTMENT_AHEAD,
        slots: remindableSlots(now),
        limit: batch,
      });
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
      return due.length;
    });
    if (claimed < batch) return { sent };
  }
}

/** Runs sendAppointmentReminders every `intervalMs` until stopped (APPOINTMENT_REMINDER_INTERVAL_MS). */
export function startAppointmentReminders(options: AppointmentReminderOptions, intervalMs: number) {
  return startPeriodic(
    () => sendAppointmentReminders(options),
    intervalMs,
    (err) => options.log?.error({ err }, 'appointment reminders failed'),
  );
}
