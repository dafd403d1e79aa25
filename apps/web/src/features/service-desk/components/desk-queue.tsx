import type { z } from 'zod';
import type { DeskQueueResponse } from '@kavach/contracts';
import {
  DESK_SEARCH_MAX_LENGTH,
  PROCESS_TYPE_LABELS,
  SR_STATES,
  SR_STATE_LABELS,
  formatDateTimeShort,
} from '@kavach/domain';
import { nextLine } from '../../selfserve/tracker-view';
import { queueQuery } from '../desk-form';

type Queue = z.infer<typeof DeskQueueResponse>['data'];
type Filters = Record<'q' | 'status' | 'city' | 'process_type' | 'sla', string>;

const SLA_LABELS = {
  breached: 'SLA breached',
  at_risk: 'At risk',
  on_time: 'On time',
  none: 'No SLA running',
} as const;
const SLA_CLASSES = {
  breached: 'bg-red-100 text-red-900',
  at_risk: 'bg-amber-100 text-amber-950',
  on_time: 'bg-green-100 text-green-900',
  none: 'bg-slate-100 text-slate-800',
} as const;

const select =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 focus:border-brand-600';

/**
 * The service desk's queue (issue 20 §4): a search by request number, mobile or email and filters by
 * status, city, process and SLA risk as one plain GET form (works without scripts), and one row per
 * request with its SLA standing. `queue` is null when the search text is not valid (`searchError`).
 */
export function DeskQueue({
  queue,
  filters,
  searchError = null,
  now,
}: {
  queue: Queue | null;
  filters: Filters;
  searchError?: string | null;
  now: Date;
}) {
  return (
    <div className="grid gap-5">
      <form
        method="get"
        action="/service-desk"
        className="kv-card grid gap-3 sm:grid-cols-5 sm:items-end"
        role="search"
        aria-label="Search and filter the queue"
      >
        <div className="sm:col-span-5">
          <label htmlFor="q-search" className="block text-sm font-medium text-slate-900">
            Request number, mobile or email
          </label>
          <input
            id="q-search"
            name="q"
            type="search"
            defaultValue={filters.q}
            maxLength={DESK_SEARCH_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={searchError ? true : undefined}
            aria-describedby={searchError ? 'q-search-error' : undefined}
            placeholder="e.g. 261127-000042"
            className={select}
          />
          {searchError ? (
            <p id="q-search-error" className="mt-1 text-sm text-red-800">
              {searchError}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="q-status" className="block text-sm font-medium text-slate-900">
            Status
          </label>
          <select id="q-status" name="status" defaultValue={filters.status} className={select}>
            <option value="">Any</option>
            {SR_STATES.map((s) => (
              <option key={s} value={s}>
                {SR_STATE_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="q-city" className="block text-sm font-medium text-slate-900">
            City
          </label>
          <input id="q-city" name="city" defaultValue={filters.city} maxLength={40} className={select} />
        </div>
        <div>
          <label htmlFor="q-process" className="block text-sm font-medium text-slate-900">
            Process
          </label>
          <select id="q-process" name="process_type" defaultValue={filters.process_type} className={select}>
            <option value="">Any</option>
            {Object.entries(PROCESS_TYPE_LABELS).map(([k, label]) => (
              <option key={k} value={k}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="q-sla" className="block text-sm font-medium text-slate-900">
            SLA
          </label>
          <select id="q-sla" name="sla" defaultValue={filters.sla} className={select}>
            <option value="">Any</option>
            <option value="breached">Breached</option>
            <option value="at_risk">At risk</option>
            <option value="on_time">On time</option>
          </select>
        </div>
        <button type="submit" className="kv-btn">
          Search
        </button>
      </form>

      {queue === null ? null : queue.items.length === 0 ? (
        <p className="kv-card">
          {filters.q
            ? `No request matches “${filters.q}” with these filters.`
            : 'No requests match these filters.'}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[48rem] border-collapse text-left text-sm">
            <caption className="sr-only">Service requests, page {queue.page}</caption>
            <thead>
              <tr className="border-b border-slate-300 text-slate-700">
                <th scope="col" className="py-2 pr-3">
                  Request
                </th>
                <th scope="col" className="py-2 pr-3">
                  Customer
                </th>
                <th scope="col" className="py-2 pr-3">
                  City
                </th>
                <th scope="col" className="py-2 pr-3">
                  Process
                </th>
                <th scope="col" className="py-2 pr-3">
                  Status
                </th>
                <th scope="col" className="py-2 pr-3">
                  Next
                </th>
                <th scope="col" className="py-2">
                  SLA
                </th>
              </tr>
            </thead>
            <tbody>
              {queue.items.map((r) => {
                const next = nextLine(r.next, now);
                return (
                  <tr key={r.sr_id} className="border-b border-slate-200 align-top">
                    <td className="py-2 pr-3">
                      <a className="kv-tlink font-mono" href={`/service-desk/${encodeURIComponent(r.sr_id)}`}>
                        {r.sr_id}
                      </a>
                      <span className="block text-slate-700">{r.cover_title}</span>
                      <span className="block text-xs text-slate-600">
                        {formatDateTimeShort(r.created_at)}
                      </span>
                    </td>
                    <td className="py-2 pr-3">{r.customer_name}</td>
                    <td className="py-2 pr-3">{r.city}</td>
                    <td className="py-2 pr-3">{PROCESS_TYPE_LABELS[r.process_type]}</td>
                    <td className="py-2 pr-3">
                      {r.status_label}
                      {r.status === 'under_review' ? (
                        <span className="block text-xs text-amber-900">Needs review</span>
                      ) : null}
                    </td>
                    <td className="py-2 pr-3">
                      {r.next ? (
                        <>
                          {r.next.label}
                          <span className="block text-xs text-slate-700">{next?.text}</span>
                        </>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td className="py-2">
                      <span
                        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${SLA_CLASSES[r.sla]}`}
                      >
                        {SLA_LABELS[r.sla]}
                      </span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {queue && (queue.page > 1 || queue.has_next) ? (
        <nav aria-label="Queue pages" className="flex gap-3">
          {queue.page > 1 ? (
            <a
              className="kv-btn2"
              href={`/service-desk${queueQuery({ ...filters, page: String(queue.page - 1) })}`}
            >
              Previous
            </a>
          ) : null}
          {queue.has_next ? (
            <a
              className="kv-btn2"
              href={`/service-desk${queueQuery({ ...filters, page: String(queue.page + 1) })}`}
            >
              Next
            </a>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
