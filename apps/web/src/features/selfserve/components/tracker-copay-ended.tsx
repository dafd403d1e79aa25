import type { SrDetailView } from '@kavach/contracts';
import { formatInr, refundsPaidCopay } from '@kavach/domain';
import { appRoutes } from '../../../lib/app-routes';
import { copayCreditNotePath, copayReceiptPath } from '../tracker-view';

/**
 * The co-pay of a request that ended unpaid, in plain words (issue 20 §1, decision 075): it expired
 * and freed its slot, or a payment that came after the expiry (or a cancellation) is being
 * refunded or was refunded — each with the way back, raising the request again from My Plans
 * (not on the service desk's copy of the page). A paid co-pay credited back offers its GST receipt
 * and the credit note against it (decision 092).
 */
export function TrackerCopayEnded({
  request: r,
  staffView,
}: {
  request: Pick<SrDetailView, 'sr_id' | 'status' | 'copay'>;
  staffView: boolean;
}) {
  const amount = formatInr(r.copay.amount);
  const again = staffView ? null : (
    <a className="kv-btn2 justify-self-start" href={appRoutes.account.plans}>
      Raise it again from My Plans
    </a>
  );
  if (r.copay.status === 'expired')
    return (
      <section className="kv-card grid gap-2" aria-labelledby="sr-copay">
        <h2 id="sr-copay" className="kv-h4">
          Co-pay not paid in time
        </h2>
        <p className="text-slate-800">
          The co-pay of {amount} was not paid within the time allowed, so this request has expired and its
          appointment slot has been freed. If a payment reaches us after this, we refund it automatically.
        </p>
        {again}
      </section>
    );
  if (r.copay.status !== 'refund_queued' && r.copay.status !== 'refunded') return null;
  const refunded = r.copay.status === 'refunded';
  // Rejected or cancelled: a paid co-pay goes back in full (decision 085); so does one that arrived
  // after a cancellation. Only a cancelled request is worth raising again.
  const ended = refundsPaidCopay(r.status);
  const it = ended ? 'your co-pay' : 'it';
  return (
    <section className="kv-card grid gap-2 border-amber-300 bg-amber-50" aria-labelledby="sr-copay">
      <h2 id="sr-copay" className="kv-h4">
        {refunded ? `Co-pay refunded: ${amount}` : `Co-pay being refunded: ${amount}`}
      </h2>
      <p className="text-slate-800">
        {ended
          ? `This request ${r.status === 'rejected' ? 'was not approved' : 'was cancelled'}, so `
          : `Your payment reached us after this request ${r.status === 'expired' ? 'had expired' : 'had been closed'}, so `}
        {refunded
          ? `we have refunded ${it} to the account you paid from. It can take 5–7 working days to show.`
          : `we are refunding ${it} to the account you paid from. Refunds usually arrive in 5–7 working days.`}
        {ended ? null : ' You can raise the request again.'}
      </p>
      {r.copay.credit_note && !staffView ? (
        // The paid co-pay's receipt stands; the credit note offsets it (decision 092).
        <p className="flex flex-wrap gap-x-4 gap-y-2">
          <a className="kv-tlink" href={copayReceiptPath(r.sr_id)} download>
            Download GST receipt
          </a>
          <a className="kv-tlink" href={copayCreditNotePath(r.sr_id)} download>
            Download credit note
          </a>
        </p>
      ) : null}
      {r.status === 'rejected' ? null : again}
    </section>
  );
}
