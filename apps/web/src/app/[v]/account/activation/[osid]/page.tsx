import { notFound, redirect } from 'next/navigation';
import { LoadingCards } from '@/features/account/components/data-states';
import { accountMetadata } from '@/features/account/account-metadata';
import { getActivationOrder } from '@/features/activation/api.server';
import { ActivationShell } from '@/features/activation/components/activation-shell';
import { ActivationView } from '@/features/activation/components/activation-view';
import { istToday } from '@/features/activation/ist-today';
import { appRoutes } from '@/lib/app-routes';
import { chatUrl } from '@/lib/site-config';
import { parseVariant } from '@/lib/variant';

/**
 * /account/activation/{osid}?activation_source=myaccount (docs/product/accounts.md#account-menu-and-pages; issue 4 §3): the plans of the order
 * this plan belongs to, one card per plan, each activated against its device with documents. Read
 * on the server with the visitor's session cookie: another customer's plan, or an unknown osid, is
 * the site's not-found page; without a sign-in, the login page and back here. Dynamic, never
 * cached or indexed.
 */
export const dynamic = 'force-dynamic';
export const metadata = accountMetadata('Activate your plan');

type Query = Record<string, string | string[] | undefined>;

interface ActivationPageProps {
  params: Promise<{ v: string; osid: string }>;
  searchParams: Promise<Query>;
}

/** docs/product/activation.md#activation-page activation_source, default myaccount (kept when the visitor signs in and comes back). */
function sourceOf(query: Query): string {
  const s = query.activation_source;
  return typeof s === 'string' && /^[a-z_]{1,32}$/.test(s) ? s : 'myaccount';
}

export default async function ActivationPage({ params, searchParams }: ActivationPageProps) {
  const { v, osid } = await params;
  const variant = parseVariant(v);
  const query = await searchParams;
  // App mode (docs/product/accounts.md#sign-in): the sign-in runs in the browser first, then comes back here.
  if (query.usertoken && query.app_render)
    return (
      <ActivationShell variant={variant}>
        <LoadingCards label="Loading your plans…" count={1} />
      </ActivationShell>
    );
  const result = await getActivationOrder(osid);
  const here = `/account/activation/${encodeURIComponent(osid)}?activation_source=${sourceOf(query)}`;
  if (result.status === 'sign-in') redirect(appRoutes.loginThen(here));
  if (result.status === 'not-found') notFound();
  return (
    <ActivationShell variant={variant}>
      <ActivationView initial={result.value} today={istToday()} chatUrl={chatUrl()} />
    </ActivationShell>
  );
}
