import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { CodeField } from '@/components/code-field';
import { FormAlert } from '@/components/form-alert';
import { SpinnerIcon } from '@/components/icons';
import { PasswordField } from '@/components/password-field';
import { StatusNote } from '@/components/status-note';
import { SubmitButton } from '@/components/submit-button';
import { LoadingCards } from '@/features/account/components/data-states';
import { appRoutes } from '@/lib/app-routes';
import { checkResolver } from '@/lib/forms/contract-resolver';
import { registerField } from '@/lib/forms/register-field';
import { authApi } from '../auth-api';
import { PASSWORD_HINT, PASSWORD_MIN_LENGTH } from '../registration-form-model';

type LinkState =
  | { status: 'checking' }
  | { status: 'invalid'; message: string }
  | { status: 'ready'; phoneCode: boolean; maskedPhone: string | null }
  | { status: 'done'; message: string };

type Note = { tone: 'info' | 'error'; text: string };
type PasswordValues = { password: string };

/** docs/product/security-tests.md#t5-1: at least 8 characters (an empty password is too short too). */
const resolver = checkResolver<PasswordValues>(({ password }) =>
  [...password].length < PASSWORD_MIN_LENGTH
    ? { password: `Use at least ${PASSWORD_MIN_LENGTH} characters.` }
    : {},
);

/**
 * The emailed link (docs/product/security-tests.md#t5-4: one use, 60 minutes): POST /customers/verify_token first; where the
 * account has a verified phone, a code to that phone is needed too (docs/product/security-tests.md#t5-5, 'Send OTP'); then the
 * new password (POST /customers/reset_password), which ends every session of the account.
 */
export function NewPasswordForm({ token }: { token: string }) {
  const noteId = useId();
  const [link, setLink] = useState<LinkState>({ status: 'checking' });
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [note, setNote] = useState<Note | null>(null);
  const [sending, setSending] = useState(false);
  const form = useForm<PasswordValues>({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: { password: '' },
  });
  const busy = sending ? 'send' : form.formState.isSubmitting ? 'save' : null;

  useEffect(() => {
    let live = true;
    void authApi.verifyResetToken(token).then((res) => {
      if (!live) return;
      if (!res.ok) return setLink({ status: 'invalid', message: res.error.message });
      const d = res.data;
      setLink(
        d.valid
          ? { status: 'ready', phoneCode: d.phone_code_required, maskedPhone: d.masked_phone }
          : { status: 'invalid', message: d.message },
      );
    });
    return () => {
      live = false;
    };
  }, [token]);

  const sendCode = async () => {
    if (busy) return;
    setSending(true);
    const res = await authApi.verifyResetToken(token, true);
    setSending(false);
    if (!res.ok) return setNote({ tone: 'error', text: res.error.message });
    if (!res.data.valid) return setLink({ status: 'invalid', message: res.data.message });
    setCodeSent(true);
    setCode('');
    setNote({ tone: 'info', text: res.data.message });
  };

  const submit = form.handleSubmit(async ({ password }) => {
    if (link.status !== 'ready') return;
    const res = await authApi.resetPassword(token, password, link.phoneCode ? code : undefined);
    if (res.ok) return setLink({ status: 'done', message: res.data.message });
    const { error_code: code_, message, fields } = res.error;
    if (code_ === 'RESET_LINK_INVALID') return setLink({ status: 'invalid', message });
    if (code_.startsWith('PASSWORD_'))
      return form.setError(
        'password',
        { type: 'server', message: fields?.password ?? message },
        { shouldFocus: true },
      );
    setNote({ tone: 'error', text: message });
  });

  /** The code is checked first: a wrong one is the thing to fix (the password's error shows too). */
  const save = (event: FormEvent) => {
    if (busy || link.status !== 'ready') return event.preventDefault();
    if (link.phoneCode && !/^\d{6}$/.test(code)) {
      event.preventDefault();
      void form.trigger('password');
      setNote({ tone: 'error', text: 'Enter the 6-digit OTP.' });
      return document.getElementById('reset-otp')?.focus();
    }
    void submit(event);
  };

  if (link.status === 'checking') return <LoadingCards label="Checking your link…" count={1} />;

  if (link.status === 'invalid')
    return (
      <div className="grid gap-4">
        <FormAlert text={link.message} />
        <a href={appRoutes.passwordReset} className="kv-btn w-full">
          Get a new link
        </a>
      </div>
    );

  if (link.status === 'done')
    return (
      <div className="grid gap-4">
        <FormAlert tone="success" text={link.message} />
        <a href={appRoutes.login} className="kv-btn w-full">
          Login
        </a>
      </div>
    );

  const noteLine = <StatusNote id={noteId} note={note} />;

  return (
    <form method="post" noValidate onSubmit={save} aria-busy={busy !== null} className="grid gap-4">
      {link.phoneCode ? (
        <fieldset className="grid gap-3 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 font-semibold text-slate-900">Confirm it’s you</legend>
          <p className="text-slate-800">
            We will send a 6-digit OTP by SMS to{' '}
            <strong className="whitespace-nowrap">{link.maskedPhone ?? 'your phone'}</strong>.
          </p>
          {codeSent ? (
            <CodeField
              id="reset-otp"
              value={code}
              onChange={setCode}
              describedBy={noteId}
              invalid={note?.tone === 'error'}
              autoFocus
            />
          ) : null}
          {noteLine}
          <button
            type="button"
            className={`${codeSent ? 'kv-btn2' : 'kv-btn'} justify-self-start gap-2`}
            aria-disabled={busy !== null}
            onClick={() => void sendCode()}
          >
            {busy === 'send' ? <SpinnerIcon width={18} height={18} /> : null}
            {codeSent ? 'Resend OTP' : 'Send OTP'}
          </button>
        </fieldset>
      ) : (
        noteLine
      )}
      <PasswordField
        {...registerField(form, 'password', { id: 'reset-password', filter: false })}
        label="New password"
        hint={PASSWORD_HINT}
        required
        autoComplete="new-password"
      />
      <SubmitButton busy={busy === 'save'} busyText="Saving…" aria-disabled={busy !== null}>
        Save new password
      </SubmitButton>
    </form>
  );
}
