import type { FastifyBaseLogger } from 'fastify';
import {
  claimDueSrTimers,
  enqueueOutbox,
  markSrTimersFired,
  moveServiceRequest,
  requestsOfTimers,
  TransitionConflict,
  type Db,
  type ServiceRequestRow,
  type SrTimerRow,
  type Tx,
} from '@kavach/db';
import { SR_STATE_LABELS, type SrState } from '@kavach/domain';
import type { Clock } from '../lib/clock';
import { startPeriodic } from './periodic';

/** Timers claimed per transaction. */
export const SR_TIMER_BATCH = 200;
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
  log?: FastifyBaseLogger;
  batch?: number;
}

/**
 * One timer's effect, in the claiming transaction (decision 060). An SLA breach still standing is
 * reported to the service team; an unpaid co-pay expires the temporary request (freeing its slot);
 * a timer whose request has left `for_status` is void. Answers what happened.
 */
async function fire(
  tx: Tx,
  timer: SrTimerRow,
  sr: ServiceRequestRow | undefined,
  now: Date,
): Promise<'breach' | 'expired' | 'void'> {
  if (!sr || sr.status !== timer.forStatus) return 'void';
  if (timer.kind === 'sla_breach') {
    if (!sr.dueAt || sr.dueAt.getTime() > now.getTime()) return 'void'; // the clock was reset
    await enqueueOutbox(tx, {
      channel: 'crm',
      topic: 'sr_sla_breach',
      recipient: SERVICE_TEAM_RECIPIENT,
      payload: {
        sr_id: sr.srRef,
        status: sr.status,
        label: SR_STATE_LABELS[sr.status as SrState] ?? sr.status,
        process_type: sr.process,
        city: sr.city,
        due_at: sr.dueAt.toISOString(),
      },
      idempotencyKey: `sr_sla_breach:${timer.id}:${sr.dueAt.toISOString()}`,
      availableAt: now,
      createdAt: now,
    });
    return 'breach';
  }
  if (timer.kind === 'copay_expiry' && sr.status === 'awaiting_copay') {
    try {
      // A savepoint: a payment settling at this moment wins and the timer is void.
      await tx.transaction(async (sp) => {
        await moveServiceRequest(sp, sr, 'expired', {
          actor: SR_TIMER_ACTOR,
          at: now,
          reasonCode: 'COPAY_NOT_PAID',
          patch: { copayStatus: 'expired', dueAt: null },
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
 */
export async function runSrTimers(options: SrTimerOptions): Promise<SrTimerRound> {
  const round: SrTimerRound = { claimed: 0, breaches: 0, expired: 0, void: 0 };
  const batch = options.batch ?? SR_TIMER_BATCH;
  for (;;) {
    const now = options.clock.now();
    const claimed = await options.db.transaction(async (tx) => {
      const timers = await claimDueSrTimers(tx, now, batch);
      if (timers.length === 0) return 0;
      const requests = await requestsOfTimers(tx, [...new Set(timers.map((t) => t.serviceRequestId))]);
      for (const timer of timers) {
        const outcome = await fire(tx, timer, requests.get(timer.serviceRequestId), now);
        if (outcome === 'breach') round.breaches += 1;
        else if (outcome === 'expired') round.expired += 1;
        else round.void += 1;
      }
      await markSrTimersFired(
        tx,
        timers.map((t) => t.id),
        now,
      );
      return timers.length;
    });
    round.claimed += claimed;
    if (claimed < batch) break;
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
