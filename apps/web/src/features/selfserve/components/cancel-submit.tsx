'use client';

import { useFormStatus } from 'react-dom';

/** The cancel form's button: a plain submit before the scripts; once hydrated it says it is working. */
export function CancelSubmit() {
  const { pending } = useFormStatus();
  return (
    <button type="submit" className="kv-btn justify-self-start" aria-disabled={pending || undefined}>
      {pending ? 'Cancelling…' : 'Cancel request'}
    </button>
  );
}
