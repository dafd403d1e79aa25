import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CustomerUpdateBody } from '@kavach/contracts';
import type { Customer } from '@kavach/contracts';
import { REQUIRED_FIELD_MESSAGE } from '@kavach/domain';
import { FormAlert } from '@/components/form-alert';
import { SpinnerIcon } from '@/components/icons';
import { PasswordField } from '@/components/password-field';
import { PASSWORD_HINT, PASSWORD_MIN_LENGTH } from '@/features/auth/registration-form-model';
import { contractErrors } from '@/lib/forms/contract-errors';
import { checkResolver } from '@/lib/forms/contract-resolver';
import { registerField } from '@/lib/forms/register-field';
import { accountApi } from '../account-api';
import { leaveIfSignedOut } from '../profile-errors';

interface PasswordSectionProps {
  customer: Customer;
  onSaved: (customer: Customer, message: string) => void;
}

type PasswordValues = { current_password: string; new_password: string };
const EMPTY: PasswordValues = { current_password: '', new_password: '' };

/** docs/product/accounts.md#input-rules 'Required field', the new password's length (docs/product/security-tests.md#t5-1), then the contract. */
const resolver = checkResolver<PasswordValues>((v) => {
  // A password is empty only when nothing was typed (spaces are characters of it).
  const errors = contractErrors(CustomerUpdateBody, v, []);
  if (!v.current_password) errors.current_password = REQUIRED_FIELD_MESSAGE;
  if (!v.new_password) errors.new_password = REQUIRED_FIELD_MESSAGE;
  else if ([...v.new_password].length < PASSWORD_MIN_LENGTH)
    errors.new_password = `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  return errors;
});

/**
 * Change password: the current one (docs/product/security-tests.md#t2-5) and a new one (docs/product/security-tests.md#t5-1: at least 8 characters, not a common
 * password). The API ends the account's other sessions; this one stays signed in. react-hook-form
 * with the `CustomerUpdateBody` contract (decision 054).
 */
export function PasswordSection({ customer, onSaved }: PasswordSectionProps) {
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PasswordValues>({ resolver, reValidateMode: 'onSubmit', defaultValues: EMPTY });
  const busy = form.formState.isSubmitting;
  const { setFocus } = form;
  const toggle = useRef<HTMLButtonElement>(null);
  const toggled = useRef(false);

  useEffect(() => {
    if (!toggled.current) return;
    if (open) setFocus('current_password');
    else toggle.current?.focus();
  }, [open, setFocus]);

  if (!customer.has_password)
    return (
      <p className="py-3 text-slate-700">
        You log in with an OTP sent to your mobile number, so your account has no password.
      </p>
    );

  const show = (value: boolean) => {
    toggled.current = true;
    form.reset(EMPTY);
    setFormError(null);
    setOpen(value);
  };

  const save = form.handleSubmit(async (values) => {
    setFormError(null);
    const res = await accountApi.update(customer.id, values);
    if (res.ok) {
      toggled.current = true;
      setOpen(false);
      return onSaved(res.data.customer, res.data.message ?? 'Your password has been changed.');
    }
    if (leaveIfSignedOut(res.status, res.error)) return;
    const { error_code: code, message, fields } = res.error;
    if (code === 'REAUTH_REQUIRED' || fields?.current_password) {
      form.setValue('current_password', '');
      return form.setError(
        'current_password',
        { type: 'server', message: fields?.current_password ?? message },
        { shouldFocus: true },
      );
    }
    if (code.startsWith('PASSWORD_'))
      return form.setError(
        'new_password',
        { type: 'server', message: fields?.password ?? fields?.new_password ?? message },
        { shouldFocus: true },
      );
    setFormError(message);
  });

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
      onSubmit={(e) => {
        if (busy) e.preventDefault();
        else void save(e);
      }}
      aria-busy={busy}
      className="grid gap-3 py-3"
    >
      <FormAlert text={formError} />
      <PasswordField
        {...registerField(form, 'current_password', { id: 'pw-current', filter: false })}
        label="Current password"
        required
        autoComplete="current-password"
      />
      <PasswordField
        {...registerField(form, 'new_password', { id: 'pw-new', filter: false })}
        label="New password"
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
