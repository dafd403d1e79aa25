'use client';

import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { filterTypedInput } from '@kavach/domain';
import { FormAlert } from '@/components/form-alert';
import { SpinnerIcon } from '@/components/icons';
import { PasswordField } from '@/components/password-field';
import { TextField } from '@/components/text-field';
import { appRoutes } from '@/lib/app-routes';
import { useHydrated } from '@/lib/use-hydrated';
import { authApi } from '../auth-api';
import { EMAIL_STAGE_MESSAGES } from '../email-stages';
import { nextPath, useCustomerSession } from '../customer-session';
import {
  EMPTY_REGISTRATION,
  PASSWORD_HINT,
  REGISTRATION_FIELDS,
  registrationBody,
  registrationErrorsFromServer,
  validateRegistration,
} from '../registration-form-model';
import type { RegistrationErrors, RegistrationField, RegistrationValues } from '../registration-form-model';
import { EmailCodeForm } from './email-code-form';
import { SignedInNotice } from './signed-in-notice';

/**
 * /registration: names, email, mobile (optional) and password (POST /customers), then the 6-digit
 * code emailed with the docs/product/accounts.md#email-verification stage message the API answers (2 or 3), then signed in → `next` or My Plans.
 */
export function RegistrationForm() {
  const session = useCustomerSession();
  const hydrated = useHydrated();
  const [values, setValues] = useState<RegistrationValues>(EMPTY_REGISTRATION);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const [next, setNext] = useState<string>(appRoutes.account.plans);

  useEffect(() => setNext(nextPath(appRoutes.account.plans)), []);

  const change = (field: RegistrationField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: field === 'password' ? value : filterTypedInput(v[field], value) }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const focusFirst = (found: RegistrationErrors) => {
    const first = REGISTRATION_FIELDS.find((f) => found[f]);
    if (first) document.getElementById(`reg-${first}`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateRegistration(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return focusFirst(found);
    setBusy(true);
    const res = await authApi.signUp(registrationBody(values));
    setBusy(false);
    if (res.ok) return setSent({ email: res.data.email, message: res.data.message });
    const fieldErrors = registrationErrorsFromServer(
      res.error.error_code,
      res.error.message,
      res.error.fields,
    );
    if (fieldErrors) {
      setErrors(fieldErrors);
      return focusFirst(fieldErrors);
    }
    setFormError(res.error.message);
  };

  if (session.status === 'ready' && session.customer && !sent)
    return <SignedInNotice name={session.customer.first_name || session.customer.name} next={next} />;

  if (sent)
    return (
      <div className="grid gap-2">
        <h2 className="kv-h3">Verify your email</h2>
        <EmailCodeForm
          email={sent.email}
          message={sent.message}
          next={next}
          onChangeEmail={() => setSent(null)}
        />
      </div>
    );

  return (
    <form method="post" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy} className="grid gap-4">
      <fieldset disabled={!hydrated} className="grid min-w-0 gap-4">
        <FormAlert text={formError} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="reg-first_name"
            label="First name"
            value={values.first_name}
            onChange={change('first_name')}
            error={errors.first_name}
            required
            autoComplete="given-name"
            maxLength={60}
          />
          <TextField
            id="reg-last_name"
            label="Last name"
            value={values.last_name}
            onChange={change('last_name')}
            error={errors.last_name}
            optional
            autoComplete="family-name"
            maxLength={60}
          />
        </div>
        <TextField
          id="reg-email"
          label="Email"
          type="email"
          value={values.email}
          onChange={change('email')}
          error={errors.email}
          hint={EMAIL_STAGE_MESSAGES[1]}
          required
          autoComplete="email"
          inputMode="email"
          maxLength={254}
        />
        <TextField
          id="reg-phone"
          label="Mobile number"
          type="tel"
          value={values.phone}
          onChange={change('phone')}
          error={errors.phone}
          optional
          autoComplete="tel-national"
          inputMode="tel"
          maxLength={14}
        />
        <PasswordField
          id="reg-password"
          label="Password"
          value={values.password}
          onChange={change('password')}
          error={errors.password}
          hint={PASSWORD_HINT}
          required
          autoComplete="new-password"
        />
        <button type="submit" className="kv-btn mt-1 w-full gap-2" aria-disabled={busy}>
          {busy ? <SpinnerIcon width={18} height={18} /> : null}
          {busy ? 'Creating your account…' : 'Create account'}
        </button>
      </fieldset>
      <p className="text-center text-slate-800">
        Already have an account?{' '}
        <a href={loginHref(next)} className="font-semibold text-brand-800 underline underline-offset-2">
          Login
        </a>
      </p>
    </form>
  );
}

const loginHref = (next: string) => (next === '/' ? appRoutes.login : appRoutes.loginThen(next));
