import { CloseIcon } from './icons';
import { ProfileMenuBody } from './islands/header-islands';

export const PROFILE_DIALOG_ID = 'kv-profile';

/**
 * Profile menu: the dialog is server-rendered; its body is a small island that shows 'Login' and
 * 'Register' to visitors and the account menu with 'Sign out' to a signed-in customer.
 */
export function ProfilePanel() {
  return (
    <dialog
      id={PROFILE_DIALOG_ID}
      aria-labelledby="kv-profile-title"
      className="kv-popover mt-16 mr-2 ml-auto w-72 max-w-[calc(100vw-1rem)] rounded-xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/30"
    >
      <div className="flex items-center justify-between border-b border-slate-200 py-1 pr-1 pl-4">
        <p id="kv-profile-title" className="font-semibold">
          Your account
        </p>
        <form method="dialog">
          <button type="submit" aria-label="Close account menu" className="kv-ibtn">
            <CloseIcon width={20} height={20} />
          </button>
        </form>
      </div>
      <ProfileMenuBody />
    </dialog>
  );
}
