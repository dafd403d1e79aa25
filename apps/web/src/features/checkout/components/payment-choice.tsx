/** When the customer pays: now, online, or after the technician's visit (issue 18 §3). */
export type PaymentTiming = 'now' | 'after_visit';

const CHOICES: readonly { value: PaymentTiming; label: string; hint: string }[] = [
  { value: 'now', label: 'Pay now', hint: 'UPI, card or netbanking on a secure payment page.' },
  {
    value: 'after_visit',
    label: 'Pay after the visit',
    hint: 'Your slot is booked now; the payment link comes by SMS and email after the visit.',
  },
];

interface PaymentChoiceProps {
  value: PaymentTiming;
  onChange: (value: PaymentTiming) => void;
}

/**
 * The payment choice of the review step, shown only for a cart the API allows to pay after the
 * visit (`pay_later_allowed`: the docs/product/checkout.md#pay-after-the-visit rule in packages/domain); other carts just pay now.
 */
export function PaymentChoice({ value, onChange }: PaymentChoiceProps) {
  return (
    <fieldset className="mt-4">
      <legend className="mb-2 font-semibold text-slate-900">When do you want to pay?</legend>
      <div className="grid gap-2">
        {CHOICES.map((c) => (
          <label key={c.value} className="kv-paymethod">
            <input
              type="radio"
              name="payment-timing"
              value={c.value}
              checked={value === c.value}
              onChange={() => onChange(c.value)}
              className="size-5 shrink-0 accent-brand-700"
            />
            <span>
              <span className="block font-semibold">{c.label}</span>
              <span className="block text-sm text-slate-600">{c.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
