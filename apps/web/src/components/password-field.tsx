import { useState } from 'react';
import { FieldFrame, controlBorder, describedByOf } from './field';
import type { FieldProps } from './field';

type PasswordFieldProps = Omit<FieldProps, 'multiline' | 'rows' | 'type' | 'optional' | 'autoComplete'> & {
  autoComplete: 'current-password' | 'new-password';
};

/**
 * A `Field` for a password, with a Show/Hide toggle (typing a password on a phone is error-prone).
 * Registered (react-hook-form) or controlled, like `Field`.
 */
export function PasswordField({ id, label, error, hint, ref, ...input }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={input.required}>
      <div className="relative mt-1">
        <input
          id={id}
          ref={ref}
          maxLength={256}
          spellCheck={false}
          autoCapitalize="none"
          {...input}
          type={shown ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByOf(id, hint, error)}
          className={`block w-full rounded-lg border bg-white py-2.5 pr-20 pl-3 text-base text-slate-900 focus:border-brand-600 ${controlBorder(error)}`}
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
    </FieldFrame>
  );
}
