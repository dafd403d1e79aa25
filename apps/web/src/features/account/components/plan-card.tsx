import type { AccountPlan } from '@kavach/contracts';
import { cartTenureLabel } from '@/features/cart/tenure-label';
import {
  BANNER_TONE,
  activationHref,
  cardStatusLine,
  deviceLine,
  planButton,
  pmLine,
} from '../plan-card-view';
import type { PlanCancelShown } from '../plan-cancel-view';
import { PlanCancel } from './plan-cancel';
import { PlanTransfer } from './plan-transfer';
import type { PlanTransferShown } from '../plan-transfer-view';
import { PlanRenewal } from './plan-renewal';

interface PlanCardProps {
  plan: AccountPlan;
  chatUrl: string;
  /** The Activate Plan list shows the activation button only. */
  variant?: 'plans' | 'activation';
  /** What the cancel action's redirect said (decision 093), for whichever card it was. */
  cancelNotice?: PlanCancelShown | null;
  transferNotice?: PlanTransferShown | null;
}

/**
 * One docs/product/accounts.md#plan-statuses account plan card: name, device, tenure ('DD MMM YYYY - DD MMM YYYY'), purchase date, the
 * status banner in its tone, the status line, preventive maintenance left, the renewal flag, the
 * renewal (decision 091), the action button and cancelling (decision 093) — all computed by the API from the domain's plan-card table; this only renders.
 */
export function PlanCard({
  plan,
  chatUrl,
  variant = 'plans',
  cancelNotice = null,
  transferNotice = null,
}: PlanCardProps) {
  const device = deviceLine(plan.device);
  const button =
    variant === 'activation'
      ? ({ kind: 'link', label: 'Activate Now', href: activationHref(plan), external: false } as const)
      : planButton(plan.action, chatUrl);
  // A cancelled plan has no visits left to offer.
  const pm = plan.plan_status === 'Cancelled' ? null : pmLine(plan.preventive_maintainance_data);
  const statusLine = cardStatusLine(plan);
  const titleId = `plan-${plan.osid}`;
  return (
    <article
      id={`card-${plan.osid}`}
      aria-labelledby={titleId}
      className="kv-card flex h-full scroll-mt-24 flex-col gap-3 shadow-sm"
    >
      {plan.banner ? (
        <p
          className={`-mx-5 -mt-5 rounded-t-xl border-b px-5 py-2 text-sm font-semibold ${BANNER_TONE[plan.banner.tone]}`}
        >
          <span className="sr-only">Status: </span>
          {plan.banner.text}
        </p>
      ) : null}
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <h2 id={titleId} className="kv-h3 min-w-0">
          {plan.plan_name}
        </h2>
        {plan.is_renewal ? (
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-bold text-brand-800 uppercase">
            Renewal
          </span>
        ) : null}
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {device ? (
          <div>
            <dt className="text-slate-600">Device</dt>
            <dd className="font-medium text-slate-900">{device}</dd>
          </div>
        ) : null}
        <div>
          <dt className="text-slate-600">Plan tenure</dt>
          <dd className="font-medium text-slate-900">
            {plan.plan_tenure.text ?? cartTenureLabel(plan.tenure_months)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Purchased on</dt>
          <dd className="font-medium text-slate-900">{plan.plan_purchased_date}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Order ID</dt>
          <dd className="font-mono text-slate-900">{plan.order_id}</dd>
        </div>
      </dl>
      {variant === 'plans' && pm ? <p className="text-sm text-slate-800">{pm}</p> : null}
      {variant === 'plans' && statusLine ? <p className="text-sm text-slate-700">{statusLine}</p> : null}
      {variant === 'plans' ? <PlanRenewal plan={plan} /> : null}
      <div className="mt-auto pt-1">
        {button.kind === 'disabled' ? (
          <button
            type="button"
            disabled
            className="kv-btn w-full cursor-not-allowed bg-slate-300 text-slate-700 hover:bg-slate-300 sm:w-auto"
          >
            {button.label}
          </button>
        ) : button.external ? (
          <a
            href={button.href}
            target="_blank"
            rel="noopener noreferrer"
            className="kv-btn2 w-full sm:w-auto"
          >
            {button.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <a href={button.href} className="kv-btn w-full sm:w-auto">
            {button.label}
          </a>
        )}
      </div>
      {variant === 'plans' ? <PlanTransfer plan={plan} notice={transferNotice} /> : null}
      {variant === 'plans' ? <PlanCancel plan={plan} notice={cancelNotice} /> : null}
    </article>
  );
}
