import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/field';
import { StatusNote } from '@/components/status-note';
import { SubmitButton } from '@/components/submit-button';
import { VoiceCodeButton } from '@/components/voice-code-button';
import { useCountdown } from '@/features/checkout/use-countdown';
import { checkResolver } from '@/lib/forms/contract-resolver';
import { registerField } from '@/lib/forms/register-field';
import { authApi } from '../auth-api';
import { continueSignedIn } from '../customer-session';
import { codeError, phoneError, phoneInput } from '../sign-in-values';
import type { Note, PhoneCodeState } from '../actions';
import { CodeStep } from './code-step';

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

  const sendLabel = sentTo ? 'Resend OTP' : 'Send OTP';
  const status = <StatusNote id={noteId} note={note} />;
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
        <SubmitButton
          name="intent"
          value="send"
          busy={busy === 'send'}
          aria-disabled={busy !== null || wait > 0}
        >
          {wait > 0 ? `Send OTP in ${wait} s` : 'Send OTP'}
        </SubmitButton>
      </form>
    );

  return (
    <CodeStep
      id={id}
      formAction={formAction}
      hidden={
        <>
          {hidden}
          <input type="hidden" name="sent_to" value={sentTo} />
        </>
      }
      sentTo={
        <>
          OTP sent to <strong className="whitespace-nowrap">{sentTo}</strong>.
        </>
      }
      change={{
        label: 'Change number',
        run: () => {
          form.setValue('phone', sentTo);
          setSentTo(null);
          setNote(null);
        },
        hidden: <input type="hidden" name="sent_to" value={sentTo} />,
      }}
      code={{ id: 'otp-code', value: code, onChange: setCode }}
      note={status}
      noteId={noteId}
      invalid={note?.tone === 'error'}
      busy={busy}
      submit={{ intent: 'login', label: 'Login', busyText: 'Logging in…', run: () => void login() }}
      resend={{ intent: 'send', label: sendLabel, run: () => void sendTo(sentTo) }}
      wait={wait}
      extra={
        wait === 0 ? (
          <VoiceCodeButton busy={busy === 'voice'} intent="voice" onClick={() => void call()} />
        ) : null
      }
    />
  );
}
