import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { filterTypedInput } from '@kavach/domain';
import { SpinnerIcon } from '@/components/icons';
import { applyCoupon, removeCoupon } from '../cart-actions';
import type { CouponOutcome } from '../cart-actions';
import { linkedDiscountToApply, takeDiscountCookie } from '../discount-link';

/**
 * docs/product/cart.md#discount-codes "A discount is applied or removed on the cart; an invalid code shows an alert message" (docs/product/cart.md#discount-codes:
 * the server's message). The applied code comes from the cart, so it survives a reload. A code
 * from a `?discount=` link (docs/product/catalogue.md#query-parameters-and-marketing-cookies cookie) is applied here the first time the cart has items, its
 * outcome shown like a typed code's, and the cookie used up (issue 18).
 */
export function CouponForm({ appliedCode }: { appliedCode: string | null }) {
  const inputId = useId();
  const messageId = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<CouponOutcome | null>(null);
  const linkChecked = useRef(false);

  const run = async (action: () => Promise<CouponOutcome>) => {
    if (busy) return;
    setBusy(true);
    const outcome = await action();
    setBusy(false);
    setResult(outcome);
    if (outcome.valid) setCode('');
  };
  useEffect(() => {
    if (linkChecked.current) return;
    linkChecked.current = true;
    const linked = linkedDiscountToApply(takeDiscountCookie(), appliedCode);
    if (!linked) return;
    // In the field while it is checked, and kept there if refused: the visitor sees which code failed.
    setCode(linked);
    void run(() => applyCoupon(linked));
    // Once, on the first render with items: later changes of the applied code are the visitor's.
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) return setResult({ valid: false, message: 'Enter a coupon code.' });
    void run(() => applyCoupon(trimmed));
  };

  return (
    <div className="mt-4 border-t border-slate-200 pt-4">
      {appliedCode ? (
        <div className="flex items-center justify-between gap-2 rounded-lg bg-green-50 px-3 py-1 text-sm">
          <p className="text-green-900">
            Coupon <strong>{appliedCode}</strong> applied
          </p>
          <button
            type="button"
            className="kv-tlink text-sm"
            aria-disabled={busy}
            onClick={() => void run(removeCoupon)}
          >
            Remove<span className="sr-only"> coupon {appliedCode}</span>
          </button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate>
          <label htmlFor={inputId} className="text-sm font-semibold text-slate-900">
            Coupon code
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id={inputId}
              name="coupon"
              value={code}
              onChange={(e) => setCode((prev) => filterTypedInput(prev, e.target.value))}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={64}
              aria-describedby={result ? messageId : undefined}
              aria-invalid={result && !result.valid ? true : undefined}
              className="kv-input min-w-0 flex-1 uppercase"
            />
            <button type="submit" className="kv-btn2 gap-2 px-4" aria-disabled={busy} aria-busy={busy}>
              {busy ? <SpinnerIcon width={16} height={16} /> : null}
              Apply
            </button>
          </div>
        </form>
      )}
      <p
        id={messageId}
        role="status"
        className={`mt-2 text-sm empty:mt-0 ${result?.valid ? 'text-green-800' : 'text-red-700'}`}
      >
        {result?.message ?? ''}
      </p>
    </div>
  );
}
