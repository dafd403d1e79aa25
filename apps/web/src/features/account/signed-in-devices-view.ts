import type { AccountSession } from '@kavach/contracts';
import { formatDateTimeShort } from '@kavach/domain';
import { appRoutes } from '@/lib/app-routes';
import { NETWORK_ERROR_MESSAGE } from '@/lib/network-error';
import { queryErrorCode, queryValue, type PageQuery } from '@/lib/query-values';

/**
 * "Where you’re signed in" (decision 102): what the page's address says about a sign-out just tried
 * (one device, or every other one, or why not) and each sign-in as the list shows it. Only codes
 * travel in the address; these put them in words.
 */
export type DevicesOutcome = { done: 'one' | 'others' } | { error: string };

/** The page's address, with what the last sign-out did if there was one. */
export function devicesPath(outcome?: DevicesOutcome): string {
  if (!outcome) return appRoutes.account.devices;
  const query = new URLSearchParams('done' in outcome ? { done: outcome.done } : { error: outcome.error });
  return `${appRoutes.account.devices}?${query}`;
}

const DONE_TEXT = {
  one: 'That device is signed out.',
  others: 'You are signed out everywhere else.',
} as const;

/** The words for an error code the page's actions sent back. */
export function devicesErrorText(code: string): string {
  switch (code) {
    case 'SESSION_NOT_FOUND':
    case 'VALIDATION_ERROR':
      return 'This sign-in has already ended.';
    case 'THIS_DEVICE':
      return 'To sign out of this device, use Sign out in the menu.';
    case 'SIGN_IN_REQUIRED':
      return 'Please sign in again.';
    case 'CUSTOMER_ONLY':
      return 'Only the customer can see and sign out the devices where their account is signed in.';
    case 'RATE_LIMITED':
      return 'Too many tries. Please try again in a few minutes.';
    default:
      return NETWORK_ERROR_MESSAGE;
  }
}

export interface DevicesNotice {
  text: string;
  tone: 'success' | 'error';
}

/** The notice in the page's query, in words, if any (an error that is not a code reads as NETWORK). */
export function devicesNotice(query: PageQuery): DevicesNotice | null {
  const done = queryValue(query.done);
  if (done === 'one' || done === 'others') return { text: DONE_TEXT[done], tone: 'success' };
  if (queryValue(query.error) === null) return null;
  return { text: devicesErrorText(queryErrorCode(query.error) ?? 'NETWORK'), tone: 'error' };
}

/** One sign-in as its card says it: dates and times in Indian time. */
export interface DeviceRow {
  id: string;
  device: string;
  signIn: string;
  signedIn: string;
  lastActive: string;
  current: boolean;
}

export const deviceRow = (s: AccountSession): DeviceRow => ({
  id: s.id,
  device: s.device,
  signIn: s.sign_in,
  signedIn: formatDateTimeShort(s.signed_in_at),
  lastActive: formatDateTimeShort(s.last_active_at),
  current: s.current,
});

/** "Sign out of all other devices" is offered once there is another device to sign out. */
export const canSignOutOthers = (sessions: readonly AccountSession[]): boolean => sessions.length > 1;
