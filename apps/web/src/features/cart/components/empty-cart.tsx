import { CartIcon } from '@/components/icons';

/** Empty state (docs/product/catalogue.md#screens-and-routes: empty-state links go to /). */
export function EmptyCart() {
  return (
    <div className="kv-card mx-auto mt-2 flex max-w-lg flex-col items-center py-10 text-center">
      <CartIcon width={48} height={48} className="kv-i text-brand-700" />
      <h2 id="kv-empty-title" tabIndex={-1} className="mt-4 text-xl font-bold text-slate-900 outline-none">
        Your cart is empty
      </h2>
      <p className="mt-2 text-slate-700">Protect your phone, laptop or home appliances in a few taps.</p>
      <a href="/" className="kv-btn mt-6">
        Browse plans
      </a>
    </div>
  );
}
