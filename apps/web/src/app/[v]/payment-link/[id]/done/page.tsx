import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { SiteChrome } from '@/components/site-chrome';
import { isPaymentLinkId } from '@/features/payment-link/api.server';
import { LinkDoneView } from '@/features/payment-link/components/link-done-view';
import { linkCallbackFrom } from '@/features/payment-link/link-callback';
import { appRoutes } from '@/lib/app-routes';
import { parseVariant } from '@/lib/variant';

/**
 * /payment-link/{id}/done: the gateway's callback URL for a link. The browser posts the signed
 * query to the API (payment_link_success) and shows the outcome. Without the query (a reload after
 * success, a bookmark) it goes to the link's page, which shows its state. Dynamic, never indexed,
 * no referrer.
 */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Your payment',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

interface LinkDonePageProps {
  params: Promise<{ v: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function LinkDonePage({ params, searchParams }: LinkDonePageProps) {
  const { v, id } = await params;
  const variant = parseVariant(v);
  if (!isPaymentLinkId(id)) notFound();
  const callback = linkCallbackFrom(await searchParams);
  if (!callback) redirect(appRoutes.paymentLink(id));
  return (
    <SiteChrome page="payment-link" variant={variant}>
      <div className="kv-wrap max-w-2xl pt-6 pb-12 md:pt-10">
        <LinkDoneView linkId={id} callback={callback} />
      </div>
    </SiteChrome>
  );
}
