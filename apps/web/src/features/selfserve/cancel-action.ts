'use server';

import { redirect } from 'next/navigation';
import { ErrorBody, SrDetailResponse } from '@kavach/contracts';
import { isCustomerCancelReason, isSrNumber } from '@kavach/domain';
import { postAsVisitor } from '@/lib/api-write.server';
import { appRoutes } from '@/lib/app-routes';
import { trackerPath } from './tracker-view';

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * Cancel from the tracker (decision 086): the form's one path, a plain form post before the page's
 * scripts run and the same server action after. The reason is checked here, then
 * POST /v3/tracker/service_request/{sr_id}/cancel through the visitor's session with the status the
 * page showed (`from`). Done: back to the tracker with `cancelled=1` (it says so). Not done: back
 * with the form open and the API's error code (`cancel_error`), which the page puts in words: only
 * codes travel in the address, never text.
 */
export async function cancelRequestAction(form: FormData): Promise<void> {
  const srId = text(form, 'sr_id');
  if (!isSrNumber(srId)) redirect(appRoutes.account.requests);
  const back = (error: string) =>
    `${trackerPath(srId)}?${new URLSearchParams({ cancel: '1', cancel_error: error })}#sr-cancel`;
  const reason = text(form, 'reason_code');
  if (!isCustomerCancelReason(reason)) redirect(back('REASON_REQUIRED'));
  const answer = await postAsVisitor(`/v3/tracker/service_request/${encodeURIComponent(srId)}/cancel`, {
    from: text(form, 'from'),
    reason_code: reason,
  }).catch(() => null);
  if (answer && answer.status < 300 && SrDetailResponse.safeParse(answer.body).success)
    redirect(`${trackerPath(srId)}?cancelled=1#sr-cancelled`);
  const failure = ErrorBody.safeParse(answer?.body);
  redirect(back(failure.success ? failure.data.error_code : 'NETWORK'));
}
