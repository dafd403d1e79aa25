import type { FastifyRequest } from 'fastify';
import type { EstimateDecisionBody, SrDetailView } from '@kavach/contracts';
import { deskSetSlaTimer, moveServiceRequest } from '@kavach/db';
import { ESTIMATE_DECLINED, estimateDecisionTarget, slaAfterMove, type SrProcess } from '@kavach/domain';
import type { RouteDeps } from '../../deps';
import { AppError } from '../../lib/http-errors';
import { workingCalendarOf } from '../calendar/holiday-calendar';
import { refundCopayOfEndedRequest } from '../service-requests/copay-refund';
import { notifySrMilestone, trackerUrl } from '../service-requests/notify-sr';
import { actOnOwnRequest } from './tracker.service';

const notAwaiting = () =>
  new AppError(409, 'SR_NOT_AWAITING_APPROVAL', 'This request is not waiting for your approval.');

/**
 * POST /v3/tracker/service_request/{sr_id}/estimate (decision 090): the owner answers the repair
 * estimate that awaits their approval. Approve: the repair starts (`repair_in_progress`, its SLA
 * clock and timer). Decline: the request is cancelled with "You declined the repair estimate.", a
 * paid co-pay refunded (decision 085), and the device comes back unrepaired. One transaction with
 * the row locked: the move and its history by `customer:{id}`, and the milestone told by SMS and
 * email. Another customer's: 404; a status the customer did not see: 409 SR_CHANGED; no estimate
 * awaiting them: 409 SR_NOT_AWAITING_APPROVAL.
 */
export async function answerEstimate(
  deps: RouteDeps,
  request: FastifyRequest,
  srRef: string,
  body: EstimateDecisionBody,
): Promise<{ data: SrDetailView }> {
  return actOnOwnRequest(deps, request, srRef, body.from, async ({ tx, sr, actor, now }) => {
    const to = estimateDecisionTarget(sr.process, sr.status, body.decision);
    if (!to) throw notAwaiting();
    const process = sr.process as SrProcess;
    const dueAt = slaAfterMove(process, to, now, sr.dueAt, await workingCalendarOf(tx, sr.city));
    const declined = body.decision === 'decline';
    const moved = await moveServiceRequest(tx, sr, to, {
      actor,
      at: now,
      reasonCode: declined ? 'ESTIMATE_DECLINED' : 'ESTIMATE_APPROVED',
      patch: {
        dueAt,
        ...(declined ? { reasons: [{ code: 'ESTIMATE_DECLINED', message: ESTIMATE_DECLINED }] } : {}),
      },
    });
    if (dueAt && dueAt.getTime() > now.getTime())
      await deskSetSlaTimer(tx, { serviceRequestId: sr.id, forStatus: to, dueAt, now });
    await refundCopayOfEndedRequest(deps, tx, moved, now);
    await notifySrMilestone(tx, moved, {
      now,
      trackerUrl: trackerUrl(deps, sr.srRef),
      dueAt,
      ...(declined ? { detail: 'We will return your device as it is and call you to arrange it.' } : {}),
    });
  });
}
