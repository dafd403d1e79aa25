import type { FormEvent, FormHTMLAttributes, Ref } from 'react';

interface BusyFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> {
  /** A send is under way: a submit now is ignored. */
  busy: boolean;
  /** The form's own send (after hydration); a form with an `action` posts there before it. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  ref?: Ref<HTMLFormElement>;
}

/**
 * A form that checks its fields itself (`noValidate`), says when it is busy (`aria-busy`) and
 * ignores a submit while it is (decision 054).
 */
export function BusyForm({ busy, onSubmit, children, ...form }: BusyFormProps) {
  return (
    <form
      noValidate
      {...form}
      aria-busy={busy}
      onSubmit={(event) => {
        if (busy) event.preventDefault();
        else onSubmit(event);
      }}
    >
      {children}
    </form>
  );
}
