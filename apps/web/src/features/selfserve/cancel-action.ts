'use server';

import { redirect } from 'next/navigation';
import { isCustomerCancelReason, isSrNumber } from '@kavach/domain';
import { appRoutes } from '@/lib/app-routes';
import { formText } from '@/lib/forms/posted';
import { postTrackerAction } from './tracker-post.server';
import { trackerPath } from './tracker-view';

/**
 * Cancel from the tracker (decision 086): the form's one path, a plain form post before the page's
 * scripts run and the same server action after. The reason is checked here, then
 * POST /v3/tracker/service_request/{sr_id}/cancel through the visitor's session with the status the
 * page showed (`from`). Done: back to the tracker with `cancelled=1` (it says so). Not done: back
 * with the form open and the API's error code (`cancel_error`), which the page puts in words.
 */
export async function cancelRequestAction(form: FormData): Promise<void> {
  const srId = formText(form, 'sr_id');
  if (!isSrNumber(srId)) redirect(appRoutes.account.requests);
  const back = (error: string) =>
    `${trackerPath(srId)}?${new URLSearchParams({ cancel: '1', cancel_error: error })}#sr-cancel`;
  const reason = formText(form, 'reason_code');
  if (!isCustomerCancelReason(reason)) redirect(back('REASON_REQUIRED'));
  await postTrackerAction(
    `/v3/tracker/service_request/${encodeURIComponent(srId)}/cancel`,
    { from: formText(form, 'from'), reason_code: reason },
    `${trackerPath(srId)}?cancelled=1#sr-cancelled`,
    back,
  );
}
