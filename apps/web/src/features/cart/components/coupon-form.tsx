import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/field';
import { SpinnerIcon } from '@/components/icons';
import { registerField } from '@/lib/forms/register-field';
import { applyCoupon, removeCoupon } from '../cart-actions';
import type { CouponOutcome } from '../cart-actions';
import { linkedDiscountToApply, takeDiscountCookie } from '../discount-link';

type CouponValues = { coupon: string };

/**
 * docs/product/cart.md#discount-codes "A discount is applied or removed on the cart; an invalid code shows an alert message" (docs/product/cart.md#discount-codes:
 * the server's message). The applied code comes from the cart, so it survives a reload. A code
 * from a `?discount=` link (docs/product/catalogue.md#query-parameters-and-marketing-cookies cookie) is applied here the first time the cart has items, its
 * outcome shown like a typed code's, and the cookie used up (issue 18). The code field is
 * react-hook-form's (decision 054); every outcome, the form's own check too, is one status line.
 */
export function CouponForm({ appliedCode }: { appliedCode: string | null }) {
  const messageId = useId();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<CouponOutcome | null>(null);
  const form = useForm<CouponValues>({ defaultValues: { coupon: '' } });
  const linkChecked = useRef(false);

  const run = async (action: () => Promise<CouponOutcome>) => {
    if (busy) return;
    setBusy(true);
    const outcome = await action();
    setBusy(false);
    setResult(outcome);
    if (outcome.valid) form.setValue('coupon', '');
  };
  useEffect(() => {
    if (linkChecked.current) return;
    linkChecked.current = true;
    const linked = linkedDiscountToApply(takeDiscountCookie(), appliedCode);
    if (!linked) return;
    // In the field while it is checked, and kept there if refused: the visitor sees which code failed.
    form.setValue('coupon', linked);
    void run(() => applyCoupon(linked));
    // Once, on the first render with items: later changes of the applied code are the visitor's.
  }, []);

  const submit = form.handleSubmit(({ coupon }) => {
    const trimmed = coupon.trim();
    if (!trimmed) return setResult({ valid: false, message: 'Enter a coupon code.' });
    void run(() => applyCoupon(trimmed));
  });

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
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Field
            {...registerField(form, 'coupon', { id: 'cart-coupon' })}
            label="Coupon code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            aria-describedby={result ? messageId : undefined}
            aria-invalid={result && !result.valid ? true : undefined}
            className="flex-1 uppercase"
            action={
              <button type="submit" className="kv-btn2 gap-2 px-4" aria-disabled={busy} aria-busy={busy}>
                {busy ? <SpinnerIcon width={16} height={16} /> : null}
                Apply
              </button>
            }
          />
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
