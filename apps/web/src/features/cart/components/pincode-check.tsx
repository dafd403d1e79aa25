import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/field';
import { SpinnerIcon } from '@/components/icons';
import { registerField } from '@/lib/forms/register-field';
import { cartApi } from '../cart-api';
import type { ServiceableAnswer } from '../cart-api';

const PIN = /^[1-9][0-9]{5}$/;
type PinValues = { pincode: string };
/** What is kept of a change: digits only, six at most. */
const pinInput = (typed: string) => typed.replace(/\D/g, '').slice(0, 6);

interface PincodeCheckProps {
  token: string;
  /** The last check (its PIN is flagged when something is not served, docs/product/accounts.md#input-rules). */
  result: ServiceableAnswer | null;
  onResult: (answer: ServiceableAnswer) => void;
}

/**
 * docs/product/cart.md#serviceability cart serviceability: GET /v3/cart/serviceable/{token}?pincode= for the items in the cart.
 * The PIN field is react-hook-form's (decision 054); the check's answer, or what is wrong with the
 * PIN, is one status line.
 */
export function PincodeCheck({ token, result, onResult }: PincodeCheckProps) {
  const messageId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<PinValues>({ defaultValues: { pincode: '' } });
  const pin = form.watch('pincode');

  const submit = form.handleSubmit(async ({ pincode }) => {
    if (busy) return;
    if (!PIN.test(pincode)) return setError('Enter a 6-digit PIN code');
    setBusy(true);
    setError(null);
    const res = await cartApi.serviceable(token, pincode);
    setBusy(false);
    if (res.ok) onResult(res.data);
    else setError(res.error.message);
  });

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
      <Field
        {...registerField(form, 'pincode', { id: 'cart-pincode', filter: pinInput })}
        label="Check availability at your PIN code"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        aria-describedby={messageId}
        aria-invalid={error || unserved ? true : undefined}
        data-non-serviceable={unserved || undefined}
        className="w-36"
        action={
          <button type="submit" className="kv-btn2 gap-2 px-4" aria-disabled={busy} aria-busy={busy}>
            {busy ? <SpinnerIcon width={16} height={16} /> : null}
            Check
          </button>
        }
      />
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
