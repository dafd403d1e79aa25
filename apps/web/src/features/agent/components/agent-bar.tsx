'use client';

import { useState } from 'react';
import { SpinnerIcon } from '@/components/icons';
import { clearAgentHint } from '@/features/auth/session-cookies';
import { agentApi } from '../agent-api';
import { useAgentSession } from '../use-agent-session';

/**
 * "Signed in as agent {username}" with Sign out, for an agent's session only (nothing for
 * customers). Signing out deletes the session on the server, then the page loads again as a visitor's.
 */
export function AgentBar() {
  const session = useAgentSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (session.status !== 'ready' || !session.agent) return null;

  const signOut = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const res = await agentApi.logout();
    if (res.ok) {
      clearAgentHint();
      return window.location.reload();
    }
    setBusy(false);
    setError(res.error.message);
  };

  return (
    <section
      aria-label="Agent session"
      className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-amber-300 bg-amber-50 py-1 pr-1 pl-3 text-sm text-amber-950"
    >
      <p className="flex min-w-0 flex-1 items-center gap-2">
        <span className="rounded bg-amber-300 px-1.5 py-0.5 text-xs font-bold text-slate-900 uppercase">
          Agent
        </span>
        <span className="min-w-0 break-words">
          Signed in as agent <strong>{session.agent.username}</strong>
        </span>
      </p>
      <button
        type="button"
        className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-3 font-semibold text-amber-950 underline underline-offset-2 hover:bg-amber-100 aria-disabled:cursor-wait"
        aria-disabled={busy}
        aria-busy={busy}
        onClick={() => void signOut()}
      >
        {busy ? <SpinnerIcon width={16} height={16} /> : null}
        {busy ? 'Signing out…' : 'Sign out'}
      </button>
      <p role="alert" className="w-full font-medium text-red-800 empty:hidden">
        {error ?? ''}
      </p>
    </section>
  );
}
