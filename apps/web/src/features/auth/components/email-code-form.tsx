import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { CodeField } from '@/components/code-field';
import { SpinnerIcon } from '@/components/icons';
import { useCountdown } from '@/features/checkout/use-countdown';
import { authApi } from '../auth-api';
import { continueSignedIn } from '../customer-session';

interface EmailCodeFormProps {
  email: string;
  /** The docs/product/accounts.md#email-verification stage message the API answered (2: code sent, 3: already registered, code sent). */
  message: string;
  /** Where to go once the code is accepted (the customer is then signed in). */
  next: string;
  /** Lets the customer go back and correct the address. */
  onChangeEmail?: () => void;
}

type Note = { tone: 'info' | 'error'; text: string };

/**
 * docs/product/accounts.md#email-verification: the 6-digit code emailed to `email` (POST /v3/customer/activate_email
 * signs the customer in), and "Resend OTP" (POST /v3/customer/resend_activation). A 429 holds the
 * resend button for the seconds the API names.
 */
export function EmailCodeForm({ email, message, next, onChangeEmail }: EmailCodeFormProps) {
  const noteId = useId();
  const [code, setCode] = useState('');
  const [note, setNote] = useState<Note>({ tone: 'info', text: message });
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const [holdUntil, setHoldUntil] = useState<number | null>(null);
  const wait = useCountdown(holdUntil);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!/^\d{6}$/.test(code)) return setNote({ tone: 'error', text: 'Enter the 6-digit OTP.' });
    setBusy('verify');
    const res = await authApi.activateEmail(email, code);
    if (res.ok) return continueSignedIn(next);
    setBusy(null);
    setNote({ tone: 'error', text: res.error.message });
  };

  const resend = async () => {
    if (busy || wait > 0) return;
    setBusy('resend');
    const res = await authApi.resendActivation(email);
    setBusy(null);
    setCode('');
    if (res.ok) return setNote({ tone: 'info', text: res.data.message });
    setNote({ tone: 'error', text: res.error.message });
    const retry = res.error.retry_after_seconds;
    if (retry) setHoldUntil(Date.now() + retry * 1000);
  };

  return (
    <form
      method="post"
      noValidate
      onSubmit={(e) => void verify(e)}
      aria-busy={busy !== null}
      className="grid gap-4"
    >
      <p className="text-slate-800">
        Email: <strong className="break-all">{email}</strong>
        {onChangeEmail ? (
          <>
            {' '}
            <button type="button" className="kv-tlink min-h-0" onClick={onChangeEmail}>
              Change
            </button>
          </>
        ) : null}
      </p>
      <p
        id={noteId}
        role="status"
        className={`rounded-lg border p-3 ${note.tone === 'error' ? 'border-red-300 bg-red-50 text-red-900' : 'border-brand-100 bg-brand-50 text-brand-900'}`}
      >
        {note.text}
      </p>
      <CodeField
        id="email-otp"
        value={code}
        onChange={setCode}
        describedBy={noteId}
        invalid={note.tone === 'error'}
        autoFocus
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="kv-btn gap-2" aria-disabled={busy !== null}>
          {busy === 'verify' ? <SpinnerIcon width={18} height={18} /> : null}
          {busy === 'verify' ? 'Verifying…' : 'Verify email'}
        </button>
        <button
          type="button"
          className="kv-btn2 gap-2"
          aria-disabled={busy !== null || wait > 0}
          onClick={() => void resend()}
        >
          {busy === 'resend' ? <SpinnerIcon width={18} height={18} /> : null}
          {wait > 0 ? `Resend OTP in ${wait} s` : 'Resend OTP'}
        </button>
      </div>
    </form>
  );
}
