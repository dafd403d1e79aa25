import { useState } from 'react';

interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  error?: string | undefined;
  hint?: string;
  required?: boolean;
}

/**
 * Password input with a Show/Hide toggle (typing a password on a phone is error-prone). The hint
 * and the error are wired through aria-describedby, like TextField.
 */
export function PasswordField({
  id,
  label,
  value,
  onChange,
  autoComplete,
  error,
  hint,
  required,
}: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
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
      <div className="relative mt-1">
        <input
          id={id}
          name={id.replace(/^[a-z]+-/, '')}
          type={shown ? 'text' : 'password'}
          value={value}
          required={required}
          autoComplete={autoComplete}
          maxLength={256}
          spellCheck={false}
          autoCapitalize="none"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(e.target.value)}
          className={`block w-full rounded-lg border bg-white py-2.5 pr-20 pl-3 text-base text-slate-900 focus:border-brand-600 ${error ? 'border-red-600' : 'border-slate-400'}`}
        />
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          aria-controls={id}
          aria-pressed={shown}
          aria-label={shown ? 'Hide password' : 'Show password'}
          className="absolute inset-y-0 right-0 min-w-16 rounded-r-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          {shown ? 'Hide' : 'Show'}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
