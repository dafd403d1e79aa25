'use client';

import { useEffect, useRef, useState } from 'react';
import type { SrPublicView } from '@kavach/contracts';
import { formatDateTimeShort } from '@kavach/domain';
import { CodeField } from '@/components/code-field';
import { FormAlert } from '@/components/form-alert';
import { lookupType } from '../flow-checks';
import { selfserveApi } from '../selfserve-api';
import { nextLine, trackerPath } from '../tracker-view';
import type { TrackerAnswer } from '../tracker-view';
import { FilteredField } from './flow-parts';

type Results = {
  query: string;
  lookup: 'email' | 'sr' | 'mobile';
  items: SrPublicView[];
  page: number;
  hasNext: boolean;
  hasPrevious: boolean;
};
type Verify = { query: string; lookup: 'email' | 'mobile'; sent: boolean };
type Answer = Extract<TrackerAnswer, { ok: true }>['data'];

/** What one answer shows: the results (page > 1 appended to `prev`, spec §4), or the code to send first. */
function shown(
  q: string,
  d: Answer,
  prev: Results | null,
): { results: Results | null; verify: Verify | null } {
  if (d.verification_required && d.lookup !== 'sr')
    return { results: null, verify: { query: q, lookup: d.lookup, sent: false } };
  const items = d.page > 1 && prev?.query === q ? [...prev.items, ...d.results] : d.results;
  return {
    results: {
      query: q,
      lookup: d.lookup,
      items,
      page: d.page,
      hasNext: d.has_next,
      hasPrevious: d.has_previous,
    },
    verify: null,
  };
}

/**
 * Tracker search (GET /v3/tracker/search, spec §4, §5 contact lookup): by SR number, anyone sees
 * status and milestones; by phone or email, results come after a one-time code to it (or for the
 * signed-in owner). Results of page > 1 are appended; Previous goes back a page. Before the page's
 * scripts run, the form is a plain GET of this page with `?query=`, which the server searches and
 * renders (`initialAnswer`, decision 066); without an answer, the page searches on arrival.
 */
