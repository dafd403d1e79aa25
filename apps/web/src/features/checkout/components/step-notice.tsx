import type { ReactNode } from 'react';

/**
 * The server's message at the top of a step (a refusal that sent the customer here, or a failed
 * save). The alert region is always present so a new message is announced.
 */
export function StepNotice({ message, children }: { message: string | null; children?: ReactNode }) {
  return (
    <div role="alert" className="empty:hidden">
      {message ? (
        <div className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
          <p>{message}</p>
          {children}
        </div>
      ) : null}
    </div>
  );
}
