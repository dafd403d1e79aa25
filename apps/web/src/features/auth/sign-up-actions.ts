'use server';

import { redirect } from 'next/navigation';
import { CustomerSignedInResponse, EmailStageResponse } from '@kavach/contracts';
import { appRoutes } from '@/lib/app-routes';
import { postAsVisitor } from '@/lib/api-write.server';
import { localPath } from '@/lib/local-path';
import type { Note } from './actions';
import { holdUntilOf, markSignedInByServer, nextFromForm, refusalOf } from './sign-in.server';
import { codeError, postedText } from './sign-in-values';
import {
  EMPTY_REGISTRATION,
  REGISTRATION_FIELDS,
  registrationBody,
  registrationErrorsFromServer,
  validateRegistration,
} from './registration-form-model';
import type { RegistrationErrors, RegistrationValues } from './registration-form-model';

/*
 * /registration and its email code as plain form posts (decision 054): what is tapped before the
 * page's scripts have run. Same checks as the browser (registration-form-model.ts), same API
 * calls as the visitor; the code signs in and redirects to `next` (else My Plans).
 */

export type SignUpState =
  | { values: Omit<RegistrationValues, 'password'>; errors: RegistrationErrors; formError: string | null }
  | { sent: { email: string; message: string } }
  | null;

/** POST /customers: names, email, mobile (optional) and password. */
export async function signUpAction(_prev: SignUpState, form: FormData): Promise<SignUpState> {
  const values = { ...EMPTY_REGISTRATION };
  for (const field of REGISTRATION_FIELDS)
    values[field] = field === 'password' ? String(form.get(field) ?? '') : postedText(form, field);
  const { password: _password, ...kept } = values;
  const errors = validateRegistration(values);
  if (Object.keys(errors).length > 0) return { values: kept, errors, formError: null };
  const answer = await postAsVisitor('/customers', registrationBody(values)).catch(() => null);
  const sent = EmailStageResponse.safeParse(answer?.body);
  if (answer && answer.status < 300 && sent.success)
    return { sent: { email: sent.data.email, message: sent.data.message } };
  const refusal = refusalOf(answer);
  const fieldErrors = registrationErrorsFromServer(refusal.error_code, refusal.message, refusal.fields);
  return fieldErrors
    ? { values: kept, errors: fieldErrors, formError: null }
    : { values: kept, errors: {}, formError: refusal.message };
}

export type EmailCodeState = { email: string; note: Note; holdUntil?: number } | null;

/**
 * docs/product/accounts.md#email-verification code: `intent` verify (POST /v3/customer/activate_email signs
 * in), resend (POST /v3/customer/resend_activation) or change (back to the form).
 */
export async function emailCodeAction(_prev: EmailCodeState, form: FormData): Promise<EmailCodeState> {
  const intent = form.get('intent');
  const email = postedText(form, 'email');
  if (intent === 'change' || !email) return null;
  if (intent === 'resend') {
    const answer = await postAsVisitor('/v3/customer/resend_activation', { email }).catch(() => null);
    const sent = EmailStageResponse.safeParse(answer?.body);
    if (answer && answer.status < 300 && sent.success)
      return { email, note: { tone: 'info', text: sent.data.message } };
    const refusal = refusalOf(answer);
    return {
      email,
      note: { tone: 'error', text: refusal.message },
      holdUntil: holdUntilOf(refusal.retry_after_seconds),
    };
  }
  const otp = postedText(form, 'otp');
  const wrong = codeError('', otp);
  if (wrong) return { email, note: { tone: 'error', text: wrong } };
  const answer = await postAsVisitor('/v3/customer/activate_email', { email, otp }).catch(() => null);
  if (answer && answer.status < 300 && CustomerSignedInResponse.safeParse(answer.body).success) {
    await markSignedInByServer();
    const fallback = localPath(postedText(form, 'fallback')) ?? appRoutes.account.plans;
    redirect(await nextFromForm(form, fallback));
  }
  return { email, note: { tone: 'error', text: refusalOf(answer).message } };
}
