import type { SrDetailView } from '@kavach/contracts';
import { formatInr } from '@kavach/domain';

/**
 * Payments of a co-pay already paid (two tabs, a retry after a time-out), inside the paid co-pay's
 * card: the request stays paid and goes ahead, each extra payment is being refunded, then refunded
 * (issue 20 §1, decision 077). Nothing when the co-pay was paid once.
 */
export function CopayPaidTwice({ extra }: { extra: SrDetailView['copay']['extra_payments'] }) {
  return extra.map((x, i) => {
    const amount = formatInr(x.amount);
    const refunded = x.status === 'refunded';
    return (
      <div key={i} className="grid gap-1 rounded-lg border border-amber-300 bg-amber-50 p-3">
        <h3 className="font-semibold text-slate-900">
          {refunded ? `Co-pay refunded: ${amount}` : `Co-pay being refunded: ${amount}`}
        </h3>
        <p className="text-slate-800">
          We received this co-pay twice. Your request is paid and goes ahead;{' '}
          {refunded
            ? 'we have refunded the second payment to the account you paid from. It can take 5–7 working days to show.'
            : 'we are refunding the second payment to the account you paid from. Refunds usually arrive in 5–7 working days.'}
        </p>
      </div>
    );
  });
}
