'use client';

import { useActionState, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { BusyForm } from '@/components/busy-form';
import { Field } from '@/components/field';
import { FormAlert } from '@/components/form-alert';
import { PasswordField } from '@/components/password-field';
import { SubmitButton } from '@/components/submit-button';
import { appRoutes } from '@/lib/app-routes';
import { checkResolver } from '@/lib/forms/contract-resolver';
import { registerField } from '@/lib/forms/register-field';
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
import type { RegistrationField, RegistrationValues } from '../registration-form-model';
import { emailCodeAction, signUpAction } from '../sign-up-actions';
import { EmailCodeForm } from './email-code-form';
import { SignedInNotice } from './signed-in-notice';

const resolver = checkResolver<RegistrationValues>(validateRegistration);

/**
 * /registration: names, email, mobile (optional) and password (POST /customers), then the 6-digit
 * code emailed with the docs/product/accounts.md#email-verification stage message the API answers (2 or 3), then signed in → `next` or My Plans.
 * react-hook-form with the registration check; a real form (decision 054): posted before the
 * page's scripts run, it goes to the server action and the page comes back with the code step (or
 * the values and what is wrong); after, it signs up through the browser client.
 */
export function RegistrationForm() {
  const session = useCustomerSession();
  const [posted, formAction] = useActionState(signUpAction, null);
  const emailCode = useActionState(emailCodeAction, null);
  const back = posted && 'values' in posted ? posted : null;
  const [formError, setFormError] = useState<string | null>(back?.formError ?? null);
  const [postedErrors, setPostedErrors] = useState<Partial<Record<RegistrationField, string>>>(
    back?.errors ?? {},
  );
  const [sent, setSent] = useState<{ email: string; message: string } | null>(() => {
    if (posted && 'sent' in posted) return posted.sent;
    const [codePosted] = emailCode;
    return codePosted ? { email: codePosted.email, message: codePosted.note.text } : null;
  });
  /** `?next=`, once the scripts have read it (the server action reads it from the posting page). */
  const [next, setNext] = useState<string | null>(null);
  const form = useForm<RegistrationValues>({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: { ...EMPTY_REGISTRATION, ...back?.values },
  });
  const busy = form.formState.isSubmitting;

  useEffect(() => setNext(nextPath(appRoutes.account.plans)), []);

  const field = (name: RegistrationField) =>
    registerField(form, name, {
      id: `reg-${name}`,
      posted: postedErrors[name],
      filter: name !== 'password',
      onEdit: () => setPostedErrors(({ [name]: _cleared, ...rest }) => rest),
    });
  const firstPosted = REGISTRATION_FIELDS.find((name) => back?.errors[name]);

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const res = await authApi.signUp(registrationBody(values));
    if (res.ok) return setSent({ email: res.data.email, message: res.data.message });
    const fieldErrors = registrationErrorsFromServer(
      res.error.error_code,
      res.error.message,
      res.error.fields,
    );
    if (!fieldErrors) return setFormError(res.error.message);
    const first = REGISTRATION_FIELDS.find((name) => fieldErrors[name]);
    for (const name of REGISTRATION_FIELDS) {
      const message = fieldErrors[name];
      if (message) form.setError(name, { type: 'server', message }, { shouldFocus: name === first });
    }
  });

  if (session.status === 'ready' && session.customer && !sent)
    return (
      <SignedInNotice
        name={session.customer.first_name || session.customer.name}
        next={next ?? appRoutes.account.plans}
      />
    );

  if (sent)
    return (
      <div className="grid gap-2">
        <h2 className="kv-h3">Verify your email</h2>
        <EmailCodeForm
          email={sent.email}
          message={sent.message}
          next={next}
          fallback={appRoutes.account.plans}
          action={emailCode}
          onChangeEmail={() => setSent(null)}
        />
      </div>
    );

  return (
    <BusyForm
      action={formAction}
      busy={busy}
      onSubmit={(event) => {
        setPostedErrors({});
        void submit(event);
      }}
      className="grid gap-4"
    >
      {next !== null && <input type="hidden" name="next" value={next} />}
      <div className="grid min-w-0 gap-4">
        <FormAlert text={formError} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            {...field('first_name')}
            label="First name"
            required
            autoComplete="given-name"
            maxLength={60}
            autoFocus={firstPosted === 'first_name'}
          />
          <Field
            {...field('last_name')}
            label="Last name"
            optional
            autoComplete="family-name"
            maxLength={60}
            autoFocus={firstPosted === 'last_name'}
          />
        </div>
        <Field
          {...field('email')}
          label="Email"
          type="email"
          hint={EMAIL_STAGE_MESSAGES[1]}
          required
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          autoFocus={firstPosted === 'email'}
        />
        <Field
          {...field('phone')}
          label="Mobile number"
          type="tel"
          optional
          autoComplete="tel-national"
          inputMode="tel"
          maxLength={14}
          autoFocus={firstPosted === 'phone'}
        />
        <PasswordField
          {...field('password')}
          label="Password"
          hint={PASSWORD_HINT}
          required
          autoComplete="new-password"
          autoFocus={firstPosted === 'password'}
        />
        <SubmitButton busy={busy} busyText="Creating your account…" className="kv-btn mt-1 w-full">
          Create account
        </SubmitButton>
      </div>
      <p className="text-center text-slate-800">
        Already have an account?{' '}
        <a
          href={loginHref(next ?? appRoutes.account.plans)}
          className="font-semibold text-brand-800 underline underline-offset-2"
        >
          Login
        </a>
      </p>
    </BusyForm>
  );
}

const loginHref = (next: string) => (next === '/' ? appRoutes.login : appRoutes.loginThen(next));
