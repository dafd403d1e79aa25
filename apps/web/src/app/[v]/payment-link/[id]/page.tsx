import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SiteChrome } from '@/components/site-chrome';
import { getPaymentLinkDetails } from '@/features/payment-link/api.server';
import { PaymentLinkView } from '@/features/payment-link/components/payment-link-view';
import { parseVariant } from '@/lib/variant';

/**
 * /payment-link/{id} (docs/product/checkout.md#checkout-steps "payment-link payment", issue 3 §4): the page an agent's link opens.
 * Dynamic (the link is paid or expires at any time), never indexed, and the secret id goes nowhere
 * else: no canonical or Open Graph URL, no referrer (next.config.ts sets the header as well), no
 * third-party resources.
 */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Pay for your Kavach plans',
  description: 'Your Kavach plans, ready to pay.',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

interface PaymentLinkPageProps {
  params: Promise<{ v: string; id: string }>;
}

export default async function PaymentLinkPage({ params }: PaymentLinkPageProps) {
  const { v, id } = await params;
  const variant = parseVariant(v);
  const link = await getPaymentLinkDetails(id);
  if (!link) notFound();
  return (
    <SiteChrome page="payment-link" variant={variant}>
      <div className="kv-wrap pt-6 pb-12 md:pt-10">
        <PaymentLinkView link={link} />
      </div>
    </SiteChrome>
  );
}
