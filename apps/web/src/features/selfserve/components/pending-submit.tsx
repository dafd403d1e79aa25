'use client';

import { useFormStatus } from 'react-dom';

/**
 * A tracker form's button (cancel, change appointment): a plain submit before the scripts; once
 * hydrated it says it is working while its server action runs.
 */
export function PendingSubmit({ idle, busy }: { idle: string; busy: string }) {
  const { pending } = useFormStatus();
  return (
    <button type="submit" className="kv-btn justify-self-start" aria-disabled={pending || undefined}>
      {pending ? busy : idle}
    </button>
  );
}
