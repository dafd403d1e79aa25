'use server';

import { redirect } from 'next/navigation';
import { COMPLAINT_DETAILS_MAX, COMPLAINT_DETAILS_MIN, isComplaintReason, isSrNumber } from '@kavach/domain';
import { appRoutes } from '@/lib/app-routes';
import { formFreeText, formText } from '@/lib/forms/posted';
import { postTrackerAction } from './tracker-post.server';
import { trackerPath } from './tracker-view';

/**
 * Complain about a request from the tracker (decision 100): the form's one path, a plain form post
 * before the page's scripts run and the same server action after. What it is about and what went
 * wrong are checked here, then POST /v3/tracker/service_request/{sr_id}/complaint through the
 * visitor's session. Done: back to the tracker with `complained=1` (it thanks them and shows the
 * reference and the dates). Not done: back with the form open, the API's error code
 * (`complaint_error`) and the reason chosen (`complaint_reason`, a code), which the page puts back.
 * What they typed never travels in the address.
 */
export async function complaintAction(form: FormData): Promise<void> {
  const srId = formText(form, 'sr_id');
  if (!isSrNumber(srId)) redirect(appRoutes.account.requests);
  const reason = formText(form, 'reason_code');
  const chosen: Record<string, string> = isComplaintReason(reason) ? { complaint_reason: reason } : {};
  const back = (error: string) =>
    `${trackerPath(srId)}?${new URLSearchParams({ complaint: '1', complaint_error: error, ...chosen })}#sr-complaint`;
  // A line break is posted as CR LF; the box counted it as one character, and so do we.
  const details = formFreeText(form, 'details').replace(/\r\n?/g, '\n');
  if (!isComplaintReason(reason)) redirect(back('REASON_REQUIRED'));
  if (details.length < COMPLAINT_DETAILS_MIN) redirect(back('DETAILS_REQUIRED'));
  if (details.length > COMPLAINT_DETAILS_MAX) redirect(back('DETAILS_TOO_LONG'));
  await postTrackerAction(
    `/v3/tracker/service_request/${encodeURIComponent(srId)}/complaint`,
    { reason_code: reason, details },
    `${trackerPath(srId)}?complained=1#sr-complaint`,
    back,
  );
}
