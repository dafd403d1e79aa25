'use client';

import { useActionState, useEffect, useRef, useState } from 'react';
import type { SrPublicView } from '@kavach/contracts';
import { FormAlert } from '@/components/form-alert';
import { lookupType } from '../flow-checks';
import { selfserveApi } from '../selfserve-api';
import { codeFormatError, sendCodeCall, verifyCodeCall } from '../tracker-code';
import { trackerCodeAction } from '../tracker-code-action';
import type { TrackerCodeState } from '../tracker-code-action';
import type { TrackerAnswer } from '../tracker-view';
import { FilteredField } from './flow-parts';
import { SearchResult } from './tracker-search-result';
import { TrackerVerify } from './tracker-verify';
import type { Verify } from './tracker-verify';

type Results = {
  query: string;
  lookup: 'email' | 'sr' | 'mobile';
  items: SrPublicView[];
  page: number;
  hasNext: boolean;
  hasPrevious: boolean;
};
type Note = NonNullable<TrackerCodeState>['note'];
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

/** What the page shows first: the server's answer, with what a code post before hydration ended in. */
function firstShown(query: string, answer: TrackerAnswer | undefined, posted: TrackerCodeState) {
  const first = answer?.ok ? shown(query, answer.data, null) : { results: null, verify: null };
  const verify =
    first.verify && posted?.query === first.verify.query
      ? { ...first.verify, sent: posted.sent }
      : first.verify;
  const note: Note | null =
    posted?.note ?? (answer && !answer.ok ? { tone: 'error', text: answer.message } : null);
  return { ...first, verify, note };
}

/**
 * Tracker search (GET /v3/tracker/search, spec §4, §5 contact lookup): by SR number, anyone sees
 * status and milestones; by phone or email, results come after a one-time code to it (or for the
 * signed-in owner). Results of page > 1 are appended; Previous goes back a page. Before the page's
 * scripts run, the form is a plain GET of this page with `?query=`, which the server searches and
 * renders (`initialAnswer`, decision 066); without an answer, the page searches on arrival. 'Send
 * code' and the code post to a server action until then (`trackerCodeAction`, decision 072).
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
  const [posted, codeAction] = useActionState(trackerCodeAction, null);
  const [first] = useState(() => firstShown(initialQuery.trim(), initialAnswer, posted));
  const [query, setQuery] = useState(initialQuery);
  const [error, setError] = useState<string | undefined>(undefined);
  const [note, setNote] = useState<Note | null>(first.note);
  const fail = (text: string) => setNote({ tone: 'error', text });
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<Results | null>(first.results);
  const [verify, setVerify] = useState<Verify | null>(first.verify);
  const [code, setCode] = useState('');
  const started = useRef(initialAnswer !== undefined);

  const search = async (q: string, page: number) => {
    setBusy(true);
    setNote(null);
    const res = await selfserveApi.search(q, page);
    setBusy(false);
    if (!res.ok) return fail(res.error.message);
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
    setNote(null);
    const res = await selfserveApi.sendCode(sendCodeCall(verify));
    setBusy(false);
    if (!res.ok) return fail(res.error.message);
    setVerify({ ...verify, sent: true });
    setNote({ tone: 'info', text: res.data.message });
  };

  const checkCode = async () => {
    if (!verify) return;
    const wrong = codeFormatError(code);
    if (wrong) return fail(wrong);
    setBusy(true);
    setNote(null);
    const res = await selfserveApi.verifyCode(verifyCodeCall(verify, code));
    setBusy(false);
    if (!res.ok) return fail(res.error.message);
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
        <TrackerVerify
          verify={verify}
          busy={busy}
          code={code}
          onCode={setCode}
          onSend={() => void sendCode()}
          onCheck={() => void checkCode()}
          formAction={codeAction}
        />
      ) : null}

      <FormAlert text={note?.text ?? null} tone={note?.tone} />

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
