import { formatInr } from '@kavach/domain';
import { appRoutes } from '@/lib/app-routes';

/**
 * Bottom bar below 769 px (docs/product/catalogue.md#page-layout mobile breakpoint) while the cart has items. `data-sticky-bottom-bar`
 * lifts the floating buttons and hides the app banner (globals.css).
 */
export function StickyCheckoutBar({ total }: { total: number }) {
  return (
    <div data-sticky-bottom-bar className="kv-sticky-bar min-[769px]:hidden">
      <p className="leading-tight">
        <span className="block text-xs text-slate-600">Total</span>
        <span className="text-lg font-bold text-slate-900">{formatInr(total)}</span>
      </p>
      <a href={appRoutes.checkout} className="kv-btn">
        Proceed to checkout
      </a>
    </div>
  );
}
