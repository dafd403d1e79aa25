'use client';

import type { Dispatch } from 'react';
import { useState } from 'react';
import type { PlanCoverView } from '@kavach/contracts';
import { missingDocuments } from '../flow-checks';
import type { FlowAction, FlowState } from '../flow-types';
import type { StartErrors } from '../use-flow';
import { uploadSrDocument } from '../selfserve-api';
import { DOCUMENT_KIND_LABELS } from '../tracker-view';
import { REMOVE_ALL_DOCUMENTS, choiceFields, stateMarkers } from '../flow-url';
import { useHydrated } from '@/lib/use-hydrated';
import { removeDocumentAction, uploadDocumentAction } from '../draft-action';
import { MISSING_DOCUMENTS } from '../flow-start';
import { ActionBar, BACK_FORM, ErrorNote, HiddenFields, StepFrame } from './flow-parts';

type Kind = keyof typeof DOCUMENT_KIND_LABELS;
const ALL_KINDS = Object.keys(DOCUMENT_KIND_LABELS) as Kind[];
const REMOVE_FORM = 'ss-doc-remove-form';

/** What a theft claim's documents are, in plain words (domain facts §8, decision 063). */
const HINTS: Partial<Record<Kind, string>> = {
  fir: 'The FIR, or the complaint you filed with the police, as a PDF or a photo.',
  sim_block_letter: 'The letter or email from your mobile operator confirming the SIM is blocked.',
};

/**
 * Documents by cover (domain facts §8): invoice for warranty and damage, photos for damage, FIR and
 * SIM-block letter for theft; each is checked by the document store as it is uploaded. Rendered by
 * the server when the appointment step's GET form led here (decision 071). Before the scripts each
 * upload and each Remove posts its own form to a server action that keeps the draft (decision 076).
 */
