import type { FastifyBaseLogger } from 'fastify';
import {
  claimExpiredLinks,
  claimPendingOrders,
  findPaymentLinkOfOrder,
  openLinksOfDueOrders,
} from '@kavach/db';
import { expireLink, expireUnpaidOrder, settleFromLink } from '../modules/payment-links/link-settle';
import type { AppDeps } from '../deps';
import { settleFromGateway } from '../modules/orders/settle-from-gateway';
import { reconcileCopaysOnce } from '../modules/service-requests/copay-settle';
import { startPeriodic } from './periodic';

/** Orders pending for longer than this are checked against the gateway (docs/product/security-tests.md#payment-integrity). */
export const RECONCILE_AFTER_MS = 15 * 60_000;
/** …and no older than this (uncaptured payments are auto-refunded by the gateway after 3 days). */
export const RECONCILE_WINDOW_MS = 4 * 24 * 60 * 60_000;
/**
 * How long a round's claim on an order or link keeps the other replicas' rounds off it (decision
 * 046); one that stays due (no payment yet) is looked at again after this.
 */
export const RECONCILE_LEASE_MS = 60_000;

export interface ReconcileRound {
  checked: number;
  paid: number;
  errors: number;
}

/**
 * Reconciliation (docs/product/security-tests.md#t8-6 / docs/product/security-tests.md#t8-9): orders still waiting for payment after 15 minutes are settled from
 * the gateway's own record of their payments, through the same fulfilment function as the
 * callback and the webhook. Captured → paid; late or duplicate → refund queued (breaks recorded).
 */
export async function reconcileOnce(deps: AppDeps, log: FastifyBaseLogger): Promise<ReconcileRound> {
  const now = deps.clock.now();
  // Each batch is claimed (FOR UPDATE SKIP LOCKED + a lease): any number of API replicas may run
  // this job, and each due order is asked about at the gateway by one of them (decision 046).
  const leaseMs = RECONCILE_LEASE_MS;
  const due = await claimPendingOrders(deps.db, {
    olderThan: new Date(now.getTime() - RECONCILE_AFTER_MS),
    notBefore: new Date(now.getTime() - RECONCILE_WINDOW_MS),
    now,
    leaseMs,
  });
  const round: ReconcileRound = { checked: 0, paid: 0, errors: 0 };
  for (const order of due) {
    const link = order.gatewayOrderId ? null : await findPaymentLinkOfOrder(deps.db, order.id);
    if (!order.gatewayOrderId && !link?.gatewayLinkId) continue;
    round.checked += 1;
    try {
      if (link) await settleFromLink(deps, link, 'reconciliation');
      const after = order.gatewayOrderId
        ? await settleFromGateway(deps, order.gatewayOrderId, 'reconciliation')
        : null;
      if (after?.status === 'paid') round.paid += 1;
    } catch (err) {
      round.errors += 1;
      log.warn({ err, order: order.orderRef }, 'reconciliation of one order failed');
    }
  }
  // Links sent after a pay-later visit (decision 045): settled from the gateway like pending orders.
  for (const link of await openLinksOfDueOrders(
    deps.db,
    new Date(now.getTime() - RECONCILE_AFTER_MS),
    new Date(now.getTime() - RECONCILE_WINDOW_MS),
  )) {
    round.checked += 1;
    try {
      await settleFromLink(deps, link, 'reconciliation');
    } catch (err) {
      round.errors += 1;
      log.warn({ err, link: link.referenceId }, 'reconciliation of one after-visit link failed');
    }
  }
  // Payment links past their expiry (issue 3 §4): settled from the gateway, else expired.
  for (const link of await claimExpiredLinks(deps.db, { now, leaseMs })) {
    try {
      await expireLink(deps, link);
    } catch (err) {
      round.errors += 1;
      log.warn({ err, link: link.referenceId }, 'expiry of one payment link failed');
    }
  }
  // Orders never paid within the reconciliation window are abandoned: a last look at the gateway,
  // then expired with their coupon use given back (a single-use code must not stay held forever).
  const abandoned = await claimPendingOrders(deps.db, {
    olderThan: new Date(now.getTime() - RECONCILE_WINDOW_MS),
    notBefore: new Date(0),
    now,
    leaseMs,
  });
  for (const order of abandoned) {
    try {
      if (order.gatewayOrderId) await settleFromGateway(deps, order.gatewayOrderId, 'reconciliation');
      await expireUnpaidOrder(deps, order.id);
    } catch (err) {
      round.errors += 1;
      log.warn({ err, order: order.orderRef }, 'expiry of one abandoned order failed');
    }
  }
  // Co-pays of temporary service requests (issue 20 §1): settled from the gateway the same way.
  try {
    const copays = await reconcileCopaysOnce(deps);
    round.checked += copays.checked;
    round.paid += copays.paid;
  } catch (err) {
    round.errors += 1;
    log.warn({ err }, 'reconciliation of co-pays failed');
  }
  if (round.checked) log.info({ event: 'reconciliation', ...round }, 'reconciliation round');
  return round;
}

/** Runs reconcileOnce every `intervalMs` until stopped. */
export function startReconciliation(deps: AppDeps, log: FastifyBaseLogger, intervalMs: number) {
  return startPeriodic(
    () => reconcileOnce(deps, log),
    intervalMs,
    (err) => log.error({ err }, 'reconciliation round failed'),
  );
}
