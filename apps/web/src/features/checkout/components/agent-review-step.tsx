import { formatInr } from '@kavach/domain';
import { SpinnerIcon } from '@/components/icons';
import { CartTotals } from '@/features/cart/components/cart-totals';
import { useSendLink } from '../use-send-link';
import { LinkSentPanel } from './link-sent-panel';
import { ReviewMain } from './review-main';
import type { ReviewStepProps } from './review-step';

/**
 * An agent's last step (issue 3 §4): the same review, then "Send payment link" instead of paying.
 * The customer pays from the link sent to the cart's phone and email.
 */
export function AgentReviewStep(props: ReviewStepProps & { onSent: () => void }) {
  const { cart, refusal, slotRefresh, onRefusal, onEditDetails, onSent } = props;
  const { busy, sent, send } = useSendLink(cart, onRefusal, onSent);
  return (
    <div className="kv-cart-grid">
      <ReviewMain
        cart={cart}
        refusal={refusal}
        failure={null}
        slotRefresh={slotRefresh}
        onEditDetails={onEditDetails}
      >
        {sent ? <LinkSentPanel sent={sent} busy={busy} onSendAgain={() => void send()} /> : null}
      </ReviewMain>
      <section
        aria-labelledby="co-total-title"
        className="kv-card shadow-sm min-[769px]:sticky min-[769px]:top-20"
      >
        <h3 id="co-total-title" className="kv-h3">
          Amount to pay
        </h3>
        <CartTotals cart={cart} className="mt-2" />
        {sent ? (
          <p className="mt-4 rounded-lg bg-green-50 p-3 text-sm text-green-950">
            Link sent for {formatInr(sent.amount)}. The customer pays from the SMS or email.
          </p>
        ) : (
          <>
            <button
              type="button"
              className="kv-btn mt-4 w-full gap-2 text-lg aria-disabled:cursor-wait aria-disabled:opacity-80"
              aria-disabled={busy}
              aria-busy={busy}
              onClick={() => void send()}
            >
              {busy ? <SpinnerIcon width={20} height={20} /> : null}
              {busy ? 'Sending link…' : 'Send payment link'}
            </button>
            <p className="mt-2 text-center text-sm text-slate-700">
              The customer gets a secure link by SMS and email to pay {formatInr(cart.total)}.
            </p>
          </>
        )}
      </section>
    </div>
  );
}
