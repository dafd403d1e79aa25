import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { SpinnerIcon } from './icons';

interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** Its form is being sent: a spinner, `busyText` if given, and no second send (`aria-disabled`). */
  busy: boolean;
  busyText?: string;
  children: ReactNode;
  /** The spinner's size in px. */
  spinner?: number;
}

/**
 * A form's submit button that says when its form is busy. It stays enabled for assistive
 * technology (`aria-disabled`, not `disabled`); the form ignores a submit while busy.
 */
export function SubmitButton({
  busy,
  busyText,
  children,
  spinner = 18,
  className = 'kv-btn w-full',
  ...button
}: SubmitButtonProps) {
  return (
    <button type="submit" className={`${className} gap-2`} aria-disabled={busy} {...button}>
      {busy ? <SpinnerIcon width={spinner} height={spinner} /> : null}
      {busy && busyText ? busyText : children}
    </button>
  );
}
