import { SiteChrome } from '@/components/site-chrome';
import { AgentBar } from '@/features/agent/components/agent-bar';
import { CheckoutView } from '@/features/checkout/components/checkout-view';
import { appRoutes } from '@/lib/app-routes';
import { pageMetadata } from '@/lib/metadata';
import { variantOf } from '@/lib/page-props';
import type { VariantPageProps } from '@/lib/page-props';
import { allVariantParams } from '@/lib/variant';

/**
 * /checkout (docs/product/catalogue.md#variants-and-app-mode Screens): a static shell per variant (decision 008); the cart, the steps (details,
 * phone verification, review and pay) and the payment hand-off are client islands (CheckoutView).
 * Kept out of search results.
 */
export const dynamicParams = false;
export const generateStaticParams = allVariantParams;

export const metadata = pageMetadata({
  path: appRoutes.checkout,
  title: 'Checkout',
  description: 'Enter your details, verify your phone and pay for your Kavach plans.',
  noindex: true,
});

export default async function CheckoutPage(props: VariantPageProps) {
  const variant = await variantOf(props);
  return (
    <SiteChrome page="checkout" variant={variant}>
      <div className="kv-wrap pt-6 pb-10 md:pt-10">
        <AgentBar />
        <h1 className="mb-5 text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">Checkout</h1>
        <CheckoutView />
      </div>
    </SiteChrome>
  );
}
