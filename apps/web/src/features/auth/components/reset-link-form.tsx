import { useState } from 'react';
import type { FormEvent } from 'react';
import { REQUIRED_FIELD_MESSAGE, filterTypedInput, isValidEmail } from '@kavach/domain';
import { FormAlert } from '@/components/form-alert';
import { SpinnerIcon } from '@/components/icons';
import { TextField } from '@/components/text-field';
import { appRoutes } from '@/lib/app-routes';
import { authApi } from '../auth-api';

/**
 * Ask for a reset link (POST /customers/send_reset_password_link). The API answers the same
 * whether or not an account has the address (docs/product/security-tests.md#t4-11); the page shows that answer as it is.
 */
export function ResetLinkForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const value = email.trim();
    const found = !value
      ? REQUIRED_FIELD_MESSAGE
      : isValidEmail(value.toLowerCase())
        ? undefined
        : 'Enter a valid email address.';
    setError(found);
    setFormError(null);
    if (found) return document.getElementById('reset-email')?.focus();
    setBusy(true);
    const res = await authApi.sendResetLink(value);
    setBusy(false);
    if (res.ok) return setDone(res.data.message);
    if (res.error.error_code === 'INVALID_EMAIL') return setError(res.error.message);
    setFormError(res.error.message);
  };

  if (done)
    return (
      <div className="grid gap-4">
        <FormAlert tone="success" text={done} />
        <p className="text-slate-800">
          Didn’t get it? Check your spam folder, or{' '}
          <button type="button" className="kv-tlink min-h-0" onClick={() => setDone(null)}>
            try again
          </button>
          .
        </p>
        <a href={appRoutes.login} className="kv-btn2 w-full">
          Back to login
        </a>
      </div>
    );

  return (
    <form method="post" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy} className="grid gap-4">
      <FormAlert text={formError} />
      <p className="text-slate-800">
        Enter the email of your Kavach account. We will send you a link to choose a new password.
      </p>
      <TextField
        id="reset-email"
        label="Email"
        type="email"
        value={email}
        onChange={(v) => {
          setEmail((prev) => filterTypedInput(prev, v));
          setError(undefined);
        }}
        error={error}
        required
        autoComplete="email"
        inputMode="email"
        maxLength={254}
      />
      <button type="submit" className="kv-btn w-full gap-2" aria-disabled={busy}>
        {busy ? <SpinnerIcon width={18} height={18} /> : null}
        {busy ? 'Sending…' : 'Send reset link'}
      </button>
      <a href={appRoutes.login} className="kv-tlink justify-self-center">
        Back to login
      </a>
    </form>
  );
}
