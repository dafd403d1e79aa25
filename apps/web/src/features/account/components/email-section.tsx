import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { Customer } from '@kavach/contracts';
import { REQUIRED_FIELD_MESSAGE, filterTypedInput, isValidEmail } from '@kavach/domain';
import { FormAlert } from '@/components/form-alert';
import { SpinnerIcon } from '@/components/icons';
import { PasswordField } from '@/components/password-field';
import { TextField } from '@/components/text-field';
import { EmailCodeForm } from '@/features/auth/components/email-code-form';
import { EMAIL_STAGE_MESSAGES } from '@/features/auth/email-stages';
import { appRoutes } from '@/lib/app-routes';
import { accountApi } from '../account-api';
import { leaveIfSignedOut } from '../profile-errors';

interface EmailSectionProps {
  customer: Customer;
  onSaved: (customer: Customer, message: string) => void;
}

type Errors = { email?: string; current_password?: string };

/**
 * docs/product/accounts.md#addresses email edit toggle. A new address needs the current password (docs/product/security-tests.md#t2-5); the API then emails it a
 * code ('Verification Email Sent Successfully', docs/product/api.md#errors) and the code entry appears here.
 */
export function EmailSection({ customer, onSaved }: EmailSectionProps) {
  const [editing, setEditing] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [verifying, setVerifying] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const toggled = useRef(false);

  useEffect(() => {
    if (!toggled.current) return;
    if (editing) document.getElementById('email-new')?.focus();
    else editButton.current?.focus();
  }, [editing]);

  const open = () => {
    toggled.current = true;
    setEmail(customer.email ?? '');
    setPassword('');
    setErrors({});
    setFormError(null);
    setEditing(true);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const value = email.trim();
    const found: Errors = {};
    if (!value) found.email = REQUIRED_FIELD_MESSAGE;
    else if (!isValidEmail(value.toLowerCase())) found.email = 'Enter a valid email address.';
    if (customer.has_password && !password) found.current_password = REQUIRED_FIELD_MESSAGE;
    setErrors(found);
    setFormError(null);
    if (found.email) return document.getElementById('email-new')?.focus();
    if (found.current_password) return document.getElementById('email-password')?.focus();
    setBusy(true);
    const res = await accountApi.update(customer.id, {
      email: value,
      ...(password ? { current_password: password } : {}),
    });
    setBusy(false);
    if (res.ok) {
      setEditing(false);
      const changed = res.data.customer.email !== customer.email;
      onSaved(res.data.customer, res.data.message ?? 'Your email is unchanged.');
      if (changed && !res.data.customer.email_verified && res.data.customer.email)
        setVerifying(res.data.customer.email);
      return;
    }
    if (leaveIfSignedOut(res.status, res.error)) return;
    const fields = res.error.fields ?? {};
    if (fields.current_password || fields.email) {
      setErrors({ email: fields.email, current_password: fields.current_password });
      setPassword('');
      return document.getElementById(fields.email ? 'email-new' : 'email-password')?.focus();
    }
    setFormError(res.error.message);
  };

  if (verifying)
    return (
      <div className="grid gap-2 py-3">
        <p className="text-sm text-slate-600">Verify your new email</p>
        <EmailCodeForm
          email={verifying}
          message={EMAIL_STAGE_MESSAGES[2]}
          next={appRoutes.account.profile}
          fallback={appRoutes.account.profile}
        />
      </div>
    );

  if (!editing)
    return (
      <div className="flex items-start justify-between gap-3 py-3">
        <div className="min-w-0">
          <p className="text-sm text-slate-600">Email</p>
          <p className="font-medium break-all text-slate-900">{customer.email ?? 'Not added yet'}</p>
          {customer.email ? (
            customer.email_verified ? (
              <p className="text-sm font-medium text-green-800">Verified</p>
            ) : (
              <p className="text-sm text-slate-700">
                Not verified.{' '}
                <a
                  href={`${appRoutes.emailVerification(customer.email)}&next=${encodeURIComponent(appRoutes.account.profile)}`}
                  className="font-semibold text-brand-800 underline underline-offset-2"
                >
                  Verify email
                </a>
              </p>
            )
          ) : null}
        </div>
        <button ref={editButton} type="button" className="kv-tlink px-2" onClick={open}>
          Edit<span className="sr-only"> email</span>
        </button>
      </div>
    );

  return (
    <form
      method="post"
      noValidate
      onSubmit={(e) => void save(e)}
      aria-busy={busy}
      className="grid gap-3 py-3"
    >
      <FormAlert text={formError} />
      <TextField
        id="email-new"
        label="Email"
        type="email"
        value={email}
        onChange={(v) => {
          setEmail((p) => filterTypedInput(p, v));
          setErrors((e) => ({ ...e, email: undefined }));
        }}
        error={errors.email}
        hint={EMAIL_STAGE_MESSAGES[1]}
        required
        autoComplete="email"
        inputMode="email"
        maxLength={254}
      />
      {customer.has_password ? (
        <PasswordField
          id="email-password"
          name="password"
          label="Current password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            setErrors((e) => ({ ...e, current_password: undefined }));
          }}
          error={errors.current_password}
          hint="For your safety, confirm it’s you."
          required
          autoComplete="current-password"
        />
      ) : null}
      <div className="flex gap-3">
        <button type="submit" className="kv-btn gap-2" aria-disabled={busy}>
          {busy ? <SpinnerIcon width={18} height={18} /> : null}
          Save
        </button>
        <button type="button" className="kv-btn2" onClick={() => setEditing(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
