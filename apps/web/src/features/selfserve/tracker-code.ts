import { TRACKER_SEARCH_PATH } from './tracker-view';

/**
 * The tracker search's proof of a phone or email (issue 20 §3 privacy, T16.4; decision 072): which
 * one-time-code calls prove the contact searched for, and the checks both the island and the server
 * action make before calling them. Pure: the island calls these paths through the browser client,
 * the server action through `postAsVisitor`.
 */

/** A phone or email searched for, that a one-time code to it proves. */
export type TrackerContact = { lookup: 'email' | 'mobile'; query: string };

/** A request for a code: the API path and its body (POST /v3/otp/send_otp or send_email_otp). */
export interface CodeCall {
  path: string;
  body: Record<string, string>;
}

/** The call that sends the code to the contact. */
export function sendCodeCall({ lookup, query }: TrackerContact): CodeCall {
  return lookup === 'email'
    ? { path: '/v3/otp/send_email_otp', body: { email: query } }
    : { path: '/v3/otp/send_otp', body: { phone: query } };
}

/** The call that checks the code; on success the visitor's session has proved the contact. */
export function verifyCodeCall({ lookup, query }: TrackerContact, otp: string): CodeCall {
  return lookup === 'email'
    ? { path: '/v3/otp/verify_email_otp', body: { email: query, otp } }
    : { path: '/v3/otp/verify_otp', body: { phone: query, otp } };
}

/** Said when what was typed cannot be a code (the API sends 4- to 6-digit codes). */
export const CODE_FORMAT_MESSAGE = 'Enter the code we sent';

/** Why a typed code is not sent to the API, or null when it may be. */
export function codeFormatError(code: string): string | null {
  return /^\d{4,6}$/.test(code) ? null : CODE_FORMAT_MESSAGE;
}

/** The tracker search of `query`: where a proved contact is sent back to see its requests. */
export const trackerSearchPath = (query: string): string =>
  `${TRACKER_SEARCH_PATH}?query=${encodeURIComponent(query)}`;
