import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CustomerUpdateBody } from '@kavach/contracts';
import type { Customer } from '@kavach/contracts';
import { REQUIRED_FIELD_MESSAGE, isValidEmail } from '@kavach/domain';
import { Field } from '@/components/field';
import { FormAlert } from '@/components/form-alert';
import { SpinnerIcon } from '@/components/icons';
import { PasswordField } from '@/components/password-field';
import { contractErrors } from '@/lib/forms/contract-errors';
import { checkResolver } from '@/lib/forms/contract-resolver';
import { registerField } from '@/lib/forms/register-field';
import { EMAIL_STAGE_MESSAGES } from '@/features/auth/email-stages';
import { appRoutes } from '@/lib/app-routes';
import { accountApi } from '../account-api';

/**
 * The code step loads while the new email is being saved, not with the page (decision 098: My
 * Profile's first-load JS within the app-page goal).
 */
const emailCodeModule = () => import('@/features/auth/components/email-code-form');
const EmailCodeForm = dynamic(() => emailCodeModule().then((m) => m.EmailCodeForm), {
  loading: () => (
    <p role="status" className="text-sm text-slate-600">
      Opening the code form…
    </p>
  ),
});
import { leaveIfSignedOut } from '../profile-errors';

interface EmailSectionProps {
  customer: Customer;
  onSaved: (customer: Customer, message: string) => void;
}

type EmailValues = { email: string; current_password: string };

/**
 * docs/product/accounts.md#input-rules 'Required field', the email's shape, the current password when the account has
 * one (docs/product/security-tests.md#t2-5), then the `CustomerUpdateBody` contract.
 */
const emailResolver = (hasPassword: boolean) =>
  checkResolver<EmailValues>((v) => {
    const email = v.email.trim();
    const errors = contractErrors(CustomerUpdateBody, { email, current_password: v.current_password }, [
      'email',
    ]);
    if (!errors.email && !isValidEmail(email.toLowerCase())) errors.email = 'Enter a valid email address.';
    if (hasPassword && !v.current_password) errors.current_password = REQUIRED_FIELD_MESSAGE;
    return errors;
  });

/**
 * docs/product/accounts.md#addresses email edit toggle. A new address needs the current password (docs/product/security-tests.md#t2-5); the API then emails it a
 * code ('Verification Email Sent Successfully', docs/product/api.md#errors) and the code entry appears here.
 */
export function EmailSection({ customer, onSaved }: EmailSectionProps) {
  const [editing, setEditing] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState<string | null>(null);
  const [resolver] = useState(() => emailResolver(customer.has_password));
  const form = useForm<EmailValues>({ resolver, reValidateMode: 'onSubmit' });
  const busy = form.formState.isSubmitting;
  const { setFocus } = form;
  const editButton = useRef<HTMLButtonElement>(null);
  const toggled = useRef(false);

  useEffect(() => {
    if (!toggled.current) return;
    if (editing) setFocus('email');
    else editButton.current?.focus();
  }, [editing, setFocus]);

  const open = () => {
    toggled.current = true;
    form.reset({ email: customer.email ?? '', current_password: '' });
    setFormError(null);
    setEditing(true);
  };

  const save = form.handleSubmit(async (values) => {
    setFormError(null);
    void emailCodeModule();
    const password = values.current_password;
    const res = await accountApi.update(customer.id, {
      email: values.email.trim(),
      ...(password ? { current_password: password } : {}),
    });
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
      form.setValue('current_password', '');
      if (fields.email) form.setError('email', { type: 'server', message: fields.email });
      if (fields.current_password)
        form.setError('current_password', { type: 'server', message: fields.current_password });
      return form.setFocus(fields.email ? 'email' : 'current_password');
    }
    setFormError(res.error.message);
  });

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
      onSubmit={(e) => {
        if (busy) e.preventDefault();
        else void save(e);
      }}
      aria-busy={busy}
      className="grid gap-3 py-3"
    >
      <FormAlert text={formError} />
      <Field
        {...registerField(form, 'email', { id: 'email-new' })}
        label="Email"
        type="email"
        hint={EMAIL_STAGE_MESSAGES[1]}
        required
        autoComplete="email"
        inputMode="email"
        maxLength={254}
      />
      {customer.has_password ? (
        <PasswordField
          {...registerField(form, 'current_password', { id: 'email-password', filter: false })}
          label="Current password"
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
