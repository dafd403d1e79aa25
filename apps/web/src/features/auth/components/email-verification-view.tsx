'use client';

import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { REQUIRED_FIELD_MESSAGE, filterTypedInput, isValidEmail } from '@kavach/domain';
import { FormAlert } from '@/components/form-alert';
import { SpinnerIcon } from '@/components/icons';
import { TextField } from '@/components/text-field';
import { appRoutes } from '@/lib/app-routes';
import { authApi } from '../auth-api';
import { nextPath } from '../customer-session';
import { EMAIL_STAGE_MESSAGES, stageFromQuery } from '../email-stages';
import { EmailCodeForm } from './email-code-form';

type View =
  | { step: 'loading' }
  /** Stage 1: nothing sent yet. */
  | { step: 'ask'; email: string }
  /** Stage 2 or 3: a code is on its way; `message` is the stage's text. */
  | { step: 'code'; email: string; message: string };

/**
 * docs/product/accounts.md#sign-in email verification screen: `?email=` (and `?stage=2|3` once a code was sent, e.g. by
 * registration) shows the docs/product/accounts.md#email-verification stage message, the code entry and resend. Without a stage, stage 1
 * ('An OTP will be sent…') and a 'Send OTP' button (POST /v3/customer/resend_activation).
 */
export function EmailVerificationView() {
  const [view, setView] = useState<View>({ step: 'loading' });
  const [next, setNext] = useState<string>(appRoutes.account.plans);
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const q = new URLSearchParams(window.location.search);
    const email = (q.get('email') ?? '').trim();
    const stage = stageFromQuery(q.get('stage'));
    setNext(nextPath(appRoutes.account.plans));
    setView(
      email && stage !== 1
        ? { step: 'code', email, message: EMAIL_STAGE_MESSAGES[stage] }
        : { step: 'ask', email },
    );
  }, []);

  if (view.step === 'loading')
    return (
      <div role="status" aria-busy="true">
        <span className="sr-only">Loading…</span>
        <div aria-hidden="true" className="kv-skel h-40" />
      </div>
    );

  if (view.step === 'code')
    return (
      <EmailCodeForm
        email={view.email}
        message={view.message}
        next={next}
        fallback={appRoutes.account.plans}
        onChangeEmail={() => setView({ step: 'ask', email: view.email })}
      />
    );

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const email = view.email.trim();
    const found = !email
      ? REQUIRED_FIELD_MESSAGE
      : isValidEmail(email.toLowerCase())
        ? undefined
        : 'Enter a valid email address.';
    setError(found);
    setFormError(null);
    if (found) return document.getElementById('verify-email')?.focus();
    setBusy(true);
    const res = await authApi.resendActivation(email);
    setBusy(false);
    if (res.ok) return setView({ step: 'code', email: res.data.email, message: res.data.message });
    if (res.error.error_code === 'INVALID_EMAIL') return setError(res.error.message);
    setFormError(res.error.message);
  };

  return (
    <form method="post" noValidate onSubmit={(e) => void send(e)} aria-busy={busy} className="grid gap-4">
      <FormAlert text={formError} />
      <TextField
        id="verify-email"
        label="Email"
        type="email"
        value={view.email}
        onChange={(v) => {
          setView((s) => (s.step === 'ask' ? { ...s, email: filterTypedInput(s.email, v) } : s));
          setError(undefined);
        }}
        error={error}
        hint={EMAIL_STAGE_MESSAGES[1]}
        required
        autoComplete="email"
        inputMode="email"
        maxLength={254}
      />
      <button type="submit" className="kv-btn w-full gap-2" aria-disabled={busy}>
        {busy ? <SpinnerIcon width={18} height={18} /> : null}
        {busy ? 'Sending…' : 'Send OTP'}
      </button>
    </form>
  );
}
