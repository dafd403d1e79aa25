import type { SrDetailView } from '@kavach/contracts';
import { formatInr } from '@kavach/domain';
import { copayReceiptPath } from '../tracker-view';
import { CopayPayButton } from './copay-pay-button';
import { CopayPaidTwice } from './tracker-copay-twice';
import { TrackerCopayEnded } from './tracker-copay-ended';

/**
 * The co-pay of a request on its tracker (issue 20 §1): due (with Pay), paid (with the GST
 * receipt), or what became of it once the request ended unpaid (TrackerCopayEnded, decision 075).
 * The service desk sees the same words without the customer's buttons. A paid co-pay paid again
 * (two tabs, a retry) says the request is paid and the second payment is being refunded (decision 077).
 */
export function TrackerCopay({
  request: r,
  staffView,
  startPay,
}: {
  request: Pick<SrDetailView, 'sr_id' | 'status' | 'copay'>;
  staffView: boolean;
  startPay?: boolean;
}) {
  const amount = formatInr(r.copay.amount);
  switch (r.copay.status) {
    case 'due':
      return (
        <section className="kv-card grid gap-2 border-amber-300 bg-amber-50" aria-labelledby="sr-copay">
          <h2 id="sr-copay" className="kv-h4">
            Co-pay due: {amount}
          </h2>
          <p className="text-slate-800">
            Your request goes ahead once the co-pay is paid. Unpaid, it expires and frees its slot.
          </p>
          {staffView ? null : <CopayPayButton srId={r.sr_id} amount={r.copay.amount} startNow={startPay} />}
        </section>
      );
    case 'paid':
      return r.copay.amount > 0 ? (
        <section className="kv-card grid gap-2" aria-labelledby="sr-copay">
          <h2 id="sr-copay" className="kv-h4">
            Co-pay paid: {amount}
          </h2>
          {staffView ? null : (
            <a className="kv-btn2 justify-self-start" href={copayReceiptPath(r.sr_id)} download>
              Download GST receipt
            </a>
          )}
          <CopayPaidTwice extra={r.copay.extra_payments} />
        </section>
      ) : null;
    case 'expired':
    case 'refund_queued':
    case 'refunded':
      return <TrackerCopayEnded request={r} staffView={staffView} />;
    default:
      return null;
  }
}
