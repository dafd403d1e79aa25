import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ResetLinkBody } from '@kavach/contracts';
import { isValidEmail } from '@kavach/domain';
import { BusyForm } from '@/components/busy-form';
import { Field } from '@/components/field';
import { FormAlert } from '@/components/form-alert';
import { SubmitButton } from '@/components/submit-button';
import { appRoutes } from '@/lib/app-routes';
import { contractErrors } from '@/lib/forms/contract-errors';
import { checkResolver } from '@/lib/forms/contract-resolver';
import { registerField } from '@/lib/forms/register-field';
import { authApi } from '../auth-api';

type ResetValues = { email: string };

/** docs/product/accounts.md#input-rules 'Required field', the email's shape, then the `ResetLinkBody` contract. */
const resolver = checkResolver<ResetValues>((v) => {
  const body = { email: v.email.trim() };
  const errors = contractErrors(ResetLinkBody, body, ['email']);
  if (!errors.email && !isValidEmail(body.email.toLowerCase())) errors.email = 'Enter a valid email address.';
  return errors;
});

/**
 * Ask for a reset link (POST /customers/send_reset_password_link). The API answers the same
 * whether or not an account has the address (docs/product/security-tests.md#t4-11); the page shows that answer as it is.
 */
export function ResetLinkForm() {
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<ResetValues>({ resolver, reValidateMode: 'onSubmit', defaultValues: { email: '' } });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const res = await authApi.sendResetLink(values.email.trim());
    if (res.ok) return setDone(res.data.message);
    if (res.error.error_code === 'INVALID_EMAIL')
      return form.setError('email', { type: 'server', message: res.error.message });
    setFormError(res.error.message);
  });

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
    <BusyForm method="post" busy={busy} onSubmit={(e) => void submit(e)} className="grid gap-4">
      <FormAlert text={formError} />
      <p className="text-slate-800">
        Enter the email of your Kavach account. We will send you a link to choose a new password.
      </p>
      <Field
        {...registerField(form, 'email', { id: 'reset-email' })}
        label="Email"
        type="email"
        required
        autoComplete="email"
        inputMode="email"
        maxLength={254}
      />
      <SubmitButton busy={busy} busyText="Sending…">
        Send reset link
      </SubmitButton>
      <a href={appRoutes.login} className="kv-tlink justify-self-center">
        Back to login
      </a>
    </BusyForm>
  );
}
