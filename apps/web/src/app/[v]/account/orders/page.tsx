import { AccountShell } from '@/features/account/components/account-shell';
import { MyOrders } from '@/features/account/components/my-orders';
import { accountMetadata } from '@/features/account/account-metadata';
import { variantOf } from '@/lib/page-props';
import type { VariantPageProps } from '@/lib/page-props';
import { allVariantParams } from '@/lib/variant';

/** /account/orders (docs/product/accounts.md#account-menu-and-pages 'Orders & Bookings'): the customer's orders, newest first. */
export const dynamicParams = false;
export const generateStaticParams = allVariantParams;
export const metadata = accountMetadata('Orders & Bookings');

export default async function MyOrdersPage(props: VariantPageProps) {
  const variant = await variantOf(props);
  return (
    <AccountShell variant={variant} active="orders" title="Orders & Bookings">
      <MyOrders />
    </AccountShell>
  );
}
