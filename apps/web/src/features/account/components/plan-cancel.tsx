import type { AccountPlan } from '@kavach/contracts';
import { PLAN_CANCEL_REASONS, formatInr } from '@kavach/domain';
import { FormAlert } from '@/components/form-alert';
import { PendingSubmit } from '@/components/pending-submit';
import { ReasonRadios } from '@/components/reason-radios';
import { ShownOnArrival } from '@/components/shown-on-arrival';
import { cancelPlanAction } from '../cancel-plan-action';
import { cancelButtonText, creditNoteHref, refundLine, type PlanCancelShown } from '../plan-cancel-view';

/**
 * Cancelling a plan from its My Plans card (decision 093). Open (within 30 days of buying it,
 * nothing claimed): "Cancel plan" opens — a native disclosure, no script needed — a form with the
 * reason and the refund, which posts to one server action before and after hydration. Cancelled:
 * when, the refund and the credit note. `notice` is what the action's redirect said about this
 * card: done a moment ago, or why not.
 */
export function PlanCancel({ plan, notice }: { plan: AccountPlan; notice: PlanCancelShown | null }) {
  const c = plan.cancellation;
  const mine = notice?.osid === plan.osid ? notice : null;
  if (c?.state === 'cancelled') {
    const refund = refundLine(c);
    const box = (
      <div
        role={mine?.done ? 'status' : undefined}
        className="grid gap-1 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800"
      >
        <p>
          <strong className="font-semibold">
            {mine?.done ? 'Your plan is cancelled.' : `Cancelled on ${c.cancelled_on}.`}
          </strong>{' '}
          {refund}
        </p>
        <a href={creditNoteHref(plan.osid)} className="kv-tlink justify-self-start" download>
          Download credit note <span className="whitespace-nowrap">{c.credit_note} (PDF)</span>
        </a>
      </div>
    );
    return (
      <>
        {mine?.errorText ? (
          <ShownOnArrival id={`plan-cancel-error-${plan.osid}`} className="scroll-mt-24">
            <FormAlert text={mine.errorText} />
          </ShownOnArrival>
        ) : null}
        {mine?.done ? (
          <ShownOnArrival id={`plan-cancelled-${plan.osid}`} className="scroll-mt-24">
            {box}
          </ShownOnArrival>
        ) : (
          box
        )}
      </>
    );
  }
  if (c?.state !== 'open')
    return mine?.errorText ? (
      <ShownOnArrival id={`plan-cancel-error-${plan.osid}`} className="scroll-mt-24">
        <FormAlert text={mine.errorText} />
      </ShownOnArrival>
    ) : null;
  const titleId = `plan-cancel-${plan.osid}`;
  return (
    <details open={mine !== null} className="text-sm">
      <summary className="kv-tlink cursor-pointer">Cancel plan</summary>
      <form action={cancelPlanAction} aria-labelledby={titleId} className="mt-2 grid gap-3">
        <input type="hidden" name="osid" value={plan.osid} />
        <p id={titleId} className="text-slate-800">
          You can cancel this plan until <strong className="font-semibold">{c.last_day}</strong> for a full
          refund of <strong className="font-semibold">{formatInr(c.refund_paise)}</strong> to the account you
          paid from. Your cover ends at once and cannot be restored.
        </p>
        <ReasonRadios reasons={PLAN_CANCEL_REASONS} className="grid gap-1" />
        {mine?.errorText ? (
          <ShownOnArrival id={`plan-cancel-error-${plan.osid}`} className="scroll-mt-24">
            <FormAlert text={mine.errorText} />
          </ShownOnArrival>
        ) : (
          <FormAlert text={null} />
        )}
        <PendingSubmit idle={cancelButtonText(c.refund_paise)} busy="Cancelling…" secondary />
      </form>
    </details>
  );
}
