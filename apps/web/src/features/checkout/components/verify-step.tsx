import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Cart } from '@kavach/contracts';
import { SpinnerIcon } from '@/components/icons';
import { StatusNote } from '@/components/status-note';
import { VoiceCodeButton } from '@/components/voice-code-button';
import { cartApi } from '@/features/cart/cart-api';
import { setCart } from '@/features/cart/cart-store';
import { displayPhone } from '@/lib/phone-display';
import { usePhoneOtp } from '../use-phone-otp';
import { StepNotice } from './step-notice';

interface VerifyStepProps {
  cart: Cart;
  notice: { message: string } | null;
  onVerified: (cart: Cart) => void;
  onChangeNumber: () => void;
}

/**
 * Step 2: one-time code to the cart's phone (POST /v3/otp/send_otp, then verify_otp); once a resend
 * is allowed, also by a voice call (send_voice_otp).
 */
export function VerifyStep({ cart, notice, onVerified, onChangeNumber }: VerifyStepProps) {
  const phone = cart.phone ?? '';
  const otp = usePhoneOtp(phone);
  const [code, setCode] = useState('');
  const [reading, setReading] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reading || !(await otp.verify(code))) return;
    // otp_verified is the session's verified phone = the cart's phone: read the cart again.
    setReading(true);
    const res = await cartApi.get(cart.token_id);
    setReading(false);
    if (res.ok) {
      setCart(res.data.cart);
      onVerified(res.data.cart);
    }
  };

  const verifying = otp.busy === 'verify' || reading;
  const sendLabel = otp.sent ? 'Resend OTP' : 'Send OTP';
  return (
    <div className="grid gap-5">
      <StepNotice message={notice?.message ?? null} />
      <p className="text-slate-800">
        We will send a 6-digit one-time code (OTP) by SMS to{' '}
        <strong className="whitespace-nowrap">{displayPhone(phone)}</strong>.{' '}
        <button type="button" className="kv-tlink" onClick={onChangeNumber}>
          Change number
        </button>
      </p>
      {otp.sent ? (
        <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-3" aria-busy={verifying}>
          <label htmlFor="co-otp" className="font-medium text-slate-900">
            Enter the 6-digit OTP
          </label>
          <div className="flex flex-wrap gap-3">
            <input
              id="co-otp"
              name="otp"
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              // Appears right after "Send OTP": the code is what the customer types next.
              autoFocus
              aria-invalid={otp.message?.tone === 'error' ? true : undefined}
              aria-describedby="co-otp-msg"
              className="kv-input w-40 text-center font-mono text-xl tracking-[0.4em]"
            />
            <button type="submit" className="kv-btn gap-2" aria-disabled={verifying} aria-busy={verifying}>
              {verifying ? <SpinnerIcon width={18} height={18} /> : null}
              {verifying ? 'Verifying…' : 'Verify'}
            </button>
          </div>
        </form>
      ) : null}
      <StatusNote id="co-otp-msg" note={otp.message} />
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={otp.sent ? 'kv-btn2 gap-2' : 'kv-btn gap-2'}
          aria-disabled={otp.busy !== null || otp.wait > 0}
          aria-busy={otp.busy === 'send'}
          onClick={() => void otp.send()}
        >
          {otp.busy === 'send' ? <SpinnerIcon width={18} height={18} /> : null}
          {otp.wait > 0 ? `${sendLabel} in ${otp.wait} s` : sendLabel}
        </button>
        {otp.canCall ? (
          <VoiceCodeButton busy={otp.busy === 'voice'} onClick={() => void otp.send('voice')} />
        ) : null}
        {otp.codeDead ? <p className="text-sm text-slate-700">Ask for a new OTP to continue.</p> : null}
      </div>
    </div>
  );
}
