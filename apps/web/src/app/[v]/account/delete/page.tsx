import { redirect } from 'next/navigation';
import { SiteChrome } from '@/components/site-chrome';
import { FormAlert } from '@/components/form-alert';
import { accountMetadata } from '@/features/account/account-metadata';
import { accountDeletionErrorText, accountDeletionNotice } from '@/features/account/account-deletion-view';
import { getAccountDeletion } from '@/features/account/api.server';
import { AccountShell } from '@/features/account/components/account-shell';
import { AccountDeleted, DeleteAccount } from '@/features/account/components/delete-account';
import { appRoutes } from '@/lib/app-routes';
import { supportPhone } from '@/lib/site-config';
import { parseVariant } from '@/lib/variant';

/**
 * /account/delete (decision 096): the signed-in customer deletes their account — what goes and what
 * stays, what stands in the way, a code to their own phone, the deletion. Read on the server with
 * the visitor's session; each step is a form to a server action, so it all works before scripts.
 * `?step=done` after the deletion (the session has ended): the confirmation. Dynamic, never indexed.
 */
export const dynamic = 'force-dynamic';
export const metadata = accountMetadata('Delete your account');

interface DeleteAccountPageProps {
  params: Promise<{ v: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function DeleteAccountPage({ params, searchParams }: DeleteAccountPageProps) {
  const variant = parseVariant((await params).v);
  const notice = accountDeletionNotice(await searchParams);
  const read = await getAccountDeletion();
  if (read.status === 'sign-in') {
    if (notice.step === 'done')
      return (
        <SiteChrome page="myaccount" variant={variant}>
          <div className="kv-wrap pt-6 pb-16 md:pt-10">
            <h1 className="kv-h2 mb-5">Your account has been deleted</h1>
            <AccountDeleted />
          </div>
        </SiteChrome>
      );
    redirect(appRoutes.loginThen(appRoutes.account.deleteAccount));
  }
  const errorText = accountDeletionErrorText(notice.error, supportPhone());
  return (
    <AccountShell
      variant={variant}
      active="profile"
      title="Delete your account"
      lead="Deleting your account cannot be undone."
    >
      {read.status === 'ok' ? (
        <DeleteAccount
          view={read.value}
          step={notice.step === 'code' ? 'code' : 'start'}
          errorText={errorText}
          supportPhone={supportPhone()}
        />
      ) : (
        <FormAlert text={accountDeletionErrorText('CUSTOMER_ONLY', supportPhone())} />
      )}
    </AccountShell>
  );
}
