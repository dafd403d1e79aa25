import { useState } from 'react';
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
import { continueSignedIn } from '../customer-session';
import { passwordSignInBody, passwordSignInErrors } from '../sign-in-values';
import type { PasswordSignInValues } from '../sign-in-values';
import type { PasswordSignInState } from '../actions';

const resolver = checkResolver<PasswordSignInValues>(passwordSignInErrors);

interface PasswordLoginFormProps {
  id: string;
  /** Where to go after the sign-in; null until the page's scripts have read `?next=`. */
  next: string | null;
  /** What the server action answered to a form posted before the scripts ran. */
  posted: Extract<PasswordSignInState, { username: string }> | null;
  formAction: (form: FormData) => void;
  /** 403 EMAIL_NOT_VERIFIED: a code went to this address; the page shows the code step. */
  onEmailNotVerified: (email: string, message: string) => void;
}

/**
 * Email or mobile number + password (POST /customers/login), react-hook-form with the sign-in
 * check (sign-in-values.ts). A real form: posted before the scripts run it goes to the server
 * action (decision 054); after, it signs in through the browser client.
 */
export function PasswordLoginForm({
  id,
  next,
  posted,
  formAction,
  onEmailNotVerified,
}: PasswordLoginFormProps) {
  const [formError, setFormError] = useState<string | null>(posted?.formError ?? null);
  const [postedErrors, setPostedErrors] = useState(posted?.errors ?? {});
  const [leaving, setLeaving] = useState(false);
  const form = useForm<PasswordSignInValues>({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: { username: posted?.username ?? '', password: '' },
  });
  const busy = form.formState.isSubmitting || leaving;
  const field = (name: keyof PasswordSignInValues, filter = true) =>
    registerField(form, name, {
      id: `login-${name}`,
      posted: postedErrors[name],
      filter,
      onEdit: () => setPostedErrors(({ [name]: _cleared, ...rest }) => rest),
    });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const body = passwordSignInBody(values);
    const res = await authApi.loginWithPassword(body.username, body.password);
    if (res.ok) {
      setLeaving(true);
      return continueSignedIn(next ?? '/');
    }
    if (res.error.error_code === 'EMAIL_NOT_VERIFIED' && res.error.email)
      return onEmailNotVerified(res.error.email, res.error.message);
    setFormError(res.error.message);
    form.setValue('password', '');
    form.setFocus('password');
  });

  const firstPosted = (['username', 'password'] as const).find((name) => posted?.errors[name]);
  return (
    <BusyForm
      id={id}
      action={formAction}
      busy={busy}
      onSubmit={(event) => {
        setPostedErrors({});
        void submit(event);
      }}
      className="grid gap-4"
    >
      {next !== null && <input type="hidden" name="next" value={next} />}
      <FormAlert text={formError} />
      <Field
        {...field('username')}
        label="Email or mobile number"
        required
        autoComplete="username"
        maxLength={254}
        autoFocus={firstPosted === 'username'}
      />
      <PasswordField
        {...field('password', false)}
        label="Password"
        required
        autoComplete="current-password"
        autoFocus={firstPosted === 'password' || Boolean(posted?.formError)}
      />
      <a href={appRoutes.passwordReset} className="kv-tlink -mt-2 justify-self-start">
        Forgot password?
      </a>
      <SubmitButton busy={busy} busyText="Logging in…">
        Login
      </SubmitButton>
    </BusyForm>
  );
}
