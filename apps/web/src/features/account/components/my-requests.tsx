'use client';

import type { ServiceRequestItem } from '@kavach/contracts';
import { formatDateTimeShort, formatDayMonthCommaYear } from '@kavach/domain';
import { accountApi } from '../account-api';
import { deviceLine } from '../plan-card-view';
import { useAccountData } from '../use-account-data';
import { LoadError, LoadingCards } from './data-states';
import { EmptyState } from './empty-state';

const trackerHref = (srId: string) => `/selfserve/tracker/service-request/${encodeURIComponent(srId)}`;

function RequestCard({ request }: { request: ServiceRequestItem }) {
  const device = deviceLine({ ...request.device, name: null });
  const titleId = `sr-${request.sr_id}`;
  return (
    <article aria-labelledby={titleId} className="kv-card grid gap-3 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="kv-h3">
          {request.cover_title || request.plan_name}
        </h2>
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800">
          {request.milestone || request.status}
        </span>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">Request number</dt>
          <dd className="font-mono text-slate-900">{request.sr_id}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Plan</dt>
          <dd className="font-medium text-slate-900">{request.plan_name}</dd>
        </div>
        {device ? (
          <div>
            <dt className="text-slate-600">Device</dt>
            <dd className="font-medium text-slate-900">{device}</dd>
          </div>
        ) : null}
        <div>
          <dt className="text-slate-600">Raised on</dt>
          <dd className="font-medium text-slate-900">{formatDayMonthCommaYear(request.created_at)}</dd>
        </div>
      </dl>
      <p className="text-sm text-slate-700">Last Updated on {formatDateTimeShort(request.updated_at)}</p>
      <a href={trackerHref(request.sr_id)} className="kv-btn2 justify-self-start">
        Track Request<span className="sr-only"> {request.sr_id}</span>
      </a>
    </article>
  );
}

/** Tracker search (issue 20 §3): a request raised from another account, phone or email. */
function TrackByNumber() {
  return (
    <p className="text-sm text-slate-700">
      Looking for a request raised with another number or email?{' '}
      <a href="/selfserve/tracker" className="kv-tlink">
        Track it by request number, mobile or email
      </a>
    </p>
  );
}

/** My Requests: the customer's service requests with their latest milestone, each linked to its tracker. */
export function MyRequests() {
  const { state, reload } = useAccountData(accountApi.requests);
  if (state.status === 'loading') return <LoadingCards label="Loading your requests…" />;
  if (state.status === 'error') return <LoadError message={state.message} onRetry={reload} />;
  const { requests } = state.data;
  if (requests.length === 0)
    return (
      <div className="grid gap-4">
        <EmptyState
          text="You have not raised any request yet"
          detail="When a device covered by a plan needs a repair, raise a request from My Plans."
          action={{ href: '/account/plans', label: 'Go to My Plans' }}
        />
        <TrackByNumber />
      </div>
    );
  return (
    <div className="grid gap-4">
      <ul className="grid gap-4" aria-label="Your service requests">
        {requests.map((r) => (
          <li key={r.sr_id}>
            <RequestCard request={r} />
          </li>
        ))}
      </ul>
      <TrackByNumber />
    </div>
  );
}
