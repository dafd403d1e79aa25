'use server';

import { redirect } from 'next/navigation';
import { MessageResponse } from '@kavach/contracts';
import { isSrNumber } from '@kavach/domain';
import { appRoutes } from '@/lib/app-routes';
import { formFreeText, formText } from '@/lib/forms/posted';
import { postTrackerAction } from './tracker-post.server';
import { trackerPath } from './tracker-view';

/**
 * Rate the service from the tracker (decision 089): the form's one path, a plain form post before
 * the page's scripts run and the same server action after. The stars are checked here, then
 * POST /v3/customer/ratings (spec §7) with `subject: service_request` through the visitor's
 * session. Done: back to the tracker with `rated=1` (it thanks them). Not done: back with the API's
 * error code (`rating_error`), which the page puts in words.
 */
export async function rateServiceAction(form: FormData): Promise<void> {
  const srId = formText(form, 'sr_id');
  if (!isSrNumber(srId)) redirect(appRoutes.account.requests);
  const back = (error: string) =>
    `${trackerPath(srId)}?${new URLSearchParams({ rating_error: error })}#sr-rating`;
  const rating = Number(formText(form, 'rating'));
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) redirect(back('RATING_REQUIRED'));
  await postTrackerAction(
    '/v3/customer/ratings',
    {
      subject: 'service_request',
      subject_ref: srId,
      rating,
      comment: formFreeText(form, 'comment').slice(0, 1000),
    },
    `${trackerPath(srId)}?rated=1#sr-rating`,
    back,
    MessageResponse,
  );
}