export function TrackerSearch({
  initialQuery = '',
  initialAnswer,
  action,
}: {
  initialQuery?: string;
  initialAnswer?: TrackerAnswer | undefined;
  action: string;
}) {
  const [first] = useState(() =>
    initialAnswer?.ok
      ? shown(initialQuery.trim(), initialAnswer.data, null)
      : { results: null, verify: null },
  );
  const [query, setQuery] = useState(initialQuery);
  const [error, setError] = useState<string | undefined>(undefined);
  const [message, setMessage] = useState<string | null>(
    initialAnswer && !initialAnswer.ok ? initialAnswer.message : null,
  );
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<Results | null>(first.results);
  const [verify, setVerify] = useState<Verify | null>(first.verify);
  const [code, setCode] = useState('');
  const started = useRef(initialAnswer !== undefined);

  const search = async (q: string, page: number) => {
    setBusy(true);
    setMessage(null);
    const res = await selfserveApi.search(q, page);
    setBusy(false);
    if (!res.ok) return setMessage(res.error.message);
    const next = shown(q, res.data.data, results);
    setVerify(next.verify);
    setResults(next.results);
  };

  useEffect(() => {
    if (started.current || !initialQuery.trim()) return;
    started.current = true;
    void search(initialQuery.trim(), 1);
  }, [initialQuery]);

  const submit = () => {
    const q = query.trim();
    if (!q) return setError('Required field');
    setError(undefined);
    setCode('');
    void search(q, 1);
  };

  const sendCode = async () => {
    if (!verify) return;
    setBusy(true);
    setMessage(null);
    const res =
      verify.lookup === 'email'
        ? await selfserveApi.sendEmailCode(verify.query)
        : await selfserveApi.sendPhoneCode(verify.query);
    setBusy(false);
    if (!res.ok) return setMessage(res.error.message);
    setVerify({ ...verify, sent: true });
    setMessage(res.data.message);
  };

  const checkCode = async () => {
    if (!verify) return;
    if (!/^\d{4,6}$/.test(code)) return setMessage('Enter the code we sent');
    setBusy(true);
    setMessage(null);
    const res =
      verify.lookup === 'email'
        ? await selfserveApi.verifyEmailCode(verify.query, code)
        : await selfserveApi.verifyPhoneCode(verify.query, code);
    setBusy(false);
    if (!res.ok) return setMessage(res.error.message);
    await search(verify.query, 1);
  };

  const kind = lookupType(query);
  return (
    <div className="grid gap-4">
      <form
        action={action}
        method="get"
        role="search"
        aria-label="Track a request"
        className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <FilteredField
          id="track-query"
          label="Request number, mobile number or email"
          hint="For example 261127-000123. By mobile or email we first send a code to it."
          required
          maxLength={120}
          value={query}
          onChange={(v) => {
            setQuery(v);
            setError(undefined);
          }}
          error={error}
        />
        <button type="submit" className="kv-btn" disabled={busy}>
          {busy ? 'Searching…' : 'Track'}
        </button>
      </form>

      {verify ? (
        <section className="kv-card grid gap-3" aria-labelledby="track-verify">
          <h2 id="track-verify" className="kv-h4">
            Confirm it is yours
          </h2>
          <p className="text-slate-800">
            To show requests for {verify.query}, we send a one-time code to that{' '}
            {verify.lookup === 'email' ? 'email' : 'mobile number'}.
          </p>
          {!verify.sent ? (
            <button
              type="button"
              className="kv-btn justify-self-start"
              disabled={busy}
              onClick={() => void sendCode()}
            >
              Send code
            </button>
          ) : (
            <form
              noValidate
              className="grid gap-3 sm:grid-cols-[minmax(0,16rem)_auto] sm:items-end"
              onSubmit={(e) => {
                e.preventDefault();
                void checkCode();
              }}
            >
              <CodeField id="track-code" label="One-time code" value={code} onChange={setCode} />
              <button type="submit" className="kv-btn" disabled={busy}>
                Verify and show
              </button>
            </form>
          )}
        </section>
      ) : null}

      <FormAlert text={message} tone={verify?.sent && !busy ? 'info' : 'error'} />

      {results ? (
        <section aria-labelledby="track-results" className="grid gap-3">
          <h2 id="track-results" className="kv-h4">
            {results.items.length === 0
              ? 'No requests found'
              : `Requests for ${results.query}${results.lookup === 'sr' ? '' : ` (${kind === 'email' ? 'email' : 'mobile'})`}`}
          </h2>
          <ul className="grid gap-3">
            {results.items.map((r) => (
              <li key={r.sr_id}>
                <SearchResult request={r} />
              </li>
            ))}
          </ul>
          {results.hasPrevious || results.hasNext ? (
            <nav aria-label="More results" className="flex gap-3">
              {results.hasPrevious ? (
                <button
                  type="button"
                  className="kv-btn2"
                  disabled={busy}
                  onClick={() => void search(results.query, results.page - 1)}
                >
                  Previous
                </button>
              ) : null}
              {results.hasNext ? (
                <button
                  type="button"
                  className="kv-btn2"
                  disabled={busy}
                  onClick={() => void search(results.query, results.page + 1)}
                >
                  Next
                </button>
              ) : null}
            </nav>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

/** A search result: what anyone holding the number may see (status and milestones, nothing personal). */
function SearchResult({ request: r }: { request: SrPublicView }) {
  const next = nextLine(r.next);
  const last = [...r.milestones].reverse().find((m) => m.reached);
  return (
    <article className="kv-card grid gap-1" aria-labelledby={`res-${r.sr_id}`}>
      <h3 id={`res-${r.sr_id}`} className="font-semibold text-slate-900">
        <span className="font-mono">{r.sr_id}</span> · {r.cover_title}
      </h3>
      <p className="font-medium text-brand-900">{r.status_label}</p>
      {last?.at ? (
        <p className="text-sm text-slate-700">{`${last.label}: ${formatDateTimeShort(last.at)}`}</p>
      ) : null}
      {r.next && next ? (
        <p className={`text-sm ${next.late ? 'font-semibold text-amber-900' : 'text-slate-700'}`}>
          Next: {r.next.label}. {next.text}
        </p>
      ) : null}
      <a className="kv-tlink justify-self-start text-sm" href={trackerPath(r.sr_id)}>
        Full details (for the account holder)<span className="sr-only"> of {r.sr_id}</span>
      </a>
    </article>
  );
}
