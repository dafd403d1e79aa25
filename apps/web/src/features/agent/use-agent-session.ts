'use client';

import { useEffect, useState } from 'react';
import { isAgent } from '@kavach/domain';
import { getSessionBootstrap } from '@/lib/api-client.browser';

export interface AgentProfile {
  username: string;
}

export type AgentSession = { status: 'loading' } | { status: 'ready'; agent: AgentProfile | null };

/**
 * Whether this browser's session is a signed-in agent's (docs/product/staff.md#agents: a username and the
 * link-generation permission), from the page's one `GET /auth/set_csrf`. The server decides what an
 * agent may do; this only chooses what the page shows. A failed bootstrap reads as "not an agent".
 */
export function useAgentSession(): AgentSession {
  const [session, setSession] = useState<AgentSession>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void getSessionBootstrap().then((boot) => {
      if (!live) return;
      const profile = boot?.user_profile ?? null;
      setSession({
        status: 'ready',
        agent: profile && isAgent(profile) ? { username: profile.username } : null,
      });
    });
    return () => {
      live = false;
    };
  }, []);
  return session;
}
