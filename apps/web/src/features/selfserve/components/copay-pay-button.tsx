'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { formatInr } from '@kavach/domain';
import { FormAlert } from '@/components/form-alert';
import { payCopay } from '../copay-pay';
import { trackerPath } from '../tracker-view';

/**
 * The tracker's Pay button for a temporary request's co-pay; the page is read again once it is paid.
 * Razorpay Checkout needs the page's scripts, so a tap before hydration is a GET of the tracker with
 * `pay=1` (decision 066): that page (`startNow`) opens the Checkout as soon as it has hydrated.
 */
export function CopayPayButton({
  srId,
  amount,
  startNow = false,
}: {
  srId: string;
  amount: number;
  startNow?: boolean;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);
  /** Opened by `pay=1` (the tap before hydration). */
  const started = useRef(false);
  const pay = () => {
    setBusy(true);
    setMessage(null);
    void payCopay(srId).then((outcome) => {
      setBusy(false);
      if (outcome.type === 'paid') {
        setPaid(true);
        // Opened from `pay=1`: read the page again at its own URL (the router still holds `pay=1`).
        if (started.current) router.replace(trackerPath(srId), { scroll: false });
        else router.refresh();
      } else setMessage(outcome.message);
    });
  };
  useEffect(() => {
    if (!startNow || started.current) return;
    started.current = true;
    // Asked for once: a reload of this page does not open the Checkout again.
    window.history.replaceState(null, '', trackerPath(srId));
    pay();
  }, [startNow]);
  return (
    <form
      action={trackerPath(srId)}
      method="get"
      className="grid gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        pay();
      }}
    >
      <input type="hidden" name="pay" value="1" />
      <button type="submit" className="kv-btn justify-self-start" disabled={busy || paid}>
        {paid ? 'Paid' : busy ? 'Please wait…' : `Pay ${formatInr(amount)}`}
      </button>
      <FormAlert text={message} />
    </form>
  );
}
