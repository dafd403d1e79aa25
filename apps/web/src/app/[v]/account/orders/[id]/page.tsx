import { notFound, redirect } from 'next/navigation';
import { AccountShell } from '@/features/account/components/account-shell';
import { LoadingCards } from '@/features/account/components/data-states';
import { OrderDetailView } from '@/features/account/components/order-detail-view';
import { accountMetadata } from '@/features/account/account-metadata';
import { getMyOrder } from '@/features/account/api.server';
import { appRoutes } from '@/lib/app-routes';
import { parseVariant } from '@/lib/variant';

/**
 * /account/orders/{id}: one order of the signed-in customer, read on the server with the visitor's
 * session cookie. Another customer's order, or an unknown id, is the site's not-found page (404);
 * without a sign-in, the login page and back. Dynamic and never cached or indexed.
 */
export const dynamic = 'force-dynamic';
export const metadata = accountMetadata('Order details');

interface OrderPageProps {
  params: Promise<{ v: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function OrderDetailPage({ params, searchParams }: OrderPageProps) {
  const { v, id } = await params;
  const variant = parseVariant(v);
  const query = await searchParams;
  // App mode (docs/product/accounts.md#sign-in): the sign-in runs in the browser first, then comes back here.
  if (query.usertoken && query.app_render)
    return (
      <AccountShell variant={variant} active="orders" title="Order details">
        <LoadingCards label="Loading your order…" count={1} />
      </AccountShell>
    );
  const result = await getMyOrder(id);
  if (result.status === 'sign-in') redirect(appRoutes.loginThen(appRoutes.account.order(id)));
  if (result.status === 'not-found') notFound();
  return (
    <AccountShell variant={variant} active="orders" title="Order details">
      <OrderDetailView order={result.value} />
    </AccountShell>
  );
}
