'use server';

import { redirect } from 'next/navigation';
import { isSrNumber } from '@kavach/domain';
import { appRoutes } from '@/lib/app-routes';
import { formText } from '@/lib/forms/posted';
import { postTrackerAction } from './tracker-post.server';
import { trackerPath } from './tracker-view';

/**
 * Approve or decline the repair estimate from the tracker (decision 090): the forms' one path, a
 * plain form post before the page's scripts run and the same server action after.
 * POST /v3/tracker/service_request/{sr_id}/estimate through the visitor's session with the status
 * the page showed (`from`). Done: back to the tracker with `estimate=approve|decline` (it says
 * what happens next). Not done: back with the API's error code (`estimate_error`), put in words.
 */
export async function estimateAction(form: FormData): Promise<void> {
  const srId = formText(form, 'sr_id');
  if (!isSrNumber(srId)) redirect(appRoutes.account.requests);
  const back = (error: string) =>
    `${trackerPath(srId)}?${new URLSearchParams({ estimate_error: error })}#sr-approval`;
  const decision = formText(form, 'decision');
  if (decision !== 'approve' && decision !== 'decline') redirect(back('DECISION_REQUIRED'));
  await postTrackerAction(
    `/v3/tracker/service_request/${encodeURIComponent(srId)}/estimate`,
    { from: formText(form, 'from'), decision },
    `${trackerPath(srId)}?estimate=${decision}#sr-estimate-answered`,
    back,
  );
}
