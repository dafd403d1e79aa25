import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { CheckIcon } from '@/components/icons';

interface ActivationSectionProps {
  id: string;
  title: string;
  complete: boolean;
  open: boolean;
  /** The collapsed section's one line. */
  summary: ReactNode;
  /** Opens the section; absent when it cannot be edited (then it stays a summary). */
  onEdit?: () => void;
  /** Shown under the summary of a section that cannot be edited. */
  note?: ReactNode;
  children: ReactNode;
}

/**
 * docs/product/activation.md#sections-and-errors Activation sections: expanded until complete, then a summary line with 'Edit'. Opening one
 * with 'Edit' moves focus to its first field (the button itself goes away).
 */
export function ActivationSection({
  id,
  title,
  complete,
  open,
  summary,
  onEdit,
  note,
  children,
}: ActivationSectionProps) {
  const body = useRef<HTMLDivElement>(null);
  const [edited, setEdited] = useState(false);

  useEffect(() => {
    if (!edited || !open) return;
    body.current?.querySelector<HTMLElement>('input, select, button, a[href]')?.focus();
    setEdited(false);
  }, [edited, open]);

  return (
    <section aria-labelledby={`${id}-title`} className="border-t border-slate-200 pt-4">
      <div className="flex min-h-11 items-center justify-between gap-3">
        <h3 id={`${id}-title`} className="kv-h3 flex items-center gap-2">
          {complete ? (
            <span className="inline-flex size-6 items-center justify-center rounded-full bg-green-100 text-green-800">
              <CheckIcon width={16} height={16} />
              <span className="sr-only">Complete: </span>
            </span>
          ) : null}
          {title}
        </h3>
        {!open && onEdit ? (
          <button
            type="button"
            className="kv-tlink px-2"
            aria-expanded="false"
            aria-controls={`${id}-body`}
            onClick={() => {
              setEdited(true);
              onEdit();
            }}
          >
            Edit<span className="sr-only"> {title.toLowerCase()}</span>
          </button>
        ) : null}
      </div>
      {open ? (
        <div id={`${id}-body`} ref={body} className="mt-2 grid gap-4">
          {children}
        </div>
      ) : (
        <div id={`${id}-body`} className="mt-1 text-slate-700">
          <p className="break-words">{summary}</p>
          {note ? <p className="mt-1 text-sm text-slate-700">{note}</p> : null}
        </div>
      )}
    </section>
  );
}
