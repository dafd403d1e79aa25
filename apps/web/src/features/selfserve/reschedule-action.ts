'use server';

import { redirect } from 'next/navigation';
import { isSrNumber } from '@kavach/domain';
import { appRoutes } from '@/lib/app-routes';
import { formText } from '@/lib/forms/posted';
import { parseSlot } from './flow-url';
import { postTrackerAction } from './tracker-post.server';
import { trackerPath } from './tracker-view';

/**
 * Change the appointment from the tracker (decision 088): the form's one path, a plain form post
 * before the page's scripts run and the same server action after. The chosen slot is checked here,
 * then POST /v3/tracker/service_request/{sr_id}/reschedule through the visitor's session with the
 * status the page showed (`from`). Done: back to the tracker with `rescheduled=1` (it says the new
 * appointment). Not done: back with the form open and the API's error code (`reschedule_error`),
 * which the page puts in words.
 */
export async function rescheduleAction(form: FormData): Promise<void> {
  const srId = formText(form, 'sr_id');
  if (!isSrNumber(srId)) redirect(appRoutes.account.requests);
  const back = (error: string) =>
    `${trackerPath(srId)}?${new URLSearchParams({ reschedule: '1', reschedule_error: error })}#sr-reschedule`;
  const slot = parseSlot(formText(form, 'slot'));
  if (!slot.time) redirect(back('SLOT_REQUIRED'));
  await postTrackerAction(
    `/v3/tracker/service_request/${encodeURIComponent(srId)}/reschedule`,
    { from: formText(form, 'from'), appointment_date: slot.date, appointment_time: slot.time },
    `${trackerPath(srId)}?rescheduled=1#sr-rescheduled`,
    back,
  );
}
