'use client';

import { useEffect, useState } from 'react';
import type { ServiceableAnswer } from '../cart-api';
import { loadCart, useCart } from '../cart-store';
import { CartLine } from './cart-line';
import { CartSkeleton } from './cart-skeleton';
import { CartSummaryCard } from './cart-summary-card';
import { EmptyCart } from './empty-cart';
import { PincodeCheck } from './pincode-check';
import { StickyCheckoutBar } from './sticky-checkout-bar';
import { UnserviceableDialog } from './unserviceable-dialog';

/** docs/product/cart.md#serviceability: an item is serviceable only if the server's map has its id (as true). */
const isUnserved = (check: ServiceableAnswer | null, id: number) =>
  check !== null && check.items[String(id)] !== true;

/** After a line is deleted its buttons are gone: focus the list, or the empty state once the cart is empty. */
function focusAfterDelete() {
  window.setTimeout(() => {
    (document.getElementById('kv-items-title') ?? document.getElementById('kv-empty-title'))?.focus();
  });
}

/** The /cart page body: loads the cart client-side (the page shell is static), then items and summary. */
export function CartPageView() {
  const { status, cart } = useCart();
  const [check, setCheck] = useState<ServiceableAnswer | null>(null);
  const [popup, setPopup] = useState(false);

  useEffect(() => {
    void loadCart();
  }, []);

  if (status === 'idle' || status === 'loading') return <CartSkeleton />;
  if (status === 'error')
    return (
      <div role="alert" className="kv-card">
        <p>We could not load your cart. Check your connection and try again.</p>
        <button type="button" className="kv-btn2 mt-3" onClick={() => void loadCart()}>
          Try again
        </button>
      </div>
    );
  if (!cart || cart.items.length === 0) return <EmptyCart />;

  const unserved = check && !check.serviceable ? cart.items.filter((i) => isUnserved(check, i.id)) : [];
  const onCheck = (answer: ServiceableAnswer) => {
    setCheck(answer);
    setPopup(!answer.serviceable);
  };
  return (
    <div className="kv-cart-grid pb-20 min-[769px]:pb-0">
      <section aria-labelledby="kv-items-title">
        <h2 id="kv-items-title" tabIndex={-1} className="sr-only">
          Items in your cart
        </h2>
        <ul className="grid grid-cols-1 gap-3">
          {cart.items.map((item) => (
            <CartLine
              key={item.id}
              item={item}
              isOnlyLine={cart.items.length === 1}
              unservedAt={check && isUnserved(check, item.id) ? check.pincode : null}
              onDeleted={focusAfterDelete}
            />
          ))}
        </ul>
        <PincodeCheck token={cart.token_id} result={check} onResult={onCheck} />
      </section>
      <CartSummaryCard cart={cart} />
      <StickyCheckoutBar total={cart.total} />
      {popup && check && unserved.length > 0 ? (
        <UnserviceableDialog
          pincode={check.pincode}
          titles={unserved.map((i) => i.display_title)}
          onClose={() => setPopup(false)}
        />
      ) : null}
    </div>
  );
}
