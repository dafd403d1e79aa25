import type { PaymentLinkDetails } from '@kavach/contracts';
import { formatInr } from '@kavach/domain';
import { formatIstDateTime } from '@/lib/ist-date-time';
import { safePayUrl } from '../link-state-copy';

/**
 * The payable link's call to action: the total, the deadline in IST and "Pay ₹X", which leads to
 * the gateway's hosted page (the Razorpay emulator's, on this site, under `npm start`). No referrer goes with it.
 */
export function PayCard({ link }: { link: PaymentLinkDetails }) {
  const payUrl = safePayUrl(link.pay_url);
  return (
    <section
      aria-labelledby="pl-pay-title"
      className="kv-card shadow-sm min-[769px]:sticky min-[769px]:top-20"
    >
      <h2 id="pl-pay-title" className="kv-h3">
        Amount to pay
      </h2>
      <p className="mt-1 text-3xl font-bold text-slate-900" data-testid="link-amount">
        {formatInr(link.amount)}
      </p>
      <p className="mt-2 text-slate-800">
        Pay by{' '}
        <time dateTime={link.expires_at} className="font-semibold">
          {formatIstDateTime(link.expires_at)}
        </time>
      </p>
      {payUrl ? (
        <a href={payUrl} rel="noreferrer" className="kv-btn mt-4 min-h-13 w-full text-lg">
          Pay {formatInr(link.amount)}
        </a>
      ) : (
        <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
          The payment page is not available right now. Please try again in a few minutes.
        </p>
      )}
      <p className="mt-2 text-center text-sm text-slate-700">
        You pay on a secure payment page: UPI, card or netbanking.
      </p>
    </section>
  );
}
