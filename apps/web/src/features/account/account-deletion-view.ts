import { appRoutes } from '@/lib/app-routes';
import { NETWORK_ERROR_MESSAGE } from '@/lib/network-error';
import { queryErrorCode, type PageQuery } from '@/lib/query-values';

/**
 * Where the account-deletion page is (decision 096), as its address says: the first step (what
 * happens, what stands in the way, "Send code"), the code step, or done. Only codes travel in the
 * address; the page puts them in words.
 */
export type AccountDeletionStep = 'start' | 'code' | 'done';

export interface AccountDeletionNotice {
  step: AccountDeletionStep;
  /** The API's error code (or CODE_FORMAT / NETWORK), or null. */
  error: string | null;
}

/** The page's address for a step, with an error code if the last try failed. */
export function accountDeletePath(step: AccountDeletionStep, error?: string): string {
  const query = new URLSearchParams();
  if (step !== 'start') query.set('step', step);
  if (error) query.set('error', error);
  const qs = query.toString();
  return `${appRoutes.account.deleteAccount}${qs ? `?${qs}` : ''}`;
}

/** The step and error in the page's query. */
export function accountDeletionNotice(query: PageQuery): AccountDeletionNotice {
  const step = query.step === 'code' || query.step === 'done' ? query.step : 'start';
  return { step, error: queryErrorCode(query.error) };
}

/** The words for an error code the page's actions sent back. */
export function accountDeletionErrorText(code: string | null, supportPhone: string): string | null {
  switch (code) {
    case null:
      return null;
    case 'CODE_FORMAT':
    case 'VALIDATION_ERROR':
      return 'Enter the 6-digit code we sent.';
    case 'OTP_INVALID':
      return 'That code is not right. Check the message and try again, or send a new code.';
    case 'OTP_EXPIRED':
    case 'OTP_NOT_FOUND':
    case 'OTP_ATTEMPTS_EXHAUSTED':
      return 'That code can no longer be used. Send a new code.';
    case 'OTP_TOO_SOON':
      return 'A code was sent a moment ago. Wait 30 seconds before asking for another.';
    case 'OTP_RATE_LIMITED':
    case 'OTP_LOCKED':
    case 'RATE_LIMITED':
      return 'Too many tries. Please try again in an hour.';
    case 'ACCOUNT_HAS_PLANS_IN_FORCE':
    case 'ACCOUNT_HAS_OPEN_REQUESTS':
    case 'ACCOUNT_HAS_REFUNDS_DUE':
      return 'Your account cannot be deleted yet: see why below.';
    case 'CUSTOMER_ONLY':
      return 'Only the customer can delete their own account.';
    case 'SIGN_IN_REQUIRED':
      return 'Please sign in again to delete your account.';
    default:
      return code.startsWith('ACCOUNT_')
        ? `Your account cannot be deleted online. Call us on ${supportPhone}.`
        : NETWORK_ERROR_MESSAGE;
  }
}
