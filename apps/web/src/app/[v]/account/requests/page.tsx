import { AccountShell } from '@/features/account/components/account-shell';
import { MyRequests } from '@/features/account/components/my-requests';
import { accountMetadata } from '@/features/account/account-metadata';
import { variantOf } from '@/lib/page-props';
import type { VariantPageProps } from '@/lib/page-props';
import { allVariantParams } from '@/lib/variant';

/** /account/requests (docs/product/accounts.md#account-menu-and-pages 'My Requests'): the customer's service requests. */
export const dynamicParams = false;
export const generateStaticParams = allVariantParams;
export const metadata = accountMetadata('My Requests');

export default async function MyRequestsPage(props: VariantPageProps) {
  const variant = await variantOf(props);
  return (
    <AccountShell variant={variant} active="requests" title="My Requests">
      <MyRequests />
    </AccountShell>
  );
}
