import { useState } from 'react';
import { removeCoupon } from '@/features/cart/cart-actions';
import { appRoutes } from '@/lib/app-routes';

/** What the customer can do about a refusal shown on the review step. */
export function RefusalActions({ code }: { code: string }) {
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  if (code === 'COUPON_INVALID' || code === 'COUPON_EXHAUSTED') {
    const remove = async () => {
      if (busy) return;
      setBusy(true);
      setNote((await removeCoupon()).message);
      setBusy(false);
    };
    return (
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <button type="button" className="kv-btn2 bg-white" aria-disabled={busy} onClick={() => void remove()}>
          Remove coupon
        </button>
        {note ? <span className="text-sm text-slate-800">{note}</span> : null}
      </div>
    );
  }
  if (code === 'AGENT_ONLY')
    return (
      <a href={appRoutes.agentLogin(appRoutes.checkout)} className="kv-tlink">
        Sign in as an agent
      </a>
    );
  if (code === 'AMOUNT_TOO_LOW' || code === 'ORDER_CLOSED')
    return (
      <a href={code === 'ORDER_CLOSED' ? appRoutes.myPlans : appRoutes.cart} className="kv-tlink">
        {code === 'ORDER_CLOSED' ? 'Go to My Plans' : 'Back to cart'}
      </a>
    );
  return null;
}
