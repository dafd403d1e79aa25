import { useState } from 'react';
import type { Cart } from '@kavach/contracts';
import { formatInr } from '@kavach/domain';
import { SpinnerIcon } from '@/components/icons';
import { CartTotals } from '@/features/cart/components/cart-totals';
import type { ApiFailure } from '@/lib/api-client.browser';
import type { Refusal } from '../checkout-refusal';
import { usePay } from '../use-pay';
import { PaymentChoice, type PaymentTiming } from './payment-choice';
import { ReviewMain } from './review-main';

export interface ReviewStepProps {
  cart: Cart;
  refusal: Refusal | null;
  /** Bumped to read slot availability again. */
  slotRefresh: number;
  onRefusal: (error: ApiFailure) => void;
  onEditDetails: () => void;
}

/**
 * Step 3: visit slots, plans, contact and address, totals, and "Pay ₹X" — or, for an insta-repair
 * cart the API allows to pay later (issue 18 §3), the choice "Pay after the visit" and "Book visit".
 */
export function ReviewStep({ cart, refusal, slotRefresh, onRefusal, onEditDetails }: ReviewStepProps) {
  const { busy, failure, pay, bookPayLater } = usePay(onRefusal);
  const [timing, setTiming] = useState<PaymentTiming>('now');
  const later = cart.pay_later_allowed && timing === 'after_visit';
  return (
    <div className="kv-cart-grid">
      <ReviewMain
        cart={cart}
        refusal={refusal}
        failure={failure}
        slotRefresh={slotRefresh}
        onEditDetails={onEditDetails}
      />
      <section
        aria-labelledby="co-total-title"
        className="kv-card shadow-sm min-[769px]:sticky min-[769px]:top-20"
      >
        <h3 id="co-total-title" className="kv-h3">
          {later ? 'Amount to pay after the visit' : 'Amount to pay'}
        </h3>
        <CartTotals cart={cart} className="mt-2" />
        {cart.pay_later_allowed ? <PaymentChoice value={timing} onChange={setTiming} /> : null}
        <button
          type="button"
          className="kv-btn mt-4 w-full gap-2 text-lg aria-disabled:cursor-wait aria-disabled:opacity-80"
          aria-disabled={busy}
          aria-busy={busy}
          onClick={() => void (later ? bookPayLater() : pay())}
        >
          {busy ? <SpinnerIcon width={20} height={20} /> : null}
          {busy
            ? later
              ? 'Booking your visit…'
              : 'Opening payment…'
            : later
              ? 'Book visit, pay later'
              : `Pay ${formatInr(cart.total)}`}
        </button>
        <p className="mt-2 text-center text-sm text-slate-700">
          {later
            ? 'Nothing to pay now. After the visit we send a payment link by SMS and email.'
            : 'You pay on a secure payment page: UPI, card or netbanking.'}
        </p>
      </section>
    </div>
  );
}
