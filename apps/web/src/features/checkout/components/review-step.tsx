'use client';

import type { Cart } from '@kavach/contracts';
import { formatInr } from '@kavach/domain';
import { SpinnerIcon } from '@/components/icons';
import { CartTotals } from '@/features/cart/components/cart-totals';
import type { ApiFailure } from '@/lib/api-client.browser';
import type { Refusal } from '../checkout-refusal';
import { usePay } from '../use-pay';
import { ReviewMain } from './review-main';

export interface ReviewStepProps {
  cart: Cart;
  refusal: Refusal | null;
  /** Bumped to read slot availability again. */
  slotRefresh: number;
  onRefusal: (error: ApiFailure) => void;
  onEditDetails: () => void;
}

/** Step 3: visit slots, plans, contact and address, totals, and "Pay ₹X". */
export function ReviewStep({ cart, refusal, slotRefresh, onRefusal, onEditDetails }: ReviewStepProps) {
  const { busy, failure, pay } = usePay(onRefusal);
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
          Amount to pay
        </h3>
        <CartTotals cart={cart} className="mt-2" />
        <button
          type="button"
          className="kv-btn mt-4 w-full gap-2 text-lg aria-disabled:cursor-wait aria-disabled:opacity-80"
          aria-disabled={busy}
          aria-busy={busy}
          onClick={() => void pay()}
        >
          {busy ? <SpinnerIcon width={20} height={20} /> : null}
          {busy ? 'Opening payment…' : `Pay ${formatInr(cart.total)}`}
        </button>
        <p className="mt-2 text-center text-sm text-slate-700">
          You pay on a secure payment page: UPI, card or netbanking.
        </p>
      </section>
    </div>
  );
}
