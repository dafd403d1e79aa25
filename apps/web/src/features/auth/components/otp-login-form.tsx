import { useEffect, useId, useState } from 'react';
import type { MouseEvent } from 'react';
import { useForm } from 'react-hook-form';
import { CodeField } from '@/components/code-field';
import { Field } from '@/components/field';
import { SpinnerIcon } from '@/components/icons';
import { VoiceCodeButton } from '@/components/voice-code-button';
import { useCountdown } from '@/features/checkout/use-countdown';
import { checkResolver } from '@/lib/forms/contract-resolver';
import { registerField } from '@/lib/forms/register-field';
import { authApi } from '../auth-api';
import { continueSignedIn } from '../customer-session';
import { codeError, phoneError, phoneInput } from '../sign-in-values';
import type { Note, PhoneCodeState } from '../actions';

type PhoneValues = { phone: string };
const resolver = checkResolver<PhoneValues>(({ phone }) => {
  const error = phoneError(phone);
  return error ? { phone: error } : {};
});

interface OtpLoginFormProps {
  id: string;
  /** Where to go after the sign-in; null until the page's scripts have read `?next=`. */
  next: string | null;
  /** What the server action answered to a form posted before the scripts ran. */
  posted: PhoneCodeState | null;
  formAction: (form: FormData) => void;
}

/**
 * 'Login with OTP': a mobile number, a code by SMS (POST /v3/otp/send_otp, as the checkout does),
 * then POST /customers/login {phone, otp}. Resend waits for the seconds the API names; from then on
 * the code can also come by a voice call (POST /v3/otp/send_voice_otp). Real forms: every button
 * posts to the server action before the scripts run (decision 054; `intent` names it), and calls
 * the API through the browser client after.
 */
