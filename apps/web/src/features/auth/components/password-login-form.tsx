import { useState } from 'react';
import type { FormEvent } from 'react';
import { REQUIRED_FIELD_MESSAGE, filterTypedInput } from '@kavach/domain';
import { FormAlert } from '@/components/form-alert';
import { SpinnerIcon } from '@/components/icons';
import { PasswordField } from '@/components/password-field';
import { TextField } from '@/components/text-field';
import { appRoutes } from '@/lib/app-routes';
import { authApi } from '../auth-api';
import { continueSignedIn } from '../customer-session';

type Field = 'username' | 'password';
type Errors = Partial<Record<Field, string>>;

interface PasswordLoginFormProps {
  next: string;
  /** 403 EMAIL_NOT_VERIFIED: a code went to this address; the page shows the code step. */
  onEmailNotVerified: (email: string, message: string) => void;
}

/** Email or mobile number + password (POST /customers/login). */
export function PasswordLoginForm({ next, onEmailNotVerified }: PasswordLoginFormProps) {
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: field === 'password' ? value : filterTypedInput(v[field], value) }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Errors = {};
    if (!values.username.trim()) found.username = REQUIRED_FIELD_MESSAGE;
    if (!values.password) found.password = REQUIRED_FIELD_MESSAGE;
    setErrors(found);
    setFormError(null);
    const first = (['username', 'password'] as const).find((f) => found[f]);
    if (first) return document.getElementById(`login-${first}`)?.focus();
    setBusy(true);
    const res = await authApi.loginWithPassword(values.username.trim(), values.password);
    if (res.ok) return continueSignedIn(next);
    setBusy(false);
    if (res.error.error_code === 'EMAIL_NOT_VERIFIED' && res.error.email)
      return onEmailNotVerified(res.error.email, res.error.message);
    setFormError(res.error.message);
    setValues((v) => ({ ...v, password: '' }));
    document.getElementById('login-password')?.focus();
  };

  return (
    <form method="post" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy} className="grid gap-4">
      <FormAlert text={formError} />
      <TextField
        id="login-username"
        label="Email or mobile number"
        value={values.username}
        onChange={change('username')}
        error={errors.username}
        required
        autoComplete="username"
        maxLength={254}
      />
      <PasswordField
        id="login-password"
        label="Password"
        value={values.password}
        onChange={change('password')}
        error={errors.password}
        required
        autoComplete="current-password"
      />
      <a href={appRoutes.passwordReset} className="kv-tlink -mt-2 justify-self-start">
        Forgot password?
      </a>
      <button type="submit" className="kv-btn w-full gap-2" aria-disabled={busy}>
        {busy ? <SpinnerIcon width={18} height={18} /> : null}
        {busy ? 'Logging in…' : 'Login'}
      </button>
    </form>
  );
}
