import { useEffect, useState } from 'react';
import { SpinnerIcon } from '@/components/icons';
import { appLoginRequest } from '../app-login-url';

/**
 * Mounted once for every page (src/app/[v]/layout.tsx): with `usertoken` and `app_render` in the
 * address it signs the app's customer in and moves on (app-login.ts, loaded only then); otherwise it
 * renders nothing. A cover keeps the page from being used while that happens.
 */
export function AppLoginMount() {
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!appLoginRequest(window.location.href)) return;
    setBusy(true);
    void import('../app-login').then((m) => m.runAppLogin());
  }, []);
  if (!busy) return null;
  return (
    <div
      role="status"
      className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-3 bg-white text-slate-800"
    >
      <span className="text-brand-700">
        <SpinnerIcon width={28} height={28} />
      </span>
      <p className="font-medium">Signing you in…</p>
    </div>
  );
}
