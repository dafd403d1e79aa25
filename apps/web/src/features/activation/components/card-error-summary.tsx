import type { Ref } from 'react';
import { CloseIcon } from '@/components/icons';
import { FIX_MESSAGE, looseMessages } from '../card-errors';
import type { CardErrors } from '../card-errors';

interface CardErrorSummaryProps {
  ref: Ref<HTMLDivElement>;
  errors: CardErrors | null;
  deviceFields: readonly string[];
  onDismiss: () => void;
}

/**
 * Above 'Activate plan': why the last submit was refused — its message and the eligibility
 * problems as a list (the per-field messages sit under their fields). docs/product/activation.md#sections-and-errors: kept per device and
 * dismissible.
 */
export function CardErrorSummary({ ref, errors, deviceFields, onDismiss }: CardErrorSummaryProps) {
  const lines = errors
    ? [...errors.problems.map((p) => p.message), ...looseMessages(errors, deviceFields)]
    : [];
  const fieldCount = errors ? Object.keys(errors.fields).length : 0;
  const message = errors?.message ?? (fieldCount > 0 && lines.length === 0 ? FIX_MESSAGE : null);
  const shown = errors !== null && (message !== null || lines.length > 0);
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="rounded-lg empty:hidden">
      {shown ? (
        <div className="flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 py-1 pr-1 pl-3 text-red-950">
          <div className="min-w-0 flex-1 py-2">
            {message ? <p className="font-semibold">{message}</p> : null}
            {lines.length > 0 ? (
              <ul className={`list-disc pl-5 ${message ? 'mt-1' : ''}`}>
                {lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
          </div>
          <button
            type="button"
            onClick={onDismiss}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-red-900 hover:bg-red-100"
          >
            <CloseIcon width={18} height={18} />
            <span className="sr-only">Dismiss</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
