import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { Customer } from '@kavach/contracts';
import { REQUIRED_FIELD_MESSAGE } from '@kavach/domain';
import { FormAlert } from '@/components/form-alert';
import { SpinnerIcon } from '@/components/icons';
import { PasswordField } from '@/components/password-field';
import { PASSWORD_HINT, PASSWORD_MIN_LENGTH } from '@/features/auth/registration-form-model';
import { accountApi } from '../account-api';
import { leaveIfSignedOut } from '../profile-errors';

interface PasswordSectionProps {
  customer: Customer;
  onSaved: (customer: Customer, message: string) => void;
}

type Errors = { current_password?: string; new_password?: string };

/**
 * Change password: the current one (docs/product/security-tests.md#t2-5) and a new one (docs/product/security-tests.md#t5-1: at least 8 characters, not a common
 * password). The API ends the account's other sessions; this one stays signed in.
 */
export function PasswordSection({ customer, onSaved }: PasswordSectionProps) {
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const toggled = useRef(false);

  useEffect(() => {
    if (!toggled.current) return;
    if (open) document.getElementById('pw-current')?.focus();
    else toggle.current?.focus();
  }, [open]);

  if (!customer.has_password)
    return (
      <p className="py-3 text-slate-700">
        You log in with an OTP sent to your mobile number, so your account has no password.
      </p>
    );

  const show = (value: boolean) => {
    toggled.current = true;
    setCurrent('');
    setNext('');
    setErrors({});
    setFormError(null);
    setOpen(value);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Errors = {};
    if (!current) found.current_password = REQUIRED_FIELD_MESSAGE;
    if (!next) found.new_password = REQUIRED_FIELD_MESSAGE;
    else if ([...next].length < PASSWORD_MIN_LENGTH)
      found.new_password = `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
    setErrors(found);
    setFormError(null);
    if (found.current_password) return document.getElementById('pw-current')?.focus();
    if (found.new_password) return document.getElementById('pw-new')?.focus();
    setBusy(true);
    const res = await accountApi.update(customer.id, { current_password: current, new_password: next });
    setBusy(false);
    if (res.ok) {
      toggled.current = true;
      setOpen(false);
      return onSaved(res.data.customer, res.data.message ?? 'Your password has been changed.');
    }
    if (leaveIfSignedOut(res.status, res.error)) return;
    const { error_code: code, message, fields } = res.error;
    if (code === 'REAUTH_REQUIRED' || fields?.current_password) {
      setErrors({ current_password: fields?.current_password ?? message });
      setCurrent('');
      return document.getElementById('pw-current')?.focus();
    }
    if (code.startsWith('PASSWORD_')) {
      setErrors({ new_password: fields?.password ?? fields?.new_password ?? message });
      return document.getElementById('pw-new')?.focus();
    }
    setFormError(message);
  };

  if (!open)
    return (
      <div className="flex items-center justify-between gap-3 py-3">
        <p className="text-slate-800">Password</p>
        <button ref={toggle} type="button" className="kv-tlink px-2" onClick={() => show(true)}>
          Change password
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
      <PasswordField
        id="pw-current"
        name="current"
        label="Current password"
        value={current}
        onChange={(e) => {
          setCurrent(e.target.value);
          setErrors((e) => ({ ...e, current_password: undefined }));
        }}
        error={errors.current_password}
        required
        autoComplete="current-password"
      />
      <PasswordField
        id="pw-new"
        name="new"
        label="New password"
        value={next}
        onChange={(e) => {
          setNext(e.target.value);
          setErrors((e) => ({ ...e, new_password: undefined }));
        }}
        error={errors.new_password}
        hint={PASSWORD_HINT}
        required
        autoComplete="new-password"
      />
      <div className="flex gap-3">
        <button type="submit" className="kv-btn gap-2 whitespace-nowrap" aria-disabled={busy}>
          {busy ? <SpinnerIcon width={18} height={18} /> : null}
          Change password
        </button>
        <button type="button" className="kv-btn2" onClick={() => show(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