export function OtpLoginForm({ id, next, posted, formAction }: OtpLoginFormProps) {
  const noteId = useId();
  const [sentTo, setSentTo] = useState<string | null>(posted?.sentTo ?? null);
  const [code, setCode] = useState('');
  const [note, setNote] = useState<Note | null>(posted?.note ?? null);
  const [postedError, setPostedError] = useState(posted?.phoneError);
  const [busy, setBusy] = useState<'send' | 'voice' | 'login' | null>(null);
  const [holdUntil, setHoldUntil] = useState<number | null>(null);
  const wait = useCountdown(holdUntil);
  const form = useForm<PhoneValues>({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: { phone: posted?.phone ?? '' },
  });

  // The wait the server action was told, once the page runs (the server HTML shows none).
  useEffect(() => {
    if (posted?.holdUntil) setHoldUntil(posted.holdUntil);
  }, [posted]);

  const hold = (seconds: number | undefined) => {
    if (seconds) setHoldUntil(Date.now() + seconds * 1000);
  };

  const call = async () => {
    if (busy || wait > 0 || !sentTo) return;
    setBusy('voice');
    const res = await authApi.sendVoiceCode(sentTo);
    setBusy(null);
    if (!res.ok) {
      setNote({ tone: 'error', text: res.error.message });
      return hold(res.error.retry_after_seconds);
    }
    setNote({ tone: 'info', text: res.data.message });
    hold(res.data.resend_after_seconds);
  };

  const sendTo = async (phone: string) => {
    if (busy || wait > 0) return;
    setBusy('send');
    const res = await authApi.sendPhoneCode(phone);
    setBusy(null);
    if (!res.ok) {
      setNote({ tone: 'error', text: res.error.message });
      return hold(res.error.retry_after_seconds);
    }
    setSentTo(phone);
    setCode('');
    setNote({ tone: 'info', text: res.data.message });
    hold(res.data.resend_after_seconds);
  };

  const send = form.handleSubmit(({ phone }) => sendTo(phone));

  const login = async () => {
    if (busy || !sentTo) return;
    const wrong = codeError(sentTo, code);
    if (wrong) return setNote({ tone: 'error', text: wrong });
    setBusy('login');
    const res = await authApi.loginWithCode(sentTo, code);
    if (res.ok) return continueSignedIn(next ?? '/');
    setBusy(null);
    setNote({ tone: 'error', text: res.error.message });
  };

  /** After hydration a submit button runs in the browser: no form post. */
  const inBrowser = (run: () => void) => (event: MouseEvent) => {
    event.preventDefault();
    run();
  };

  const sendLabel = sentTo ? 'Resend OTP' : 'Send OTP';
  const status = (
    <p
      id={noteId}
      role="status"
      className={`text-sm font-medium empty:hidden ${note?.tone === 'error' ? 'text-red-700' : 'text-green-800'}`}
    >
      {note?.text ?? ''}
    </p>
  );
  const hidden = next !== null && <input type="hidden" name="next" value={next} />;

  if (!sentTo)
    return (
      <form
        id={id}
        noValidate
        action={formAction}
        onSubmit={(event) => {
          if (busy !== null || wait > 0) event.preventDefault();
          else {
            setPostedError(undefined);
            void send(event);
          }
        }}
        aria-busy={busy !== null}
        className="grid gap-4"
      >
        {hidden}
        <Field
          {...registerField(form, 'phone', {
            id: 'otp-phone',
            posted: postedError,
            filter: phoneInput,
            onEdit: () => setPostedError(undefined),
          })}
          label="Mobile number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          hint="We will send a 6-digit OTP by SMS."
          required
          maxLength={14}
          autoFocus={Boolean(postedError)}
        />
        {status}
        <button
          type="submit"
          name="intent"
          value="send"
          className="kv-btn w-full gap-2"
          aria-disabled={busy !== null || wait > 0}
        >
          {busy === 'send' ? <SpinnerIcon width={18} height={18} /> : null}
          {wait > 0 ? `Send OTP in ${wait} s` : 'Send OTP'}
        </button>
      </form>
    );

  return (
    <>
      <form
        id={id}
        noValidate
        action={formAction}
        onSubmit={(event) => {
          event.preventDefault();
          void login();
        }}
        aria-busy={busy !== null}
        className="grid gap-4"
      >
        {hidden}
        <input type="hidden" name="sent_to" value={sentTo} />
        <p className="text-slate-800">
          OTP sent to <strong className="whitespace-nowrap">{sentTo}</strong>.{' '}
          <button
            type="submit"
            form={`${id}-change`}
            className="kv-tlink min-h-0"
            onClick={inBrowser(() => {
              form.setValue('phone', sentTo);
              setSentTo(null);
              setNote(null);
            })}
          >
            Change number
          </button>
        </p>
        <CodeField
          id="otp-code"
          value={code}
          onChange={setCode}
          describedBy={noteId}
          invalid={note?.tone === 'error'}
          autoFocus
        />
        {status}
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            name="intent"
            value="login"
            className="kv-btn gap-2"
            aria-disabled={busy !== null}
          >
            {busy === 'login' ? <SpinnerIcon width={18} height={18} /> : null}
            {busy === 'login' ? 'Logging in…' : 'Login'}
          </button>
          <button
            type="submit"
            name="intent"
            value="send"
            formNoValidate
            className="kv-btn2 gap-2"
            aria-disabled={busy !== null || wait > 0}
            onClick={inBrowser(() => void sendTo(sentTo))}
          >
            {busy === 'send' ? <SpinnerIcon width={18} height={18} /> : null}
            {wait > 0 ? `${sendLabel} in ${wait} s` : sendLabel}
          </button>
          {wait === 0 ? (
            <VoiceCodeButton busy={busy === 'voice'} intent="voice" onClick={() => void call()} />
          ) : null}
        </div>
      </form>
      {/* Its own form, so that Enter in the code field logs in (the first submit button of a form is its default). */}
      <form id={`${id}-change`} action={formAction} hidden>
        <input type="hidden" name="intent" value="change" />
        <input type="hidden" name="sent_to" value={sentTo} />
      </form>
    </>
  );
}
