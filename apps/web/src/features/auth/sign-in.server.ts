import 'server-only';
import { cookies, headers } from 'next/headers';
import { OtpErrorBody } from '@kavach/contracts';
import type { ApiWriteAnswer } from '@/lib/api-write.server';
import { localPath } from '@/lib/local-path';
import { NETWORK_ERROR_MESSAGE } from '@/lib/network-error';
import {
  RELOAD_FLAG_COOKIE,
  RELOAD_FLAG_MAX_AGE_SECONDS,
  SIGNED_IN_HERE_COOKIE,
  SIGNED_IN_HERE_MAX_AGE_SECONDS,
  SIGNED_IN_HINT_COOKIE,
} from './session-flags';

/**
 * A sign-in taken by a server action (a form posted before the page's scripts ran, decision 054)
 * leaves the browser as `markSignedIn` (session-cookies.ts) does: the sign-in hint, and the reload
 * flag for other tabs — with the marker that tells the page it redirects to that the flag is not for
 * it (that page's navigation began with the form post, before the flag). All are readable by
 * scripts on purpose; the session is the API's cookie.
 */
export async function markSignedInByServer(): Promise<void> {
  const jar = await cookies();
  const flag = { path: '/', sameSite: 'lax', httpOnly: false } as const;
  jar.set(SIGNED_IN_HINT_COOKIE, '1', flag);
  jar.set(RELOAD_FLAG_COOKIE, String(Date.now()), { ...flag, maxAge: RELOAD_FLAG_MAX_AGE_SECONDS });
  jar.set(SIGNED_IN_HERE_COOKIE, '1', { ...flag, maxAge: SIGNED_IN_HERE_MAX_AGE_SECONDS });
}

/**
 * Where to go after a sign-in posted as a form: the form's `next` (the page puts it there once its
 * scripts ran), else the `?next=` of the page the form was posted from, else `fallback` — only a
 * path on this site (docs/product/security-tests.md#t1-5).
 */
export async function nextFromForm(form: FormData, fallback: string): Promise<string> {
  const posted = form.get('next');
  if (typeof posted === 'string' && posted !== '') return localPath(posted) ?? fallback;
  const referer = (await headers()).get('referer');
  if (!referer) return fallback;
  try {
    return localPath(new URL(referer).searchParams.get('next')) ?? fallback;
  } catch {
    return fallback;
  }
}

/** An API refusal as the forms show it (the sign-in's EMAIL_NOT_VERIFIED also names the address). */
export type Refusal = Omit<OtpErrorBody, 'request_id'> & { email?: string };

/** The API's error body of a write, or the network failure when it answered none. */
export function refusalOf(answer: ApiWriteAnswer | null): Refusal {
  const parsed = OtpErrorBody.safeParse(answer?.body);
  if (!parsed.success) return { error_code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE };
  const { request_id: _id, ...refusal } = parsed.data;
  const email = (answer?.body as { email?: unknown }).email;
  return typeof email === 'string' ? { ...refusal, email } : refusal;
}

/** The moment a resend may be asked again (epoch ms), from the seconds the API names. */
export const holdUntilOf = (seconds: number | undefined) =>
  seconds ? Date.now() + seconds * 1000 : undefined;
