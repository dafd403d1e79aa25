import { AccountShell } from '@/features/account/components/account-shell';
import { ProfileView } from '@/features/account/components/profile-view';
import { DeleteYourAccount, WhereYouAreSignedIn, YourData } from '@/features/account/components/your-data';
import { accountMetadata } from '@/features/account/account-metadata';
import { variantOf } from '@/lib/page-props';
import type { VariantPageProps } from '@/lib/page-props';
import { allVariantParams } from '@/lib/variant';

/**
 * /account/profile (docs/product/accounts.md#account-menu-and-pages 'My Profile'): name, email, WhatsApp, password,
 * the address book, a copy of the customer's data (decision 095), where the account is signed in
 * (decision 102) and the way to delete the account (decision 096).
 */
export const dynamicParams = false;
export const generateStaticParams = allVariantParams;
export const metadata = accountMetadata('My Profile');

export default async function MyProfilePage(props: VariantPageProps) {
  const variant = await variantOf(props);
  return (
    <AccountShell variant={variant} active="profile" title="My Profile">
      <div className="grid gap-6">
        <ProfileView />
        <YourData />
        <WhereYouAreSignedIn />
        <DeleteYourAccount />
      </div>
    </AccountShell>
  );
}
