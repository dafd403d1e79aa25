import type { FieldSpec } from '../device-form';

interface ActivationFieldProps {
  id: string;
  name: string;
  spec: FieldSpec;
  value: string;
  onChange: (value: string) => void;
  required: boolean;
  error?: string | undefined;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
}

const control =
  'mt-1 block w-full min-h-11 rounded-lg border bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600';

/**
 * One labelled field of the activation form (text, number as text, date or select), its hint and
 * its error wired through aria-describedby; required fields are marked with an asterisk.
 */
export function ActivationField({
  id,
  name,
  spec,
  value,
  onChange,
  required,
  error,
  type = 'text',
  autoComplete = 'off',
}: ActivationFieldProps) {
  const describedBy =
    [spec.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: `${control} ${error ? 'border-red-600' : 'border-slate-400'}`,
  };
  const options = spec.options ?? [];
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-900">
        {spec.label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {spec.hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {spec.hint}
        </p>
      ) : null}
      {spec.kind === 'select' ? (
        <select {...common} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">Choose…</option>
          {[...options, ...(value && !options.includes(value) ? [value] : [])].map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type={spec.kind === 'date' ? 'date' : type}
          value={value}
          inputMode={spec.inputMode}
          maxLength={spec.maxLength}
          min={spec.min}
          max={spec.max}
          autoComplete={autoComplete}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
