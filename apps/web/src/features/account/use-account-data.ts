'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from '@/lib/api-client.browser';
import { appRoutes } from '@/lib/app-routes';
import { isAppLoginPending } from '@/features/auth/app-login';

export type AccountData<T> =
  { status: 'loading' } | { status: 'ok'; data: T } | { status: 'error'; message: string };

/** The sign-in page, then back here (the path and query of this page). */
export function signInAndReturn(): void {
  const { pathname, search } = window.location;
  window.location.replace(appRoutes.loginThen(`${pathname}${search}`));
}

/**
 * One account read for a client island: loading → data, or an error with "Try again". 401
 * (SIGN_IN_REQUIRED, or a sign-in that timed out) goes to /login?next=<this page>; during an
 * app-mode sign-in it waits instead, as that sign-in moves the page on by itself. With `initial`
 * (read by the server for this request) the island starts with it and reads only on `reload`.
 */
export function useAccountData<T>(load: () => Promise<ApiResult<T>>, initial?: T) {
  const [state, setState] = useState<AccountData<T>>(
    initial === undefined ? { status: 'loading' } : { status: 'ok', data: initial },
  );
  const hadInitial = useRef(initial !== undefined);

  const read = useCallback(async () => {
    if (isAppLoginPending()) return;
    const res = await load();
    if (res.ok) return setState({ status: 'ok', data: res.data });
    if (res.status === 401) {
      if (!isAppLoginPending()) signInAndReturn();
      return;
    }
    setState({ status: 'error', message: res.error.message });
    // `load` is a module-level API function: stable for the island's life.
  }, []);

  useEffect(() => {
    if (!hadInitial.current) void read();
  }, [read]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    void read();
  }, [read]);

  return { state, reload, setState };
}
