import type { SrDetailView } from '@kavach/contracts';
import { CUSTOMER_CANCEL_REASONS, formatInr } from '@kavach/domain';
import { FormAlert } from '@/components/form-alert';
import { NETWORK_ERROR_MESSAGE } from '@/lib/network-error';
import { supportPhone } from '@/lib/site-config';
import { cancelRequestAction } from '../cancel-action';
import { PendingSubmit } from '@/components/pending-submit';
import { ReasonRadios } from '@/components/reason-radios';

/** The words for a `cancel_error` code the cancel action sent back (decision 086). */
export function cancelErrorText(code: string | null): string | null {
  switch (code) {
    case null:
      return null;
    case 'REASON_REQUIRED':
    case 'VALIDATION_ERROR':
      return 'Choose why you are cancelling.';
    case 'SR_CHANGED':
      return 'This request was updated a moment ago. Check where it is now before cancelling.';
    case 'SR_NOT_CANCELLABLE':
      return `This request can no longer be cancelled online. Call us on ${supportPhone()} and we will help.`;
    default:
      return NETWORK_ERROR_MESSAGE;
  }
}

/**
 * Cancel this request (decision 086), for its owner while `cancellable`: 'Cancel this request'
 * opens (a native disclosure, no script needed) a form with the reason, which posts to one server
 * action (cancel-action.ts) before and after hydration. `open` and `error` come from the address
 * the action sent the customer back to. A paid co-pay is said to come back (decision 085).
 */
export function TrackerCancel({
  request: r,
  open,
  error,
}: {
  request: Pick<SrDetailView, 'sr_id' | 'status' | 'copay'>;
  open: boolean;
  error: string | null;
}) {
  const message = cancelErrorText(error);
  return (
    <section id="sr-cancel" className="kv-card grid gap-2" aria-labelledby="sr-cancel-title">
      <h2 id="sr-cancel-title" className="kv-h4">
        Need to cancel?
      </h2>
      <p className="text-slate-800">
        You can cancel this request until the device is collected or the technician sets out.
      </p>
      <details open={open || message !== null}>
        <summary className="kv-btn2 inline-flex cursor-pointer">Cancel this request</summary>
        <form action={cancelRequestAction} className="mt-4 grid gap-3">
          <input type="hidden" name="sr_id" value={r.sr_id} />
          <input type="hidden" name="from" value={r.status} />
          <ReasonRadios reasons={CUSTOMER_CANCEL_REASONS} />
          {r.copay.status === 'paid' && r.copay.amount > 0 ? (
            <p className="text-slate-800">
              Your co-pay of {formatInr(r.copay.amount)} will be refunded to the account you paid from.
            </p>
          ) : null}
          <FormAlert text={message} />
          <PendingSubmit idle="Cancel request" busy="Cancelling…" />
        </form>
      </details>
    </section>
  );
}
