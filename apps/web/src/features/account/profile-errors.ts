import type { ApiFailure } from '@/lib/api-client.browser';
import { signInAndReturn } from './use-account-data';

/**
 * A write on the profile page failed. A lapsed sign-in (401 SIGN_IN_REQUIRED) goes to the login
 * page and back; anything else (REAUTH_REQUIRED — also a 401 —, EMAIL_TAKEN, PASSWORD_*) is the
 * form's to show. Answers true when the page is leaving.
 */
export function leaveIfSignedOut(status: number, error: ApiFailure): boolean {
  if (status === 401 && error.error_code === 'SIGN_IN_REQUIRED') {
    signInAndReturn();
    return true;
  }
  return false;
}
