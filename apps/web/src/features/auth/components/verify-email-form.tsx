import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { REQUIRED_FIELD_MESSAGE, isValidEmail } from '@kavach/domain';
import { BusyForm } from '@/components/busy-form';
import { Field } from '@/components/field';
import { FormAlert } from '@/components/form-alert';
import { SubmitButton } from '@/components/submit-button';
import { checkResolver } from '@/lib/forms/contract-resolver';
import { registerField } from '@/lib/forms/register-field';
import { authApi } from '../auth-api';
import { EMAIL_STAGE_MESSAGES } from '../email-stages';

type VerifyValues = { email: string };

/** docs/product/accounts.md#input-rules 'Required field', then the email's shape. */
const resolver = checkResolver<VerifyValues>(({ email }) => {
  const trimmed = email.trim();
  if (!trimmed) return { email: REQUIRED_FIELD_MESSAGE };
  return isValidEmail(trimmed.toLowerCase()) ? {} : { email: 'Enter a valid email address.' };
});

interface VerifyEmailFormProps {
  /** The address the page was opened with (`?email=`), or the one being corrected. */
  email: string;
  /** A code is on its way to `email`; `message` is the docs/product/accounts.md#email-verification stage text. */
  onSent: (email: string, message: string) => void;
}

/**
 * Stage 1 of the email verification screen: the address and 'Send OTP'
 * (POST /v3/customer/resend_activation), react-hook-form with its check (decision 054).
 */
export function VerifyEmailForm({ email, onSent }: VerifyEmailFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<VerifyValues>({ resolver, reValidateMode: 'onSubmit', defaultValues: { email } });
  const busy = form.formState.isSubmitting;

  const send = form.handleSubmit(async (values) => {
    setFormError(null);
    const res = await authApi.resendActivation(values.email.trim());
    if (res.ok) return onSent(res.data.email, res.data.message);
    if (res.error.error_code === 'INVALID_EMAIL')
      return form.setError('email', { type: 'server', message: res.error.message });
    setFormError(res.error.message);
  });

  return (
    <BusyForm method="post" busy={busy} onSubmit={(e) => void send(e)} className="grid gap-4">
      <FormAlert text={formError} />
      <Field
        {...registerField(form, 'email', { id: 'verify-email' })}
        label="Email"
        type="email"
        hint={EMAIL_STAGE_MESSAGES[1]}
        required
        autoComplete="email"
        inputMode="email"
        maxLength={254}
      />
      <SubmitButton busy={busy} busyText="Sending…">
        Send OTP
      </SubmitButton>
    </BusyForm>
  );
}
