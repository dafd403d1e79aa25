'use server';

import { redirect } from 'next/navigation';
import { nationalMobile } from '@kavach/domain';
import { appRoutes } from '@/lib/app-routes';
import { formText } from '@/lib/forms/posted';
import { postAsVisitor, refusalCode } from '@/lib/api-write.server';
import { planTransferPath } from './plan-transfer-view';

/*
 * Handing a plan to a new owner from My Plans (decision 097): each a plain form post before the
 * page's scripts run and the same server action after, through the visitor's session; back to My
 * Plans with what happened (planTransferPath), only codes in the address.
 */

async function post(path: string, body: unknown) {
  const answer = await postAsVisitor(path, body).catch(() => null);
  return answer && answer.status < 300 ? null : refusalCode(answer);
}

/** "Send to new owner": the plan's osid and the buyer's mobile number (checked here first by the site's one rule for Indian mobiles). */
export async function transferPlanAction(form: FormData): Promise<void> {
  const osid = formText(form, 'osid');
  if (!osid) redirect(appRoutes.account.plans);
  const phone = nationalMobile(formText(form, 'phone'));
  if (!phone) redirect(planTransferPath(osid, { error: 'PHONE_FORMAT' }));
  const error = await post('/v3/customer/transfer_plan', { osid, phone });
  redirect(planTransferPath(osid, error ? { error } : { done: 'sent' }));
}

/** "Cancel transfer" on a card whose transfer waits. */
export async function cancelPlanTransferAction(form: FormData): Promise<void> {
  const osid = formText(form, 'osid');
  if (!osid) redirect(appRoutes.account.plans);
  const error = await post('/v3/customer/cancel_plan_transfer', { osid });
  redirect(planTransferPath(osid, error ? { error } : { done: 'cancelled' }));
}

/** "Accept plan" on a plan someone handed to this customer's number. */
export async function acceptPlanTransferAction(form: FormData): Promise<void> {
  const transferId = formText(form, 'transfer_id');
  if (!transferId) redirect(appRoutes.account.plans);
  const error = await post('/v3/customer/accept_plan_transfer', { transfer_id: transferId });
  redirect(planTransferPath(null, error ? { error } : { done: 'accepted' }));
}
