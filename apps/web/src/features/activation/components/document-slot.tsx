import { useEffect, useRef, useState } from 'react';
import type { ActivationDocument } from '@kavach/contracts';
import { SpinnerIcon, TrashIcon } from '@/components/icons';
import { signInAndReturn } from '@/features/account/use-account-data';
import { activationApi, documentHref, uploadDocument } from '../activation-api';
import { ACCEPTED_FILES, MAX_FILE_BYTES, TOO_LARGE_MESSAGE, fileSize } from '../document-slots';
import type { DocumentSlot as Slot } from '../document-slots';

interface DocumentSlotProps {
  id: string;
  osid: string;
  slot: Slot;
  documents: ActivationDocument[];
  /** The card's message for this slot ('Upload the purchase invoice'). */
  error?: string | undefined;
  onUploaded: (doc: ActivationDocument) => void;
  onRemoved: (id: string) => void;
  clearError: () => void;
  /** True while a file is uploading (the card waits for it before activating). */
  onBusy: (busy: boolean) => void;
}

/**
 * One upload slot (purchase invoice or device photo): a file input limited to JPEG, PNG and PDF,
 * progress while it uploads, then the file with Download and Remove. Files over 5 MB are refused
 * here with the API's own message; every other check (type by content, PDF safety) is the API's,
 * whose message is shown as it is.
 */
export function DocumentSlot({
  id,
  osid,
  slot,
  documents,
  error,
  onUploaded,
  onRemoved,
  clearError,
  onBusy,
}: DocumentSlotProps) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [refocus, setRefocus] = useState(false);
  const message = problem ?? error;

  // After a removal the file input is back: focus goes to it rather than to the page.
  useEffect(() => {
    if (!refocus || !input.current) return;
    input.current.focus();
    setRefocus(false);
  }, [refocus, documents.length]);

  const upload = async (file: File) => {
    clearError();
    setProblem(null);
    if (file.size > MAX_FILE_BYTES) return setProblem(TOO_LARGE_MESSAGE);
    setProgress({ name: file.name, percent: 0 });
    onBusy(true);
    const res = await uploadDocument(osid, slot.type, file, (f) =>
      setProgress({ name: file.name, percent: Math.round(f * 100) }),
    );
    setProgress(null);
    onBusy(false);
    if (res.status === 401) return signInAndReturn();
    if (!res.ok) return setProblem(res.error.message);
    onUploaded(res.data.document);
  };

  const remove = async (doc: ActivationDocument) => {
    setProblem(null);
    setRemoving(doc.id);
    const res = await activationApi.deleteDocument(doc.id);
    setRemoving(null);
    if (res.status === 401) return signInAndReturn();
    if (!res.ok && res.status !== 404) return setProblem(res.error.message);
    onRemoved(doc.id);
    setRefocus(true);
  };

  const describedBy = [`${id}-hint`, message ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="rounded-lg border border-slate-200 p-3">
      <p id={`${id}-label`} className="font-medium text-slate-900">
        {slot.label}
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      </p>
      <p id={`${id}-hint`} className="text-sm text-slate-700">
        JPG, PNG or PDF, up to 5 MB
      </p>
      {documents.length > 0 ? (
        <ul className="mt-2 grid gap-2">
          {documents.map((doc) => (
            <li key={doc.id} className="grid gap-1">
              <span className="text-slate-900 [overflow-wrap:anywhere]">
                {doc.name} <span className="text-sm text-slate-600">({fileSize(doc.size)})</span>
              </span>
              <span className="flex flex-wrap items-center gap-2">
                <a href={documentHref(doc.id)} download className="kv-btn2 min-h-11 px-4 text-sm">
                  Download<span className="sr-only"> {doc.name}</span>
                </a>
                <button
                  type="button"
                  className="kv-remove"
                  aria-disabled={removing === doc.id || undefined}
                  onClick={() => removing === null && void remove(doc)}
                >
                  {removing === doc.id ? (
                    <SpinnerIcon width={18} height={18} />
                  ) : (
                    <TrashIcon width={18} height={18} />
                  )}
                  Remove<span className="sr-only"> {doc.name}</span>
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-2 min-h-11">
          {progress ? (
            <div role="status" className="grid gap-1">
              <span className="flex items-center gap-2 text-sm text-slate-800">
                <SpinnerIcon width={18} height={18} />
                Uploading {progress.name}… {progress.percent}%
              </span>
              <progress
                className="h-2 w-full accent-brand-700"
                max={100}
                value={progress.percent}
                aria-label={`Uploading ${progress.name}`}
              />
            </div>
          ) : (
            <label className="kv-btn2 cursor-pointer has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600">
              {slot.action}
              <input
                ref={input}
                type="file"
                accept={ACCEPTED_FILES}
                className="sr-only"
                aria-describedby={describedBy}
                aria-invalid={message ? true : undefined}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = '';
                  if (file) void upload(file);
                }}
              />
            </label>
          )}
        </div>
      )}
      <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {message ?? ''}
      </p>
    </div>
  );
}