export function DocumentsStep({
  cover,
  state,
  dispatch,
  start = null,
}: {
  cover: PlanCoverView | null;
  state: FlowState;
  dispatch: Dispatch<FlowAction>;
  /** Why the server showed this step again (decision 076). */
  start?: StartErrors | null;
}) {
  const ticket = state.tickets[state.currentKey];
  const [progress, setProgress] = useState<Record<string, number>>({});
  const told = start?.error === MISSING_DOCUMENTS;
  const [error, setError] = useState<string | null>(told ? null : (start?.error ?? null));
  const [confirmMissing, setConfirmMissing] = useState(told);
  const hydrated = useHydrated();
  if (!ticket) return null;
  const required = (cover?.documents_required ?? []) as Kind[];
  // A stolen or lost device has nothing to photograph: a theft claim lists only its documents.
  const optional =
    cover?.type === 'theft'
      ? []
      : ALL_KINDS.filter((k) => !required.includes(k) && k !== 'fir' && k !== 'sim_block_letter');
  const kinds = [...required, ...optional];
  const missing = missingDocuments(ticket, required);

  const upload = async (kind: Kind, file: File) => {
    setError(null);
    setProgress((p) => ({ ...p, [kind]: 0 }));
    const res = await uploadSrDocument(state.osid ?? '', kind, file, (f) =>
      setProgress((p) => ({ ...p, [kind]: f })),
    );
    setProgress(({ [kind]: _done, ...rest }) => rest);
    if (!res.ok) return setError(res.error.message);
    dispatch({ type: 'addDocument', document: res.data.data });
  };

  const submit = () => {
    if (missing.length > 0 && !confirmMissing) {
      setConfirmMissing(true);
      return;
    }
    dispatch({ type: 'done', next: 'review' });
  };

  return (
    <StepFrame
      title="Upload documents"
      lead={
        required.length > 0
          ? `This cover needs: ${required.map((k) => DOCUMENT_KIND_LABELS[k]).join(', ')}.`
          : 'No documents are needed for this cover; you may add any that help.'
      }
      onSubmit={submit}
      // Before hydration each document posts its own form and Continue posts the step (decision 076):
      // a required one missing, the server shows this step with the warning, and a second Continue goes on.
      post={{
        ...choiceFields(state, 'documents'),
        step: 'review',
        from: 'documents',
        ...(confirmMissing ? { confirm_missing: '1' } : {}),
      }}
      backQuery={stateMarkers(state, 'appointment')}
      after={
        <>
          {kinds.map((kind) => (
            <form
              key={kind}
              id={`ss-doc-${kind}-form`}
              action={uploadDocumentAction}
              hidden
              onSubmit={(e) => e.preventDefault()}
            >
              <HiddenFields fields={{ ...stateMarkers(state, 'documents'), kind }} />
            </form>
          ))}
          {/* Each Remove button names what it removes (`remove`); hydrated, its click does it in the tab. */}
          <form id={REMOVE_FORM} action={removeDocumentAction} hidden onSubmit={(e) => e.preventDefault()}>
            <HiddenFields fields={stateMarkers(state, 'documents')} />
          </form>
        </>
      }
    >
      {kinds.map((kind) => {
        const id = `ss-doc-${kind}`;
        const docs = ticket.documents.filter((d) => d.type === kind);
        return (
          <div key={kind} className="kv-card grid gap-2">
            <label htmlFor={id} className="font-medium text-slate-900">
              {DOCUMENT_KIND_LABELS[kind]}
              {required.includes(kind) ? (
                <span aria-hidden="true" className="text-red-700">
                  {' '}
                  *
                </span>
              ) : (
                <span className="font-normal text-slate-700"> (optional)</span>
              )}
            </label>
            {HINTS[kind] ? (
              <p id={`${id}-hint`} className="text-sm text-slate-700">
                {HINTS[kind]}
              </p>
            ) : null}
            <input
              id={id}
              name="file"
              form={`${id}-form`}
              type="file"
              aria-describedby={HINTS[kind] ? `${id}-hint` : undefined}
              accept="image/jpeg,image/png,application/pdf"
              className="text-sm"
              disabled={progress[kind] !== undefined}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void upload(kind, file);
              }}
            />
            {hydrated ? null : (
              // Before the scripts a chosen file is sent with this button (its own form); after, as it is chosen.
              <button type="submit" form={`${id}-form`} className="kv-btn2 justify-self-start">
                Upload<span className="sr-only"> {DOCUMENT_KIND_LABELS[kind]}</span>
              </button>
            )}
            {progress[kind] !== undefined ? (
              <progress
                max={1}
                value={progress[kind]}
                aria-label={`Uploading ${DOCUMENT_KIND_LABELS[kind]}`}
              />
            ) : null}
            {docs.length > 0 ? (
              <ul className="grid gap-1 text-sm">
                {docs.map((d) => {
                  const at = ticket.documents.indexOf(d);
                  return (
                    <li key={d.url} className="flex items-center justify-between gap-2">
                      <span className="truncate">{d.name}</span>
                      <button
                        type="submit"
                        form={REMOVE_FORM}
                        name="remove"
                        value={d.url}
                        className="kv-tlink"
                        onClick={() => dispatch({ type: 'dropDocument', which: at })}
                      >
                        Remove<span className="sr-only"> {d.name}</span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            ) : null}
          </div>
        );
      })}
      {ticket.documents.length > 0 ? (
        <button
          type="submit"
          form={REMOVE_FORM}
          name="remove"
          value={REMOVE_ALL_DOCUMENTS}
          className="kv-tlink justify-self-start"
          onClick={() => dispatch({ type: 'resetDocuments' })}
        >
          Remove all documents and comments
        </button>
      ) : null}
      <ErrorNote text={error} />
      {confirmMissing && missing.length > 0 ? (
        <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
          Still missing: {missing.map((k) => DOCUMENT_KIND_LABELS[k]).join(', ')}. You can go on without them,
          but your request will then wait with our service team until you send them. Select Continue again to
          go on.
        </p>
      ) : null}
      <ActionBar primary="Continue" backForm={BACK_FORM} onBack={() => dispatch({ type: 'back' })} />
    </StepFrame>
  );
}
