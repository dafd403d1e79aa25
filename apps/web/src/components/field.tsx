import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';

type ControlProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> &
  Pick<TextareaHTMLAttributes<HTMLTextAreaElement>, 'rows'>;

export interface FieldProps extends ControlProps {
  id: string;
  name: string;
  label: string;
  /** The field's error: the form's own check or the API's `fields[name]` (ErrorBody). */
  error?: string | undefined;
  hint?: string | undefined;
  /** Adds '(optional)' to the label. */
  optional?: boolean;
  multiline?: boolean;
  /** From react-hook-form's `register` (or none: a controlled field). */
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  /**
   * A button beside the input, in one row (a check or an apply). The control then takes the
   * row's free width, or the width its `className` gives it.
   */
  action?: ReactNode;
}

const box =
  'rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 read-only:bg-slate-100';
const control = `mt-1 block w-full ${box}`;

/** The border of a control: red while it has an error. */
export const controlBorder = (error: string | boolean | undefined) =>
  error ? 'border-red-600' : 'border-slate-400';

/** The classes of a field's control (an input, or a `<select>` in a `FieldFrame`). */
export const controlClass = (invalid: string | boolean | undefined) => `${control} ${controlBorder(invalid)}`;

/** What a field's control is described by: its hint, then its error (ids `${id}-hint`, `${id}-error`). */
export const describedByOf = (id: string, hint: string | undefined, error: string | undefined) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

interface FieldFrameProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  optional?: boolean | undefined;
  required?: boolean | undefined;
  children: ReactNode;
}

/**
 * What every field has around its control: the label with the required mark (or '(optional)'),
 * the hint and the error. The control is described by them through `describedByOf`.
 */
export function FieldFrame({ id, label, error, hint, optional, required, children }: FieldFrameProps) {
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
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * One labelled form field (decision 054): label with the required mark, hint, the input (or
 * textarea) and its error, wired up through aria-describedby and aria-invalid. Works as a plain
 * form control before the page's scripts run (it has a `name`), registered or controlled after.
 */
export function Field({
  id,
  name,
  label,
  error,
  hint,
  optional,
  multiline,
  rows,
  ref,
  action,
  className,
  ...input
}: FieldProps) {
  // Red while it has an error, or while the form marks it invalid itself (`aria-invalid`).
  const invalid = error || input['aria-invalid'] === true;
  const common = {
    id,
    name,
    ref,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedByOf(id, hint, error),
    className: `${controlClass(invalid)}${className ? ` ${className}` : ''}`,
  };
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} optional={optional} required={input.required}>
      {multiline ? (
        <textarea
          {...common}
          rows={rows ?? 6}
          value={input.value}
          defaultValue={input.defaultValue}
          required={input.required}
          maxLength={input.maxLength}
          onChange={input.onChange as TextareaHTMLAttributes<HTMLTextAreaElement>['onChange']}
          onBlur={input.onBlur as TextareaHTMLAttributes<HTMLTextAreaElement>['onBlur']}
        />
      ) : action ? (
        <div className="mt-1 flex gap-2">
          <input
            {...common}
            type="text"
            {...input}
            className={`${box} min-w-0 ${className ?? 'flex-1'} ${controlBorder(invalid)}`}
          />
          {action}
        </div>
      ) : (
        <input {...common} type="text" {...input} />
      )}
    </FieldFrame>
  );
}
