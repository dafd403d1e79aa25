import type { HTMLAttributes } from 'react';
import { Field } from './field';

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

/** A controlled `Field` (forms that keep their values in React state). */
export function TextField({ id, name, value, onChange, onBlur, ...rest }: TextFieldProps) {
  return (
    <Field
      {...rest}
      id={id}
      name={name ?? id.replace(/^[a-z]+-/, '')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur ? () => onBlur() : undefined}
    />
  );
}
