import { redirect } from 'next/navigation';
import { FormAlert } from '@/components/form-alert';
import { accountMetadata } from '@/features/account/account-metadata';
import { getAccountSessions } from '@/features/account/api.server';
import { AccountShell } from '@/features/account/components/account-shell';
import { SignedInDevices } from '@/features/account/components/signed-in-devices';
import { devicesErrorText, devicesNotice } from '@/features/account/signed-in-devices-view';
import { appRoutes } from '@/lib/app-routes';
import { parseVariant } from '@/lib/variant';

/**
 * /account/devices (decision 102): where the signed-in customer's account is signed in, this device
 * first, and a way to sign any other one out, or all of them at once. Read on the server with the
 * visitor's session; each sign-out is a form to a server action, so it all works before scripts.
 * `?done=` or `?error=` after one: what happened, in words. Dynamic, never indexed.
 */
export const dynamic = 'force-dynamic';
export const metadata = accountMetadata('Where you’re signed in');

interface DevicesPageProps {
  params: Promise<{ v: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function DevicesPage({ params, searchParams }: DevicesPageProps) {
  const variant = parseVariant((await params).v);
  const notice = devicesNotice(await searchParams);
  const read = await getAccountSessions();
  if (read.status === 'sign-in') redirect(appRoutes.loginThen(appRoutes.account.devices));
  return (
    <AccountShell
      variant={variant}
      active="profile"
      title="Where you’re signed in"
      lead="These are the devices where your account is signed in."
    >
      {read.status === 'ok' ? (
        <SignedInDevices sessions={read.value.sessions} notice={notice} />
      ) : (
        <FormAlert text={devicesErrorText('CUSTOMER_ONLY')} />
      )}
    </AccountShell>
  );
}
