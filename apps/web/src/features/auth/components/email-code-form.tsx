import { useActionState, useEffect, useId, useState } from 'react';
import { useCountdown } from '@/features/checkout/use-countdown';
import { authApi } from '../auth-api';
import { continueSignedIn } from '../customer-session';
import { codeError } from '../sign-in-values';
import type { Note } from '../actions';
import { emailCodeAction } from '../sign-up-actions';
import type { EmailCodeState } from '../sign-up-actions';
import { CodeStep } from './code-step';

interface EmailCodeFormProps {
  email: string;
  /** The docs/product/accounts.md#email-verification stage message the API answered (2: code sent, 3: already registered, code sent). */
  message: string;
  /** Where to go once the code is accepted (the customer is then signed in); null until the page's scripts have read `?next=`. */
  next: string | null;
  /** Where to go when `next` is not known yet (a path on this site). */
  fallback: string;
  /**
   * The server action's state and its form action (`useActionState(emailCodeAction)`), when the
   * page keeps them to show this step again after a form post; else the form keeps its own.
   */
  action?: readonly [EmailCodeState, (form: FormData) => void, boolean];
  /** Lets the customer go back and correct the address. */
  onChangeEmail?: () => void;
}

/**
 * docs/product/accounts.md#email-verification: the 6-digit code emailed to `email` (POST /v3/customer/activate_email
 * signs the customer in), and "Resend OTP" (POST /v3/customer/resend_activation). A 429 holds the
 * resend button for the seconds the API names. A real form (`CodeStep`): posted before the scripts
 * run, it goes to the server action (decision 054); after, through the browser client.
 */
export function EmailCodeForm(props: EmailCodeFormProps) {
  const { email, message, next, fallback, onChangeEmail } = props;
  const own = useActionState(emailCodeAction, null);
  const [posted, formAction] = props.action ?? own;
  const noteId = useId();
  const [code, setCode] = useState('');
  const [note, setNote] = useState<Note>(posted?.note ?? { tone: 'info', text: message });
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const [holdUntil, setHoldUntil] = useState<number | null>(null);
  const wait = useCountdown(holdUntil);

  // The wait the server action was told, once the page runs (the server HTML shows none).
  useEffect(() => {
    if (posted?.holdUntil) setHoldUntil(posted.holdUntil);
  }, [posted]);

  const verify = async () => {
    if (busy) return;
    const wrong = codeError('', code);
    if (wrong) return setNote({ tone: 'error', text: wrong });
    setBusy('verify');
    const res = await authApi.activateEmail(email, code);
    if (res.ok) return continueSignedIn(next ?? fallback);
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
    <CodeStep
      id="email-code-form"
      formAction={formAction}
      hidden={
        <>
          <input type="hidden" name="email" value={email} />
          <input type="hidden" name="fallback" value={fallback} />
          {next !== null && <input type="hidden" name="next" value={next} />}
        </>
      }
      sentTo={
        <>
          Email: <strong className="break-all">{email}</strong>
        </>
      }
      change={onChangeEmail && { label: 'Change', run: onChangeEmail }}
      code={{ id: 'email-otp', value: code, onChange: setCode }}
      noteFirst
      note={
        <p
          id={noteId}
          role="status"
          className={`rounded-lg border p-3 ${note.tone === 'error' ? 'border-red-300 bg-red-50 text-red-900' : 'border-brand-100 bg-brand-50 text-brand-900'}`}
        >
          {note.text}
        </p>
      }
      noteId={noteId}
      invalid={note.tone === 'error'}
      busy={busy}
      submit={{ intent: 'verify', label: 'Verify email', busyText: 'Verifying…', run: () => void verify() }}
      resend={{ intent: 'resend', label: 'Resend OTP', run: () => void resend() }}
      wait={wait}
    />
  );
}
