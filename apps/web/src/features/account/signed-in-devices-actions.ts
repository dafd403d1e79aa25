'use server';

import { redirect } from 'next/navigation';
import { SignOutSessionBody } from '@kavach/contracts';
import { formText } from '@/lib/forms/posted';
import { postAsVisitor, refusalCode } from '@/lib/api-write.server';
import { devicesPath } from './signed-in-devices-view';

/*
 * "Sign out" on "Where you’re signed in" (decision 102): each a plain form post before the page's
 * scripts run and the same server action after, through the visitor's session; back to the page
 * with what happened (devicesPath), only codes in the address.
 */

async function post(path: string, body: unknown): Promise<string | null> {
  const answer = await postAsVisitor(path, body).catch(() => null);
  return answer && answer.status < 300 ? null : refusalCode(answer);
}

/** "Sign out" on another device's card: its sign-in's id, from the form. */
export async function signOutDeviceAction(form: FormData): Promise<void> {
  const body = SignOutSessionBody.safeParse({ id: formText(form, 'id') });
  if (!body.success) redirect(devicesPath({ error: 'SESSION_NOT_FOUND' }));
  const error = await post('/v3/customer/sessions/sign_out', body.data);
  redirect(devicesPath(error ? { error } : { done: 'one' }));
}

/** "Sign out of all other devices". */
export async function signOutOtherDevicesAction(): Promise<void> {
  const error = await post('/v3/customer/sessions/sign_out_others', {});
  redirect(devicesPath(error ? { error } : { done: 'others' }));
}
