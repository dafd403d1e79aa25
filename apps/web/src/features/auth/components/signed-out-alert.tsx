import { ModalDialog } from '@/components/modal-dialog';
import { appRoutes } from '@/lib/app-routes';

/**
 * docs/product/accounts.md#session sign-out alert: the server ended this browser's sign-in (session-flags.ts decides when). A
 * click on the overlay, Escape or × closes it; 'Login' signs in again and comes back to this page.
 * Loaded only when it is shown (session-watch.tsx).
 */
export function SignedOutAlert({ onClose }: { onClose: () => void }) {
  const here = `${window.location.pathname}${window.location.search}`;
  return (
    <ModalDialog title="You have been signed out" onClose={onClose}>
      <p className="text-slate-700">
        Your session ended, either after a while without activity or because your password was changed. Log in
        again to see your plans and requests.
      </p>
      <a href={appRoutes.loginThen(here)} className="kv-btn mt-5 flex">
        Login
      </a>
    </ModalDialog>
  );
}
