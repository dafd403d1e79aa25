'use client';

import type { AccountPlansResponse } from '@kavach/contracts';
import { accountApi } from '../account-api';
import type { PlanCancelShown } from '../plan-cancel-view';
import type { PlanTransferShown } from '../plan-transfer-view';
import { useAccountData } from '../use-account-data';
import { LoadError, LoadingCards } from './data-states';
import { EmptyState } from './empty-state';
import { PlanCard } from './plan-card';
import { IncomingTransfers } from './plan-transfer';

/** Which list of GET /v3/customer/plans an island shows. */
type Kind = 'plans' | 'activation';

const EMPTY: Record<Kind, { text: string; action: { href: string; label: string } }> = {
  plans: { text: 'You don’t have any active plans yet!', action: { href: '/', label: 'Browse plans' } },
  activation: {
    text: 'You don’t have any plans to activate!',
    action: { href: '/account/plans', label: 'Go to My Plans' },
  },
};

/**
 * My Plans (every plan card) or Activate Plan (the plans still to activate), from one read of
 * GET /v3/customer/plans (`initial` when the server already read it for this request). docs/product/accounts.md#empty-states empty
 * states verbatim.
 */
export function MyPlans({
  kind,
  chatUrl,
  initial,
  cancelNotice = null,
  transferNotice = null,
}: {
  kind: Kind;
  chatUrl: string;
  initial?: AccountPlansResponse | undefined;
  /** What the cancel action's redirect said (decision 093). */
  cancelNotice?: PlanCancelShown | null;
  /** What a transfer action's redirect said (decision 097). */
  transferNotice?: PlanTransferShown | null;
}) {
  const { state, reload } = useAccountData(accountApi.plans, initial);
  if (state.status === 'loading') return <LoadingCards label="Loading your plans…" />;
  if (state.status === 'error') return <LoadError message={state.message} onRetry={reload} />;
  const plans = kind === 'plans' ? state.data.plans : state.data.activation_plans;
  return (
    <>
      {/* Plans handed to this customer come first, even before their first plan of their own. */}
      {kind === 'plans' ? (
        <IncomingTransfers transfers={state.data.incoming_transfers} notice={transferNotice} />
      ) : null}
      {plans.length === 0 ? (
        <EmptyState {...EMPTY[kind]} />
      ) : (
        <ul
          className="grid gap-4 lg:grid-cols-2"
          aria-label={kind === 'plans' ? 'Your plans' : 'Plans to activate'}
        >
          {plans.map((plan) => (
            <li key={plan.osid} className="grid">
              <PlanCard
                plan={plan}
                chatUrl={chatUrl}
                variant={kind}
                cancelNotice={cancelNotice}
                transferNotice={transferNotice}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
