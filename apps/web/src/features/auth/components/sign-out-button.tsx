'use client';

import { useState } from 'react';
import { SpinnerIcon } from '@/components/icons';
import { getSessionBootstrap } from '@/lib/api-client.browser';
import { authApi } from '../auth-api';
import { markSignedOut } from '../session-cookies';

/**
 * 'Sign out' (GET /customers/signout with the CSRF header). docs/product/accounts.md#session: sign-out clears the session and
 * reloads the CSRF token; then the page loads again as a visitor's (the account area → home). The
 * docs/product/cart.md#toasts hint goes (no sign-out alert for a sign-out asked for) and other tabs reload once.
 */
export function SignOutButton({ className }: { className: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const signOut = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const res = await authApi.signOut();
    await getSessionBootstrap(true);
    if (!res.ok && res.status !== 401) {
      setBusy(false);
      return setError(res.error.message);
    }
    markSignedOut();
    if (window.location.pathname.startsWith('/account')) window.location.assign('/');
    else window.location.reload();
  };

  return (
    <>
      <button type="button" className={className} aria-disabled={busy} onClick={() => void signOut()}>
        {busy ? <SpinnerIcon width={18} height={18} /> : null}
        {busy ? 'Signing out…' : 'Sign out'}
      </button>
      <p role="alert" className="text-sm font-medium text-red-800 empty:hidden">
        {error ?? ''}
      </p>
    </>
  );
}
