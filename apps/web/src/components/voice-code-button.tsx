import { PhoneIcon, SpinnerIcon } from './icons';

/**
 * The one-time code by a voice call (docs/product/api.md#one-time-codes: POST /v3/otp/send_voice_otp), offered
 * beside 'Resend OTP' once an SMS could be sent again (issue 18): the same resend wait holds both.
 * The spec gives no label; this one says what happens. With `intent` it is also a submit button
 * of its form (`intent=<intent>`), for a tap before the page's scripts run (decision 054).
 */
export function VoiceCodeButton({
  busy,
  onClick,
  intent,
}: {
  busy: boolean;
  onClick: () => void;
  intent?: string;
}) {
  return (
    <button
      type={intent ? 'submit' : 'button'}
      name={intent ? 'intent' : undefined}
      value={intent}
      formNoValidate={intent ? true : undefined}
      className="kv-tlink gap-1.5"
      aria-disabled={busy}
      aria-busy={busy}
      onClick={(event) => {
        event.preventDefault();
        onClick();
      }}
    >
      {busy ? <SpinnerIcon width={16} height={16} /> : <PhoneIcon width={16} height={16} />}
      Get the code on a call
    </button>
  );
}
