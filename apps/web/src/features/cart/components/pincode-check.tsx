import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { SpinnerIcon } from '@/components/icons';
import { cartApi } from '../cart-api';
import type { ServiceableAnswer } from '../cart-api';

const PIN = /^[1-9][0-9]{5}$/;

interface PincodeCheckProps {
  token: string;
  /** The last check (its PIN is flagged when something is not served, docs/product/accounts.md#input-rules). */
  result: ServiceableAnswer | null;
  onResult: (answer: ServiceableAnswer) => void;
}

/** docs/product/cart.md#serviceability cart serviceability: GET /v3/cart/serviceable/{token}?pincode= for the items in the cart. */
export function PincodeCheck({ token, result, onResult }: PincodeCheckProps) {
  const inputId = useId();
  const messageId = useId();
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!PIN.test(pin)) return setError('Enter a 6-digit PIN code');
    setBusy(true);
    setError(null);
    const res = await cartApi.serviceable(token, pin);
    setBusy(false);
    if (res.ok) onResult(res.data);
    else setError(res.error.message);
  };

  const unserved = result && !result.serviceable && result.pincode === pin;
  const message = error
    ? error
    : result
      ? result.serviceable
        ? `All plans in your cart are available at ${result.pincode}.`
        : `Some plans are not available at ${result.pincode}.`
      : '';
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="kv-card mt-4">
      <label htmlFor={inputId} className="font-semibold text-slate-900">
        Check availability at your PIN code
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={inputId}
          name="pincode"
          value={pin}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          aria-describedby={messageId}
          aria-invalid={error || unserved ? true : undefined}
          data-non-serviceable={unserved || undefined}
          className="kv-input w-36"
        />
        <button type="submit" className="kv-btn2 gap-2 px-4" aria-disabled={busy} aria-busy={busy}>
          {busy ? <SpinnerIcon width={16} height={16} /> : null}
          Check
        </button>
      </div>
      <p
        id={messageId}
        role="status"
        className={`mt-2 text-sm empty:mt-0 ${result?.serviceable && !error ? 'text-green-800' : 'text-red-700'}`}
      >
        {message}
      </p>
    </form>
  );
}
