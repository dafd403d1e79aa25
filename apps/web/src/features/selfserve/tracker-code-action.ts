'use server';

import { redirect } from 'next/navigation';
import { ErrorBody, OtpSentResponse } from '@kavach/contracts';
import { postAsVisitor } from '@/lib/api-write.server';
import { NETWORK_ERROR_MESSAGE } from '@/lib/network-error';
import { lookupType } from './flow-checks';
import { codeFormatError, sendCodeCall, trackerSearchPath, verifyCodeCall } from './tracker-code';
import type { TrackerContact } from './tracker-code';

/** What a 'Send code' or code post ended in, when it did not lead back to the results. */
export type TrackerCodeState = {
  /** The phone or email searched for. */
  query: string;
  /** A code went to it: the code field is shown. */
  sent: boolean;
  note: { tone: 'info' | 'error'; text: string };
} | null;

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim().slice(0, 120) : '';
};

const refusal = (body: unknown): string => {
  const failure = ErrorBody.safeParse(body);
  return failure.success ? failure.data.message : NETWORK_ERROR_MESSAGE;
};

/**
 * The tracker search's 'Send code' and code check as plain form posts (decision 072), before the
 * page's scripts run; once hydrated the island calls the same API routes from the browser. As the
 * visitor (`postAsVisitor`: their session cookie, a new session's cookie passed on, the client
 * address for the OTP limits), so the code proves the contact to the visitor's own session. A right
 * code redirects (303) to the search of that contact, which the page then answers with the results;
 * anything else comes back in the page with the API's message.
 */
export async function trackerCodeAction(_prev: TrackerCodeState, form: FormData): Promise<TrackerCodeState> {
  const query = text(form, 'query');
  const lookup = lookupType(query);
  // A request number needs no code: its search answers it.
  if (!query || lookup === 'sr') redirect(trackerSearchPath(query));
  const contact: TrackerContact = { lookup, query };
  if (form.get('intent') !== 'verify') {
    const call = sendCodeCall(contact);
    const answer = await postAsVisitor(call.path, call.body).catch(() => null);
    const sent = OtpSentResponse.safeParse(answer?.body);
    if (answer && answer.status < 300 && sent.success)
      return { query, sent: true, note: { tone: 'info', text: sent.data.message } };
    return { query, sent: false, note: { tone: 'error', text: refusal(answer?.body) } };
  }
  const otp = text(form, 'otp');
  const wrong = codeFormatError(otp);
  if (wrong) return { query, sent: true, note: { tone: 'error', text: wrong } };
  const call = verifyCodeCall(contact, otp);
  const answer = await postAsVisitor(call.path, call.body).catch(() => null);
  if (answer && answer.status < 300) redirect(trackerSearchPath(query));
  return { query, sent: true, note: { tone: 'error', text: refusal(answer?.body) } };
}
