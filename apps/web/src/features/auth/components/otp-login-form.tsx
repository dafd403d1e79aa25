import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { REQUIRED_FIELD_MESSAGE, normaliseIndianMobile } from '@kavach/domain';
import { CodeField } from '@/components/code-field';
import { SpinnerIcon } from '@/components/icons';
import { TextField } from '@/components/text-field';
import { VoiceCodeButton } from '@/components/voice-code-button';
import { useCountdown } from '@/features/checkout/use-countdown';
import { authApi } from '../auth-api';
import { continueSignedIn } from '../customer-session';

type Note = { tone: 'info' | 'error'; text: string };

/**
 * 'Login with OTP': a mobile number, a code by SMS (POST /v3/otp/send_otp, as the checkout does),
 * then POST /customers/login {phone, otp}. Resend waits for the seconds the API names; from then on
 * the code can also come by a voice call (POST /v3/otp/send_voice_otp).
 */
export function OtpLoginForm({ next }: { next: string }) {
  const noteId = useId();
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [note, setNote] = useState<Note | null>(null);
  const [busy, setBusy] = useState<'send' | 'voice' | 'login' | null>(null);
  const [holdUntil, setHoldUntil] = useState<number | null>(null);
  const wait = useCountdown(holdUntil);

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

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy || wait > 0) return;
    const normalised = normaliseIndianMobile(phone);
    const error = !phone.trim()
      ? REQUIRED_FIELD_MESSAGE
      : normalised
        ? undefined
        : 'Enter a valid 10-digit Indian mobile number.';
    setPhoneError(error);
    if (error || !normalised) return document.getElementById('otp-phone')?.focus();
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

  const login = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !sentTo) return;
    if (!/^\d{6}$/.test(code)) return setNote({ tone: 'error', text: 'Enter the 6-digit OTP.' });
    setBusy('login');
    const res = await authApi.loginWithCode(sentTo, code);
    if (res.ok) return continueSignedIn(next);
    setBusy(null);
    setNote({ tone: 'error', text: res.error.message });
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

  if (!sentTo)
    return (
      <form
        method="post"
        noValidate
        onSubmit={(e) => void send(e)}
        aria-busy={busy !== null}
        className="grid gap-4"
      >
        <TextField
          id="otp-phone"
          label="Mobile number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={phone}
          onChange={(v) => {
            setPhone(v.replace(/[^\d+ -]/g, '').slice(0, 14));
            setPhoneError(undefined);
          }}
          error={phoneError}
          hint="We will send a 6-digit OTP by SMS."
          required
          maxLength={14}
        />
        {status}
        <button type="submit" className="kv-btn w-full gap-2" aria-disabled={busy !== null || wait > 0}>
          {busy === 'send' ? <SpinnerIcon width={18} height={18} /> : null}
          {wait > 0 ? `Send OTP in ${wait} s` : 'Send OTP'}
        </button>
      </form>
    );

  return (
    <form
      method="post"
      noValidate
      onSubmit={(e) => void login(e)}
      aria-busy={busy !== null}
      className="grid gap-4"
    >
      <p className="text-slate-800">
        OTP sent to <strong className="whitespace-nowrap">{sentTo}</strong>.{' '}
        <button
          type="button"
          className="kv-tlink min-h-0"
          onClick={() => {
            setSentTo(null);
            setNote(null);
          }}
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
        <button type="submit" className="kv-btn gap-2" aria-disabled={busy !== null}>
          {busy === 'login' ? <SpinnerIcon width={18} height={18} /> : null}
          {busy === 'login' ? 'Logging in…' : 'Login'}
        </button>
        <button
          type="button"
          className="kv-btn2 gap-2"
          aria-disabled={busy !== null || wait > 0}
          onClick={() => void send()}
        >
          {busy === 'send' ? <SpinnerIcon width={18} height={18} /> : null}
          {wait > 0 ? `${sendLabel} in ${wait} s` : sendLabel}
        </button>
        {wait === 0 ? <VoiceCodeButton busy={busy === 'voice'} onClick={() => void call()} /> : null}
      </div>
    </form>
  );
}
