'use server';

import { redirect } from 'next/navigation';
import { ErrorBody, SrDetailResponse } from '@kavach/contracts';
import { isSrNumber } from '@kavach/domain';
import { postAsVisitor } from '@/lib/api-write.server';
import { appRoutes } from '@/lib/app-routes';
import { parseSlot } from './flow-url';
import { trackerPath } from './tracker-view';

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * Change the appointment from the tracker (decision 088): the form's one path, a plain form post
 * before the page's scripts run and the same server action after. The chosen slot is checked here,
 * then POST /v3/tracker/service_request/{sr_id}/reschedule through the visitor's session with the
 * status the page showed (`from`). Done: back to the tracker with `rescheduled=1` (it says the new
 * appointment). Not done: back with the form open and the API's error code (`reschedule_error`),
 * which the page puts in words: only codes travel in the address, never text.
 */
export async function rescheduleAction(form: FormData): Promise<void> {
  const srId = text(form, 'sr_id');
  if (!isSrNumber(srId)) redirect(appRoutes.account.requests);
  const back = (error: string) =>
    `${trackerPath(srId)}?${new URLSearchParams({ reschedule: '1', reschedule_error: error })}#sr-reschedule`;
  const slot = parseSlot(text(form, 'slot'));
  if (!slot.time) redirect(back('SLOT_REQUIRED'));
  const answer = await postAsVisitor(`/v3/tracker/service_request/${encodeURIComponent(srId)}/reschedule`, {
    from: text(form, 'from'),
    appointment_date: slot.date,
    appointment_time: slot.time,
  }).catch(() => null);
  if (answer && answer.status < 300 && SrDetailResponse.safeParse(answer.body).success)
    redirect(`${trackerPath(srId)}?rescheduled=1#sr-rescheduled`);
  const failure = ErrorBody.safeParse(answer?.body);
  redirect(back(failure.success ? failure.data.error_code : 'NETWORK'));
}
