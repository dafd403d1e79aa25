import type { FastifyBaseLogger } from 'fastify';
import { claimDueRenewalReminders, recordRenewalReminder, type Db } from '@kavach/db';
import { RENEWAL_REMINDERS, isoOfDay, istDay, renewalReminderText } from '@kavach/domain';
import type { Clock } from '../lib/clock';
import { tellCustomer } from '../notify/tell-customer';
import { sweepInBatches } from './batched-sweep';
import { startPeriodic } from './periodic';

/** Plans claimed per transaction. */
export const RENEWAL_REMINDER_BATCH = 200;

export interface RenewalReminderOptions {
  db: Db;
  clock: Clock;
  /** The web origin My Plans' link in the message starts with (WEB_ORIGIN's first). */
  webOrigin: string;
  log?: FastifyBaseLogger;
  batch?: number;
}

const daysBefore = (kind: (typeof RENEWAL_REMINDERS)[number]['kind']) =>
  RENEWAL_REMINDERS.find((r) => r.kind === kind)!.daysBefore;

/**
 * Decision 091: reminds customers to renew a yearly contract, 30 days and 7 days before it ends,
 * by SMS and email through the transactional outbox. The plans are claimed with `SKIP LOCKED` and
 * each reminder is recorded under its own key in the same transaction as its messages, so two API
 * replicas never send one twice. A plan renewed meanwhile is not reminded. Answers how many were sent.
 */
export async function sendRenewalReminders(options: RenewalReminderOptions): Promise<{ sent: number }> {
  const batch = options.batch ?? RENEWAL_REMINDER_BATCH;
  const sent = await sweepInBatches(options, batch, async (tx, now) => {
    const today = istDay(now)!;
    const due = await claimDueRenewalReminders(tx, {
      today: isoOfDay(today),
      soon: isoOfDay(today + daysBefore('7_days')),
      last: isoOfDay(today + daysBefore('30_days')),
      limit: batch,
    });
    let told = 0;
    for (const { plan, phone, email, kind } of due) {
      if (!plan.endsOn || !(await recordRenewalReminder(tx, plan.id, kind, now))) continue;
      const url = `${options.webOrigin}/account/plans`;
      const device = [plan.device.brand, plan.device.model ?? plan.device.device_name]
        .filter(Boolean)
        .join(' ');
      const text = renewalReminderText({
        planName: plan.planName,
        device: device || null,
        endsOn: plan.endsOn,
        url,
      });
      await tellCustomer(
        tx,
        { phone, email },
        {
          topic: 'plan_renewal_reminder',
          payload: { osid: plan.osid, kind, ends_on: plan.endsOn, url, text },
          key: (channel) => `plan_renewal_reminder:${plan.id}:${kind}:${channel}`,
          now,
        },
      );
      told += 1;
    }
    return { claimed: due.length, sent: told };
  });
  return { sent };
}

/** Runs sendRenewalReminders every `intervalMs` until stopped (RENEWAL_REMINDER_INTERVAL_MS). */
export function startRenewalReminders(options: RenewalReminderOptions, intervalMs: number) {
  return startPeriodic(
    () => sendRenewalReminders(options),
    intervalMs,
    (err) => options.log?.error({ err }, 'renewal reminders failed'),
  );
}
