'use client';

import { useActionState, useState } from 'react';
import { useRouter } from 'next/navigation';
import type { AccountPlan } from '@kavach/contracts';
import { PendingSubmit } from '@/components/pending-submit';
import { appRoutes } from '@/lib/app-routes';
import { NETWORK_ERROR_MESSAGE } from '@/lib/network-error';
import { renewPlanAction } from '../renew-action';

/** The cart's writes, loaded when the customer renews (not with My Plans). */
const cartActions = () => import('@/features/cart/cart-actions');

/**
 * The renewal part of a My Plans card (decision 091). Open: when the next term would start and a
 * "Renew plan" form that puts the renewal in the cart. Before the page's scripts run it posts to a
 * server action (which goes on to the cart); once hydrated the browser client adds it, so the
 * cart's own state holds the answer before the cart opens (decision 054's shape). A refusal is
 * said here. Renewed: when the next term starts.
 */
export function PlanRenewal({ plan }: { plan: AccountPlan }) {
  const [posted, formAction] = useActionState(renewPlanAction, null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const router = useRouter();
  const renewal = plan.renewal;
  if (!renewal) return null;
  if (renewal.state === 'renewed')
    return (
      <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
        <strong className="font-semibold">Renewed.</strong> Your next term starts on {renewal.starts_on}.
      </p>
    );
  const renew = async () => {
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    const actions = await cartActions().catch(() => null);
    const failure = actions ? await actions.renewPlan(plan.osid) : NETWORK_ERROR_MESSAGE;
    if (failure === null) router.push(appRoutes.cart);
    else {
      setBusy(false);
      setRefusal(failure);
    }
  };
  const message = refusal ?? (posted?.osid === plan.osid ? posted.message : null);
  return (
    <form
      action={formAction}
      onSubmit={(event) => {
        event.preventDefault();
        void renew();
      }}
      aria-busy={busy || undefined}
      className="grid gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3"
    >
      <input type="hidden" name="osid" value={plan.osid} />
      <p className="text-sm text-slate-800">
        Renew now to stay covered. Your next term starts on{' '}
        <strong className="font-semibold">{renewal.starts_on}</strong>.
      </p>
      {busy ? (
        <button type="submit" className="kv-btn2 justify-self-start" aria-disabled>
          Adding the renewal…
        </button>
      ) : (
        // Outlined: the card's own action (Raise, Track) stays its one filled button.
        <PendingSubmit idle="Renew plan" busy="Adding the renewal…" secondary />
      )}
      {message ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {message}
        </p>
      ) : null}
    </form>
  );
}
