import type { AccountSession } from '@kavach/contracts';
import { FormAlert } from '@/components/form-alert';
import { PendingSubmit } from '@/components/pending-submit';
import { ShownOnArrival } from '@/components/shown-on-arrival';
import { appRoutes } from '@/lib/app-routes';
import { signOutDeviceAction, signOutOtherDevicesAction } from '../signed-in-devices-actions';
import { canSignOutOthers, deviceRow, type DevicesNotice } from '../signed-in-devices-view';

/**
 * "Where you’re signed in" (decision 102), rendered by the server: a card for each device where the
 * account is signed in, this one first; every "Sign out" is a plain form to a server action, so it
 * works before the page's scripts load.
 */
export function SignedInDevices({
  sessions,
  notice,
}: {
  sessions: readonly AccountSession[];
  notice: DevicesNotice | null;
}) {
  return (
    <div className="grid max-w-2xl gap-6">
      {notice ? (
        <ShownOnArrival id="devices-notice" className="scroll-mt-24">
          <FormAlert text={notice.text} tone={notice.tone} />
        </ShownOnArrival>
      ) : (
        <FormAlert text={null} />
      )}
      <ul aria-label="Devices where you’re signed in" className="grid gap-4">
        {sessions.map(deviceRow).map((row, i) => {
          const titleId = `dv-${i}`;
          return (
            <li key={row.id} className="kv-card grid gap-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 id={titleId} className="kv-h3">
                  {row.device}
                </h2>
                {row.current ? (
                  <span className="rounded-full bg-green-50 px-2.5 py-0.5 text-sm font-semibold text-green-900">
                    This device
                  </span>
                ) : null}
              </div>
              <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
                <div>
                  <dt className="text-slate-600">Signed in</dt>
                  <dd className="font-medium text-slate-900">{row.signedIn}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">Last active</dt>
                  <dd className="font-medium text-slate-900">{row.lastActive}</dd>
                </div>
                <div className="sm:col-span-2">
                  <dt className="text-slate-600">How</dt>
                  <dd className="font-medium text-slate-900">{row.signIn}</dd>
                </div>
              </dl>
              {row.current ? (
                <p className="text-sm text-slate-700">
                  You are using this device now. To sign out here, use Sign out in the menu.
                </p>
              ) : (
                <form action={signOutDeviceAction} className="grid">
                  <input type="hidden" name="id" value={row.id} />
                  <PendingSubmit idle="Sign out" busy="Signing out…" secondary describedBy={titleId} />
                </form>
              )}
            </li>
          );
        })}
      </ul>
      {canSignOutOthers(sessions) ? (
        <form action={signOutOtherDevicesAction} className="grid">
          <PendingSubmit idle="Sign out of all other devices" busy="Signing out…" />
        </form>
      ) : null}
      <p className="text-slate-800">
        If you see a device you don’t recognise, sign it out and change your password on{' '}
        <a href={appRoutes.account.profile} className="kv-tlink">
          My Profile
        </a>
        .
      </p>
    </div>
  );
}
