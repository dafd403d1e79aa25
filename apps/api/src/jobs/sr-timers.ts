import type { FastifyBaseLogger } from 'fastify';
import {
  claimDueSrTimers,
  enqueueOutbox,
  markSrTimersFired,
  moveServiceRequest,
  requestsOfTimers,
  TransitionConflict,
  type Db,
  type DeskTimerRequest,
  type DeskTimerRow,
  type Tx,
} from '@kavach/db';
import { SR_STATE_LABELS, formatInr, type SrState } from '@kavach/domain';
import type { Clock } from '../lib/clock';
import { notifySrMilestone, trackerPath } from '../modules/service-requests/notify-sr';
import { startPeriodic } from './periodic';

/** Timers claimed per transaction. */
export const SR_TIMER_BATCH = 500;
/** Where SLA breaches are reported: the service team's queue in the CRM, through the outbox. */
export const SERVICE_TEAM_RECIPIENT = 'service-desk';
export const SR_TIMER_ACTOR = 'system:sr-timers';

export interface SrTimerRound {
  claimed: number;
  breaches: number;
  expired: number;
  void: number;
}

export interface SrTimerOptions {
  db: Db;
  clock: Clock;
  /** The web origin the customer's tracker link in an expiry notice starts with (WEB_ORIGIN's first). */
  webOrigin: string;
  log?: FastifyBaseLogger;
  batch?: number;
}

/** One breached request as the service team's message lists it. */
export interface SrBreach {
  sr_id: string;
  status: string;
  label: string;
  process_type: string;
  city: string | null;
  due_at: string;
}

/**
 * One timer's effect, in the claiming transaction (decision 060). An SLA breach still standing is
 * added to the batch's report to the service team; an unpaid co-pay expires the temporary request
 * (freeing its slot) and tells the customer, by SMS and email in the same savepoint — once, as the
 * move is (issue 20 §1, decision 075); a timer whose request has left `for_status` is void.
 * Answers what happened.
 */
async function fire(
  tx: Tx,
  timer: DeskTimerRow,
  sr: DeskTimerRequest | undefined,
  ctx: { now: Date; webOrigin: string; breaches: SrBreach[] },
): Promise<'breach' | 'expired' | 'void'> {
  const { now, breaches } = ctx;
  if (!sr || sr.status !== timer.forStatus) return 'void';
  if (timer.kind === 'sla_breach') {
    if (!sr.dueAt || sr.dueAt.getTime() > now.getTime()) return 'void'; // the clock was reset
    breaches.push({
      sr_id: sr.srRef,
      status: sr.status,
      label: SR_STATE_LABELS[sr.status as SrState] ?? sr.status,
      process_type: sr.process,
      city: sr.city,
      due_at: sr.dueAt.toISOString(),
    });
    return 'breach';
  }
  if (timer.kind === 'copay_expiry' && sr.status === 'awaiting_copay') {
    try {
      // A savepoint: a payment settling at this moment wins and the timer is void.
      await tx.transaction(async (sp) => {
        const expired = await moveServiceRequest(sp, sr, 'expired', {
          actor: SR_TIMER_ACTOR,
          at: now,
          reasonCode: 'COPAY_NOT_PAID',
          patch: { copayStatus: 'expired', dueAt: null },
        });
        await notifySrMilestone(sp, expired, {
          now,
          trackerUrl: `${ctx.webOrigin}${trackerPath(expired.srRef)}`,
          detail:
            `The co-pay of ${formatInr(expired.copayPaise)} was not paid in time, so the request has ` +
            'expired and its appointment slot has been freed. You can raise it again from My Plans.',
        });
      });
      return 'expired';
    } catch (err) {
      if (err instanceof TransitionConflict) return 'void';
      throw err;
    }
  }
  return 'void';
}

/**
 * One round of the SLA timer worker (issue 20 §2): claims due timers in batches with `FOR UPDATE
 * SKIP LOCKED` and applies each in the claiming transaction, marking it fired there — so two API
 * replicas never fire one twice, and a crash mid-batch rolls the batch back for the next round.
 * The breaches of a batch go to the service team as one message, written with the batch.
 */
export async function runSrTimers(options: SrTimerOptions): Promise<SrTimerRound> {
  const round: SrTimerRound = { claimed: 0, breaches: 0, expired: 0, void: 0 };
  const batch = options.batch ?? SR_TIMER_BATCH;
  for (;;) {
    const now = options.clock.now();
    const done = await options.db.transaction(async (tx) => {
      const part: SrTimerRound = { claimed: 0, breaches: 0, expired: 0, void: 0 };
      const timers = await claimDueSrTimers(tx, now, batch);
      if (timers.length === 0) return part;
      const requests = await requestsOfTimers(tx, [...new Set(timers.map((t) => t.serviceRequestId))]);
      const breaches: SrBreach[] = [];
      for (const timer of timers) {
        const outcome = await fire(tx, timer, requests.get(timer.serviceRequestId), {
          now,
          webOrigin: options.webOrigin,
          breaches,
        });
        if (outcome === 'breach') part.breaches += 1;
        else if (outcome === 'expired') part.expired += 1;
        else part.void += 1;
      }
      if (breaches.length > 0)
        await enqueueOutbox(tx, {
          channel: 'crm',
          topic: 'sr_sla_breach',
          recipient: SERVICE_TEAM_RECIPIENT,
          payload: { breaches },
          idempotencyKey: `sr_sla_breach:${timers[0]!.id}:${now.toISOString()}:${breaches.length}`,
          availableAt: now,
          createdAt: now,
        });
      await markSrTimersFired(
        tx,
        timers.map((t) => t.id),
        now,
      );
      part.claimed = timers.length;
      return part;
    });
    round.claimed += done.claimed;
    round.breaches += done.breaches;
    round.expired += done.expired;
    round.void += done.void;
    if (done.claimed < batch) break;
  }
  if (round.claimed > 0) options.log?.info({ event: 'sr_timers', ...round }, 'service-request timers fired');
  return round;
}

/** Runs runSrTimers every `intervalMs` until stopped (SR_TIMER_INTERVAL_MS). */
export function startSrTimers(options: SrTimerOptions & { log: FastifyBaseLogger }, intervalMs: number) {
  return startPeriodic(
    () => runSrTimers(options),
    intervalMs,
    (err) => options.log.error({ err }, 'service-request timers failed'),
  );
}
