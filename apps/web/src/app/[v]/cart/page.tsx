import { SiteChrome } from '@/components/site-chrome';
import { AgentBar } from '@/features/agent/components/agent-bar';
import { CartPageView } from '@/features/cart/components/cart-page-view';
import { appRoutes } from '@/lib/app-routes';
import { pageMetadata } from '@/lib/metadata';
import { variantOf } from '@/lib/page-props';
import type { VariantPageProps } from '@/lib/page-props';
import { allVariantParams } from '@/lib/variant';

/**
 * /cart (docs/product/catalogue.md#screens-and-routes Screens, docs/product/cart.md#what-a-cart-holds Cart): a static shell per variant (decision 008); the cart is personal, so
 * its content loads client-side from the session (CartPageView). Kept out of search results.
 */
export const dynamicParams = false;
export const generateStaticParams = allVariantParams;

export const metadata = pageMetadata({
  path: appRoutes.cart,
  title: 'Your cart',
  description: 'Review the plans in your cart, apply a coupon and check availability at your PIN code.',
  noindex: true,
});

export default async function CartPage(props: VariantPageProps) {
  const variant = await variantOf(props);
  return (
    <SiteChrome page="cart" variant={variant}>
      <div className="kv-wrap pt-6 pb-10 md:pt-10">
        <AgentBar />
        <h1 className="mb-5 text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">Your cart</h1>
        <CartPageView />
      </div>
    </SiteChrome>
  );
}
