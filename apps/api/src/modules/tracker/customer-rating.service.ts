import type { z } from 'zod';
import type { RatingBody } from '@kavach/contracts';
import { insertRequestRating, lockRequestOfCustomerByRef } from '@kavach/db';
import { isSrNumber, srRateable } from '@kavach/domain';
import type { RouteDeps } from '../../deps';
import { AppError } from '../../lib/http-errors';
import { notFound } from './tracker.service';

const notYet = () =>
  new AppError(409, 'SR_NOT_RATEABLE', 'You can rate the service once the work on this request is done.');
const already = () => new AppError(409, 'ALREADY_RATED', 'You have rated this service already. Thank you!');

/**
 * POST /v3/customer/ratings with `subject: service_request` (decision 089): the owner rates the
 * service of their request (`subject_ref`, its number), once, after the work is done
 * (`srRateable`). Anyone else's or an unknown number is the tracker's 404; too early, 409
 * SR_NOT_RATEABLE; a second rating, 409 ALREADY_RATED, nothing written. The rating does not move
 * the request: a request waiting in `feedback` is closed by the desk, which reads the rating.
 */
export async function rateOwnRequest(
  deps: RouteDeps,
  customerId: number,
  body: z.infer<typeof RatingBody>,
): Promise<void> {
  const srRef = body.subject_ref ?? '';
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const sr = isSrNumber(srRef) ? await lockRequestOfCustomerByRef(tx, customerId, srRef) : null;
    if (!sr) throw notFound();
    if (!srRateable(sr.status)) throw notYet();
    const added = await insertRequestRating(tx, {
      customerId,
      rating: body.rating,
      subjectRef: srRef,
      comment: body.comment ?? '',
      createdAt: now,
    });
    if (!added) throw already();
  });
}
