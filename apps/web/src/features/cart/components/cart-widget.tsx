import { formatInr } from '@kavach/domain';
import { CloseIcon } from '@/components/icons';
import { appRoutes } from '@/lib/app-routes';
import { loadCart, useCart } from '../cart-store';
import { cartTenureLabel } from '../tenure-label';
import { CartTotals } from './cart-totals';

/** Contents of the header's cart drawer (docs/product/catalogue.md#page-layout "cart icon opening a cart side widget"). */
export function CartWidget({ titleId }: { titleId: string }) {
  const { status, cart } = useCart();
  const items = cart?.items ?? [];
  return (
    <div className="flex h-full flex-col">
      <div className="flex items-center justify-between border-b border-slate-200 py-1 pr-1 pl-4">
        <h2 id={titleId} className="font-semibold">
          Your cart
        </h2>
        <form method="dialog">
          <button type="submit" aria-label="Close cart" className="kv-ibtn">
            <CloseIcon />
          </button>
        </form>
      </div>
      <div className="flex-1 overflow-y-auto p-4" aria-busy={status === 'loading' || status === 'idle'}>
        {status === 'idle' || status === 'loading' ? (
          <div role="status" className="grid gap-3">
            <span className="sr-only">Loading your cart…</span>
            <div className="h-16 animate-pulse rounded-lg bg-slate-100" />
            <div className="h-16 animate-pulse rounded-lg bg-slate-100" />
          </div>
        ) : status === 'error' ? (
          <div role="alert">
            <p className="text-slate-700">We could not load your cart.</p>
            <button type="button" className="kv-btn2 mt-3" onClick={() => void loadCart()}>
              Try again
            </button>
          </div>
        ) : items.length === 0 ? (
          <div>
            <p className="font-semibold">Your cart is empty</p>
            <p className="kv-small">Pick a plan for your device to get started.</p>
            <a href="/" className="kv-btn2 mt-4 flex">
              Browse plans
            </a>
          </div>
        ) : (
          <ul className="divide-y divide-slate-100">
            {items.map((item) => (
              <li key={item.id} className="flex justify-between gap-3 py-3">
                <div>
                  <p className="font-medium text-slate-900">{item.display_title}</p>
                  <p className="text-sm text-slate-600">
                    {cartTenureLabel(item.duration)} · Qty {item.quantity}
                  </p>
                </div>
                <p className="font-semibold whitespace-nowrap">{formatInr(item.total_price)}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
      {cart && items.length > 0 ? (
        <div className="border-t border-slate-200 p-4">
          <CartTotals cart={cart} />
          <a href={appRoutes.cart} className="kv-btn mt-4 flex">
            View cart
          </a>
        </div>
      ) : null}
    </div>
  );
}
