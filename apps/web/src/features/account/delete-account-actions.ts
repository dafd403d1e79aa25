'use server';

import { redirect } from 'next/navigation';
import { formText } from '@/lib/forms/posted';
import { postAsVisitor, refusalCode } from '@/lib/api-write.server';
import { accountDeletePath } from './account-deletion-view';

/**
 * "Send code" on the account-deletion page (decision 096): a plain form post before the page's
 * scripts run and the same server action after. POST /v3/customer/delete_account/send_code through
 * the visitor's session; on to the code step, or back with the API's error code.
 */
export async function sendDeletionCodeAction(): Promise<void> {
  const answer = await postAsVisitor('/v3/customer/delete_account/send_code', {}).catch(() => null);
  if (answer && answer.status < 300) redirect(accountDeletePath('code'));
  redirect(accountDeletePath('start', refusalCode(answer)));
}

/**
 * "Delete my account" with the code: checked here for its shape, then POST
 * /v3/customer/delete_account. Done: the page says so (the session has ended). Not done: back to
 * the code step with the error code.
 */
export async function deleteAccountAction(form: FormData): Promise<void> {
  const otp = formText(form, 'otp').replace(/\s/g, '');
  if (!/^\d{6}$/.test(otp)) redirect(accountDeletePath('code', 'CODE_FORMAT'));
  const answer = await postAsVisitor('/v3/customer/delete_account', { otp }).catch(() => null);
  if (answer && answer.status < 300) redirect(accountDeletePath('done'));
  const code = refusalCode(answer);
  redirect(accountDeletePath(code.startsWith('ACCOUNT_') ? 'start' : 'code', code));
}
