'use server';

import { redirect } from 'next/navigation';
import { CustomerSignedInResponse, OtpSentResponse } from '@kavach/contracts';
import { postAsVisitor } from '@/lib/api-write.server';
import type { FieldMessages } from '@/lib/forms/contract-errors';
import { holdUntilOf, markSignedInByServer, nextFromForm, refusalOf } from './sign-in.server';
import {
  codeError,
  passwordSignInBody,
  passwordSignInErrors,
  phoneError,
  phoneInput,
  postedText,
} from './sign-in-values';

/*
 * /login as plain form posts (decision 054): a sign-in tapped before the page's scripts have run.
 * The same checks as the browser (sign-in-values.ts), the same API calls as the visitor; the API's
 * new session cookie is passed on, the sign-in hints are set, and the page redirects to `next`.
 * Once the scripts run, the forms sign in through the browser client instead.
 */

/** A message under a form: what was sent, or what went wrong. */
export type Note = { tone: 'info' | 'error'; text: string };

export type PasswordSignInState =
  | { username: string; errors: FieldMessages; formError: string | null }
  | { verify: { email: string; message: string } }
  | null;

/** Email or mobile number + password (POST /customers/login); `intent=tab` only shows the tab. */
export async function passwordSignInAction(
  _prev: PasswordSignInState,
  form: FormData,
): Promise<PasswordSignInState> {
  if (form.get('intent') === 'tab') return null;
  const password = form.get('password');
  const values = passwordSignInBody({
    username: postedText(form, 'username'),
    password: typeof password === 'string' ? password : '',
  });
  const errors = passwordSignInErrors(values);
  if (Object.keys(errors).length > 0) return { username: values.username, errors, formError: null };
  const answer = await postAsVisitor('/customers/login', values).catch(() => null);
  if (answer && answer.status < 300 && CustomerSignedInResponse.safeParse(answer.body).success) {
    await markSignedInByServer();
    redirect(await nextFromForm(form, '/'));
  }
  const refusal = refusalOf(answer);
  if (refusal.error_code === 'EMAIL_NOT_VERIFIED' && refusal.email)
    return { verify: { email: refusal.email, message: refusal.message } };
  // The password is never sent back: the customer types it again.
  return { username: values.username, errors: {}, formError: refusal.message };
}

export interface PhoneCodeState {
  /** The number typed (kept when it is wrong). */
  phone: string;
  phoneError?: string;
  /** The number a code went to: the code step is shown. */
  sentTo: string | null;
  note: Note | null;
  /** No resend before this moment (epoch ms), as the API said. */
  holdUntil?: number;
}

const PHONE_STEP: PhoneCodeState = { phone: '', sentTo: null, note: null };

/**
 * 'Login with OTP' (POST /v3/otp/send_otp, /v3/otp/send_voice_otp, then /customers/login
 * {phone, otp}); `intent` names the button: tab, send, voice, change (the number) or login.
 */
export async function phoneCodeAction(prev: PhoneCodeState | null, form: FormData): Promise<PhoneCodeState> {
  const intent = form.get('intent');
  const sentTo = postedText(form, 'sent_to') || null;
  if (intent === 'tab') return prev ?? PHONE_STEP;
  if (intent === 'change') return { ...PHONE_STEP, phone: sentTo ?? '' };
  if (intent === 'login' && sentTo) {
    const otp = postedText(form, 'otp');
    const wrong = codeError(sentTo, otp);
    if (wrong) return { phone: sentTo, sentTo, note: { tone: 'error', text: wrong } };
    const answer = await postAsVisitor('/customers/login', { phone: sentTo, otp }).catch(() => null);
    if (answer && answer.status < 300 && CustomerSignedInResponse.safeParse(answer.body).success) {
      await markSignedInByServer();
      redirect(await nextFromForm(form, '/'));
    }
    return { phone: sentTo, sentTo, note: { tone: 'error', text: refusalOf(answer).message } };
  }
  const voice = intent === 'voice' && sentTo !== null;
  const phone = voice ? sentTo : phoneInput(sentTo ?? postedText(form, 'phone'));
  const invalid = phoneError(phone);
  if (invalid) return { phone, phoneError: invalid, sentTo: null, note: null };
  const path = voice ? '/v3/otp/send_voice_otp' : '/v3/otp/send_otp';
  const answer = await postAsVisitor(path, { phone }).catch(() => null);
  const sent = OtpSentResponse.safeParse(answer?.body);
  if (answer && answer.status < 300 && sent.success)
    return {
      phone,
      sentTo: phone,
      note: { tone: 'info', text: sent.data.message },
      holdUntil: holdUntilOf(sent.data.resend_after_seconds),
    };
  const refusal = refusalOf(answer);
  return {
    phone,
    sentTo,
    note: { tone: 'error', text: refusal.message },
    holdUntil: holdUntilOf(refusal.retry_after_seconds),
  };
}
