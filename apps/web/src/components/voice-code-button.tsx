import { PhoneIcon, SpinnerIcon } from './icons';

/**
 * The one-time code by a voice call (docs/product/api.md#one-time-codes: POST /v3/otp/send_voice_otp), offered
 * beside 'Resend OTP' once an SMS could be sent again (issue 18): the same resend wait holds both.
 * The spec gives no label; this one says what happens.
 */
export function VoiceCodeButton({ busy, onClick }: { busy: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className="kv-tlink gap-1.5"
      aria-disabled={busy}
      aria-busy={busy}
      onClick={onClick}
    >
      {busy ? <SpinnerIcon width={16} height={16} /> : <PhoneIcon width={16} height={16} />}
      Get the code on a call
    </button>
  );
}
