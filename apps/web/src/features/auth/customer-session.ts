'use client';

import { useEffect, useState } from 'react';
import type { Customer } from '@kavach/contracts';
import { getSessionBootstrap } from '@/lib/api-client.browser';
import { localPath } from '@/lib/local-path';
import { markSignedIn } from './session-cookies';

export type CustomerSession = { status: 'loading' } | { status: 'ready'; customer: Customer | null };

/**
 * The signed-in customer from the page's one `GET /auth/set_csrf` (docs/product/accounts.md#session Authentication: signed in
 * only when the answer carries a customer). It chooses what the page shows; the API decides every
 * access from the server session (docs/product/security-tests.md#t2-6). A failed bootstrap reads as signed out.
 */
export function useCustomerSession(): CustomerSession {
  const [session, setSession] = useState<CustomerSession>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    void getSessionBootstrap().then((boot) => {
      if (live) setSession({ status: 'ready', customer: boot?.customer ?? null });
    });
    return () => {
      live = false;
    };
  }, []);
  return session;
}

/** `?next=` when it is a path on this site (docs/product/security-tests.md#t1-5: relative paths only), else `fallback`. */
export function nextPath(fallback = '/'): string {
  return localPath(new URLSearchParams(window.location.search).get('next')) ?? fallback;
}

/**
 * After a sign-in (a new session id and CSRF token, docs/product/security-tests.md#t2-2): forget the cached bootstrap, then load
 * the next page afresh so every island reads the signed-in session. The docs/product/catalogue.md#query-parameters-and-marketing-cookies hint and reload flag
 * (session-cookies.ts) let other tabs catch up and a later server-side sign-out be told.
 */
export async function continueSignedIn(next: string): Promise<void> {
  markSignedIn();
  await getSessionBootstrap(true);
  window.location.assign(next);
}
