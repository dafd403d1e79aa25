'use server';

import { redirect } from 'next/navigation';
import { isPlanCancelReason } from '@kavach/domain';
import { appRoutes } from '@/lib/app-routes';
import { formText } from '@/lib/forms/posted';
import { postAsVisitor, refusalCode } from '@/lib/api-write.server';
import { planCancelPath } from './plan-cancel-view';

/**
 * Cancel a plan from its My Plans card (decision 093): the form's one path, a plain form post
 * before the page's scripts run and the same server action after. The reason is checked here,
 * then POST /v3/customer/cancel_plan through the visitor's session. Done: back to My Plans with
 * `cancelled={osid}` (the card says so). Not done: back with the form open and the API's error
 * code (`cancel_error`), which the card puts in words. Only codes travel in the address.
 */
export async function cancelPlanAction(form: FormData): Promise<void> {
  const osid = formText(form, 'osid');
  if (!osid) redirect(appRoutes.account.plans);
  const reason = formText(form, 'reason_code');
  if (!isPlanCancelReason(reason)) redirect(planCancelPath(osid, { error: 'REASON_REQUIRED' }));
  const answer = await postAsVisitor('/v3/customer/cancel_plan', { osid, reason_code: reason }).catch(
    () => null,
  );
  if (answer && answer.status < 300) redirect(planCancelPath(osid, { done: true }));
  redirect(planCancelPath(osid, { error: refusalCode(answer) }));
}
