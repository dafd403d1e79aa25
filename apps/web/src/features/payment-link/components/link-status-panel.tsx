import type { PaymentLinkDetails } from '@kavach/contracts';
import { CheckIcon } from '@/components/icons';
import { supportPhone, supportPhoneHref } from '@/lib/site-config';

const TONE = {
  paid: 'border-green-300 bg-green-50 text-green-950',
  closed: 'border-slate-300 bg-slate-50 text-slate-900',
} as const;

/**
 * A link that takes no payment (paid, expired or cancelled): the API's message as it is and, for a
 * closed link, the way to get a new one. No Pay button.
 */
export function LinkStatusPanel({ link }: { link: PaymentLinkDetails }) {
  const paid = link.state === 'paid';
  return (
    <div
      role="status"
      className={`flex gap-3 rounded-xl border p-4 sm:p-5 ${paid ? TONE.paid : TONE.closed}`}
      data-testid="link-status"
      data-state={link.state}
    >
      {paid ? (
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-green-700 text-white">
          <CheckIcon width={24} height={24} />
        </span>
      ) : null}
      <div className="min-w-0">
        <p className="text-lg font-semibold">{link.message ?? 'This link can no longer be paid.'}</p>
        {paid ? null : (
          <p className="mt-1">
            Need help? Give us a call at{' '}
            <a href={supportPhoneHref()} className="font-semibold whitespace-nowrap underline">
              {supportPhone()}
            </a>
            .
          </p>
        )}
      </div>
    </div>
  );
}
