import { useEffect, useRef } from 'react';
import type { SendLinkResponse } from '@kavach/contracts';
import { formatInr } from '@kavach/domain';
import { CheckIcon, SpinnerIcon } from '@/components/icons';
import { formatIstDateTime } from '@/lib/ist-date-time';
import { CopyLinkField } from './copy-link-field';

interface LinkSentPanelProps {
  sent: SendLinkResponse;
  busy: boolean;
  onSendAgain: () => void;
}

/**
 * After "Send payment link": where it went (masked), the link to copy into a chat or call, when it
 * expires, and "Send again" (the same link while the cart is unchanged). Focus moves to its heading
 * each time a link is sent, so the outcome is read out.
 */
export function LinkSentPanel({ sent, busy, onSendAgain }: LinkSentPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [sent]);

  return (
    <section
      aria-labelledby="co-sent-title"
      className="grid gap-4 rounded-xl border border-green-300 bg-green-50 p-4 text-green-950 sm:p-5"
      data-testid="link-sent"
    >
      <div className="flex gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-green-700 text-white">
          <CheckIcon width={24} height={24} />
        </span>
        <div className="min-w-0">
          <h3 id="co-sent-title" ref={heading} tabIndex={-1} className="text-lg font-bold outline-none">
            Payment link sent{sent.resent ? ' again' : ''} to{' '}
            <span className="whitespace-nowrap">{sent.sent_to.phone}</span> and{' '}
            <span className="break-words">{sent.sent_to.email}</span>.
          </h3>
          <p className="mt-1">The customer can pay from the SMS or email, or from the link below.</p>
        </div>
      </div>
      <CopyLinkField id="co-link-url" label="Payment link" url={sent.url} />
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-green-900">Expires</dt>
          <dd className="font-semibold" data-testid="link-expires">
            {formatIstDateTime(sent.expires_at)}
          </dd>
        </div>
        <div>
          <dt className="text-green-900">Order</dt>
          <dd className="font-mono font-semibold">{sent.order_id}</dd>
        </div>
        <div>
          <dt className="text-green-900">Amount</dt>
          <dd className="font-semibold">{formatInr(sent.amount)}</dd>
        </div>
      </dl>
      <div>
        <button
          type="button"
          className="kv-btn2 gap-2 bg-white aria-disabled:cursor-wait"
          aria-disabled={busy}
          aria-busy={busy}
          onClick={onSendAgain}
        >
          {busy ? <SpinnerIcon width={18} height={18} /> : null}
          {busy ? 'Sending…' : 'Send again'}
        </button>
      </div>
    </section>
  );
}
