import type { AccountPlan, IncomingPlanTransfer } from '@kavach/contracts';
import { FormAlert } from '@/components/form-alert';
import { PendingSubmit } from '@/components/pending-submit';
import { ShownOnArrival } from '@/components/shown-on-arrival';
import type { PlanTransferShown } from '../plan-transfer-view';
import {
  acceptPlanTransferAction,
  cancelPlanTransferAction,
  transferPlanAction,
} from '../transfer-plan-actions';

/** What the last transfer action said, brought into view. */
function Notice({ id, notice }: { id: string; notice: PlanTransferShown }) {
  return (
    <ShownOnArrival id={id} className="scroll-mt-24">
      <FormAlert text={notice.text} tone={notice.tone} />
    </ShownOnArrival>
  );
}

/**
 * Handing a plan to a new owner from its My Plans card (decision 097). Open: "Transfer plan" opens
 * — a native disclosure, no script needed — a form for the new owner's mobile number. Waiting: to
 * whom and until when, and "Cancel transfer". Each a form to a server action.
 */
export function PlanTransfer({ plan, notice }: { plan: AccountPlan; notice: PlanTransferShown | null }) {
  const t = plan.transfer;
  const mine = notice && notice.osid === plan.osid ? notice : null;
  const said = mine ? <Notice id={`plan-transfer-notice-${plan.osid}`} notice={mine} /> : null;
  if (t?.state === 'pending')
    return (
      <div className="grid gap-2 text-sm">
        {said}
        <div className="grid gap-1 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-slate-800">
          <p>
            Waiting for <strong className="font-semibold whitespace-nowrap">{t.to}</strong> to accept this
            plan, until {t.expires_on}.
          </p>
          <form action={cancelPlanTransferAction}>
            <input type="hidden" name="osid" value={plan.osid} />
            <button type="submit" className="kv-tlink">
              Cancel transfer
            </button>
          </form>
        </div>
      </div>
    );
  if (t?.state !== 'open') return said;
  const fieldId = `transfer-phone-${plan.osid}`;
  return (
    <div className="grid gap-2 text-sm">
      {mine?.tone === 'success' ? said : null}
      <details open={mine?.tone === 'error'}>
        <summary className="kv-tlink cursor-pointer">Transfer plan</summary>
        <form action={transferPlanAction} className="mt-2 grid gap-3">
          <input type="hidden" name="osid" value={plan.osid} />
          <p className="text-slate-800">
            Sold or given away the device? Give this plan to its new owner. We send them an SMS, and the plan
            moves to their account when they sign in with that number and accept it within 7 days.
          </p>
          <div>
            <label htmlFor={fieldId} className="block font-medium text-slate-900">
              New owner’s mobile number
            </label>
            <input
              id={fieldId}
              name="phone"
              type="tel"
              inputMode="numeric"
              autoComplete="off"
              required
              maxLength={14}
              aria-invalid={mine?.tone === 'error' ? true : undefined}
              aria-describedby={mine?.tone === 'error' ? `plan-transfer-notice-${plan.osid}` : undefined}
              className="kv-input mt-1 w-56"
            />
          </div>
          {mine?.tone === 'error' ? said : <FormAlert text={null} />}
          <PendingSubmit idle="Send to new owner" busy="Sending…" secondary />
        </form>
      </details>
    </div>
  );
}

/**
 * Plans someone handed to this customer's mobile number (decision 097), above My Plans: who, what,
 * until when, and "Accept plan". The notice of the last accept shows here too.
 */
export function IncomingTransfers({
  transfers,
  notice,
}: {
  transfers: readonly IncomingPlanTransfer[];
  notice: PlanTransferShown | null;
}) {
  const mine = notice && notice.osid === null ? notice : null;
  if (transfers.length === 0 && !mine) return null;
  return (
    <section
      id="incoming-transfers"
      aria-label="Plans transferred to you"
      className="mb-5 grid scroll-mt-24 gap-3"
    >
      {mine ? <Notice id="incoming-transfer-notice" notice={mine} /> : null}
      {transfers.map((t) => (
        <form
          key={t.transfer_id}
          action={acceptPlanTransferAction}
          className="kv-card grid gap-3 border-brand-100 bg-brand-50"
        >
          <input type="hidden" name="transfer_id" value={t.transfer_id} />
          <p className="text-slate-900">
            <strong className="font-semibold">{t.from_name || 'A Kavach customer'}</strong> has transferred a
            plan to you: <strong className="font-semibold">{t.plan_name}</strong>
            {t.device ? ` for ${t.device}` : ''}. Accept it by {t.expires_on} to add it to your plans.
          </p>
          <PendingSubmit idle="Accept plan" busy="Accepting…" />
        </form>
      ))}
    </section>
  );
}
