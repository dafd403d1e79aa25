import type { HTMLAttributes } from 'react';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Form field name; defaults to the id without its prefix (`wtu-name` → `name`). */
  name?: string;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  /** Adds '(optional)' to the label. */
  optional?: boolean;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  readOnly?: boolean;
  onBlur?: () => void;
}

const control =
  'mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 read-only:bg-slate-100';

/** Labelled input with hint and error wired up through aria-describedby. */
export function TextField({
  id,
  label,
  value,
  onChange,
  name,
  error,
  hint,
  required,
  optional,
  multiline,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: name ?? id.replace(/^[a-z]+-/, ''),
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: `${control} ${error ? 'border-red-600' : 'border-slate-400'}`,
  };
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-900">
        {label}
        {optional && <span className="font-normal text-slate-700"> (optional)</span>}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea
          {...common}
          rows={6}
          maxLength={rest.maxLength}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <input {...common} type={type} {...rest} onChange={(e) => onChange(e.target.value)} />
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
