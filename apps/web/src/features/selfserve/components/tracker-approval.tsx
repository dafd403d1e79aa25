import type { SrDetailView } from '@kavach/contracts';
import { formatInr } from '@kavach/domain';
import { FormAlert } from '@/components/form-alert';
import { NETWORK_ERROR_MESSAGE } from '@/lib/network-error';
import { estimateAction } from '../estimate-action';
import { PendingSubmit } from '@/components/pending-submit';

/** The words for an `estimate_error` code the action sent back (decision 090). */
export function approvalErrorText(code: string | null): string | null {
  switch (code) {
    case null:
      return null;
    case 'SR_CHANGED':
      return 'This request was updated a moment ago. Check where it is now.';
    case 'SR_NOT_AWAITING_APPROVAL':
      return 'This request is not waiting for your approval any more.';
    case 'DECISION_REQUIRED':
    case 'VALIDATION_ERROR':
      return 'Choose to approve or decline the estimate.';
    default:
      return NETWORK_ERROR_MESSAGE;
  }
}

/** What the tracker says right after the customer answered (`estimate=approve|decline`). */
export const ANSWERED: Readonly<Record<string, string>> = {
  approve: 'You approved the repair. We have started on it.',
  decline: 'You declined the estimate. We will return your device as it is and call you to arrange it.',
};

/**
 * The estimate awaits the customer (decision 090): "Approve repair" is a form of its own; declining
 * sits behind a native disclosure (no script needed) so it is not tapped by mistake. Both post to
 * one server action (estimate-action.ts) before and after hydration. What the customer would pay
 * beyond the cover, and a paid co-pay coming back on declining (decision 085), are said first.
 */
export function TrackerApproval({
  request: r,
  error,
}: {
  request: Pick<SrDetailView, 'sr_id' | 'status' | 'estimate' | 'copay'>;
  error: string | null;
}) {
  const message = approvalErrorText(error);
  const youPay = r.estimate?.you_pay ?? 0;
  const hidden = (
    <>
      <input type="hidden" name="sr_id" value={r.sr_id} />
      <input type="hidden" name="from" value={r.status} />
    </>
  );
  return (
    <section id="sr-approval" className="kv-card grid scroll-mt-20 gap-3" aria-labelledby="sr-approval-title">
      <h2 id="sr-approval-title" className="kv-h4">
        Your approval is needed
      </h2>
      <p className="text-slate-800">
        Approve the repair and we start on it.
        {youPay > 0
          ? ` You pay ${formatInr(youPay)} beyond your plan's cover when it is done.`
          : ' Your plan covers it.'}
      </p>
      <FormAlert text={message} />
      <form action={estimateAction}>
        {hidden}
        <input type="hidden" name="decision" value="approve" />
        <PendingSubmit idle="Approve repair" busy="Approving…" />
      </form>
      <details>
        <summary className="kv-tlink cursor-pointer">Decline the estimate</summary>
        <form action={estimateAction} className="mt-3 grid gap-3">
          {hidden}
          <input type="hidden" name="decision" value="decline" />
          <p className="text-slate-800">
            We will not repair it, and will return your device as it is.
            {r.copay.status === 'paid' && r.copay.amount > 0
              ? ` Your co-pay of ${formatInr(r.copay.amount)} will be refunded to the account you paid from.`
              : ''}
          </p>
          <PendingSubmit idle="Decline repair" busy="Declining…" secondary />
        </form>
      </details>
    </section>
  );
}
