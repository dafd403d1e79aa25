'use client';

import { useFormStatus } from 'react-dom';

/**
 * A server-action form's button (the tracker's cancel and appointment, My Plans' renew): a plain submit before the scripts; once
 * hydrated it says it is working while its server action runs.
 */
export function PendingSubmit({
  idle,
  busy,
  secondary = false,
  danger = false,
  describedBy,
}: {
  idle: string;
  busy: string;
  /** The less likely answer of two (decline beside approve): the outlined button. */
  secondary?: boolean;
  /** What cannot be undone (deleting an account): the red button. */
  danger?: boolean;
  /** The id of what tells this button from its neighbours of the same name (which device "Sign out" ends). */
  describedBy?: string;
}) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      className={`${danger ? 'kv-btn-danger' : secondary ? 'kv-btn2' : 'kv-btn'} justify-self-start`}
      aria-disabled={pending || undefined}
      aria-describedby={describedBy}
    >
      {pending ? busy : idle}
    </button>
  );
}
