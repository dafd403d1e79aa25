'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { formatInr } from '@kavach/domain';
import { FormAlert } from '@/components/form-alert';
import { payCopay } from '../copay-pay';

/** The tracker's Pay button for a temporary request's co-pay; the page is read again once it is paid. */
export function CopayPayButton({ srId, amount }: { srId: string; amount: number }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);
  return (
    <div className="grid gap-2">
      <button
        type="button"
        className="kv-btn justify-self-start"
        disabled={busy || paid}
        onClick={() => {
          setBusy(true);
          setMessage(null);
          void payCopay(srId).then((outcome) => {
            setBusy(false);
            if (outcome.type === 'paid') {
              setPaid(true);
              router.refresh();
            } else setMessage(outcome.message);
          });
        }}
      >
        {paid ? 'Paid' : busy ? 'Please wait…' : `Pay ${formatInr(amount)}`}
      </button>
      <FormAlert text={message} />
    </div>
  );
}
