import type { HTMLAttributes } from 'react';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
}

const control =
  'mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600';

/** Labelled input with hint and error wired up through aria-describedby. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  required,
  multiline,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: id.replace(/^wtu-/, ''),
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
