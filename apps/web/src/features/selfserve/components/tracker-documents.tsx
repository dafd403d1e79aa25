'use client';

import { useActionState, useState, type FormEvent } from 'react';
import type { SrDetailView } from '@kavach/contracts';
import { sendRequestedDocument } from '../selfserve-api';
import { sendDocumentAction } from '../send-document-action';
import { CHOOSE_A_FILE, DOCUMENT_KIND_LABELS, trackerPath } from '../tracker-view';

type Kind = SrDetailView['documents_requested'][number];

/**
 * The documents the service desk asked for (issue 20 §4; decision 074), on the owner's tracker:
 * each asked-for kind is either sent (its file's name) or, while the request waits for documents,
 * a form to send it. Before hydration the form posts the file to a server action
 * (send-document-action.ts); once hydrated it uploads from the browser with progress. When the last
 * one is sent the request is back under review and the page is read again.
 */
export function TrackerDocuments({ request: r, staffView }: { request: SrDetailView; staffView: boolean }) {
  const [posted, formAction] = useActionState(sendDocumentAction, null);
  const [missing, setMissing] = useState<Kind[]>(r.documents_missing);
  const [sent, setSent] = useState<Partial<Record<Kind, string>>>({});
  const [progress, setProgress] = useState<Partial<Record<Kind, number>>>({});
  const [errors, setErrors] = useState<Partial<Record<Kind, string>>>(
    posted?.kind ? { [posted.kind]: posted.message } : {},
  );
  if (r.documents_requested.length === 0) return null;
  const waiting = r.status === 'documents_requested' && !staffView;
  const nameOf = (kind: Kind) =>
    sent[kind] ?? r.documents.findLast((d) => d.type === kind)?.name ?? DOCUMENT_KIND_LABELS[kind];

  const submit = async (kind: Kind, e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const input = e.currentTarget.elements.namedItem('file') as HTMLInputElement | null;
    const file = input?.files?.[0];
    if (!file) return setErrors((x) => ({ ...x, [kind]: CHOOSE_A_FILE }));
    setErrors(({ [kind]: _old, ...rest }) => rest);
    setProgress((p) => ({ ...p, [kind]: 0 }));
    const res = await sendRequestedDocument(r.sr_id, kind, file, (f) =>
      setProgress((p) => ({ ...p, [kind]: f })),
    );
    setProgress(({ [kind]: _done, ...rest }) => rest);
    if (!res.ok) return setErrors((x) => ({ ...x, [kind]: res.error.message }));
    const answer = res.data.data;
    setSent((s) => ({ ...s, [kind]: answer.document.name }));
    setMissing(answer.documents_missing);
    // The last one moved the request back to review: read the page again for its new status.
    if (answer.status !== r.status) window.location.assign(trackerPath(r.sr_id));
  };

  return (
    <section className="kv-card grid gap-3 border-amber-300" aria-labelledby="sr-docs-asked">
      <h2 id="sr-docs-asked" className="kv-h4">
        {waiting ? 'Documents we need from you' : 'Documents our service team asked for'}
      </h2>
      {waiting ? (
        <p className="text-sm text-slate-700">
          Send each as a PDF, JPEG or PNG of at most 5 MB. Once all are here, your request goes back to our
          service team for review.
        </p>
      ) : null}
      <ul className="grid gap-3">
        {r.documents_requested.map((kind) => {
          const id = `sr-doc-${kind}`;
          const label = DOCUMENT_KIND_LABELS[kind];
          if (!missing.includes(kind))
            return (
              <li key={kind} className="text-slate-800">
                <span aria-hidden="true" className="font-bold text-brand-700">
                  ✓{' '}
                </span>
                {label}: sent <span className="break-words text-slate-700">({nameOf(kind)})</span>
              </li>
            );
          if (!waiting)
            return (
              <li key={kind} className="text-slate-800">
                {label}: not sent
              </li>
            );
          const error = errors[kind];
          return (
            <li key={kind}>
              <form
                action={formAction}
                onSubmit={(e) => void submit(kind, e)}
                className="grid gap-2"
                noValidate
              >
                <input type="hidden" name="sr_id" value={r.sr_id} />
                <input type="hidden" name="type" value={kind} />
                <label htmlFor={id} className="font-medium text-slate-900">
                  {label}
                </label>
                <div className="flex flex-wrap items-center gap-3">
                  <input
                    id={id}
                    name="file"
                    type="file"
                    accept="image/jpeg,image/png,application/pdf"
                    className="min-w-0 text-sm"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    disabled={progress[kind] !== undefined}
                  />
                  <button type="submit" className="kv-btn2" disabled={progress[kind] !== undefined}>
                    Send<span className="sr-only"> {label}</span>
                  </button>
                </div>
                {progress[kind] !== undefined ? (
                  <progress max={1} value={progress[kind]} aria-label={`Sending ${label}`} />
                ) : null}
                {error ? (
                  <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
                    {error}
                  </p>
                ) : null}
              </form>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
