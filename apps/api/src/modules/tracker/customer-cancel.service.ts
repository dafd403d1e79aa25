import type { FastifyRequest } from 'fastify';
import type { CancelRequestBody, SrDetailView } from '@kavach/contracts';
import { moveServiceRequest } from '@kavach/db';
import { customerCanCancel } from '@kavach/domain';
import type { RouteDeps } from '../../deps';
import { AppError } from '../../lib/http-errors';
import { DESK_REASONS } from '../service-desk/service-desk.service';
import { refundCopayOfEndedRequest } from '../service-requests/copay-refund';
import { notifySrMilestone, trackerUrl } from '../service-requests/notify-sr';
import { actOnOwnRequest } from './tracker.service';

const tooLate = () =>
  new AppError(
    409,
    'SR_NOT_CANCELLABLE',
    'This request can no longer be cancelled online. Call us and we will help.',
  );

/**
 * POST /v3/tracker/service_request/{sr_id}/cancel (decision 086): the owner cancels their own
 * request while `customerCanCancel` allows it, with a coded reason. One transaction: the move
 * (`WHERE status = <from>`, history by `customer:{id}`), the customer's reason in words ("Cancelled
 * at your request."), a paid co-pay refunded (decision 085) and the milestone told by SMS and
 * email. `from` is the status the customer saw: a request that moved meanwhile answers 409
 * SR_CHANGED; one past the point of cancelling, 409 SR_NOT_CANCELLABLE; another customer's, 404.
 */
export async function cancelOwnRequest(
  deps: RouteDeps,
  request: FastifyRequest,
  srRef: string,
  body: CancelRequestBody,
): Promise<{ data: SrDetailView }> {
  return actOnOwnRequest(deps, request, srRef, body.from, async ({ tx, sr, actor, now }) => {
    if (!customerCanCancel(sr.process, sr.status)) throw tooLate();
    const moved = await moveServiceRequest(tx, sr, 'cancelled', {
      actor,
      at: now,
      reasonCode: body.reason_code,
      patch: {
        dueAt: null,
        // The review's reasons no longer apply: the customer reads why it ended.
        reasons: [{ code: 'CUSTOMER_REQUEST', message: DESK_REASONS.CUSTOMER_REQUEST! }],
      },
    });
    await refundCopayOfEndedRequest(deps, tx, moved, now);
    await notifySrMilestone(tx, moved, { now, trackerUrl: trackerUrl(deps, sr.srRef), dueAt: null });
  });
}
