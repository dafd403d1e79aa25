import type { ChangeEvent, Ref } from 'react';
import { Field, FieldFrame, controlClass, describedByOf } from '@/components/field';
import type { FieldSpec } from '../device-form';

interface ActivationFieldProps {
  id: string;
  name: string;
  spec: FieldSpec;
  required: boolean;
  error?: string | undefined;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  /** Registered (react-hook-form: `registerField`'s props) or controlled (`value`). */
  value?: string;
  defaultValue?: string;
  onChange: (event: ChangeEvent<HTMLInputElement & HTMLSelectElement>) => void;
  onBlur?: (event: { target: unknown; type?: unknown }) => void;
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement>;
  /** A select's saved value that is not one of its choices (kept as a choice). */
  saved?: string;
}

/**
 * One field of the activation form, as its spec says: a `Field` (text, number as text, date) or,
 * for a choice, a `<select>` in the same frame (label, required mark, hint, error).
 */
export function ActivationField({
  spec,
  type = 'text',
  autoComplete = 'off',
  saved,
  ...props
}: ActivationFieldProps) {
  if (spec.kind !== 'select')
    return (
      <Field
        {...props}
        label={spec.label}
        hint={spec.hint}
        type={spec.kind === 'date' ? 'date' : type}
        inputMode={spec.inputMode}
        maxLength={spec.maxLength}
        min={spec.min}
        max={spec.max}
        autoComplete={autoComplete}
      />
    );
  const { id, error, required, ...select } = props;
  const options = spec.options ?? [];
  return (
    <FieldFrame id={id} label={spec.label} error={error} hint={spec.hint} required={required}>
      <select
        {...select}
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, spec.hint, error)}
        className={controlClass(error)}
      >
        <option value="">Choose…</option>
        {[...options, ...(saved && !options.includes(saved) ? [saved] : [])].map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
