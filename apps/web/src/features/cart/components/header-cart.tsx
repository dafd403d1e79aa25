import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { CartIcon } from '@/components/icons';
import { appRoutes } from '@/lib/app-routes';
import { loadCart, loadCartSummary, useCart } from '../cart-store';

/** The drawer's contents load on first open (or hover/focus), not with the page. */
const importCartWidget = () => import('./cart-widget');
const CartWidget = lazy(() => importCartWidget().then((m) => ({ default: m.CartWidget })));

export const CART_WIDGET_ID = 'kv-cart-widget';

const countLabel = (n: number) => (n === 0 ? 'Cart' : `Cart, ${n} ${n === 1 ? 'item' : 'items'}`);

/**
 * Header cart icon (client island; the header itself is statically cached, decision 010): a count
 * badge from the session's cart, and a drawer `<dialog>` with the cart (docs/product/catalogue.md#page-layout "the cart widget toggles
 * from the cart icon"). Without JavaScript it is a plain link to /cart. Like MenuButton, opening it
 * closes any other open menu.
 */
export function HeaderCart({ className }: { className: string }) {
  const { count } = useCart();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    void loadCartSummary();
    const dialog = ref.current;
    if (!dialog) return;
    const onClose = () => setOpen(false);
    const onClick = (event: globalThis.MouseEvent) => {
      const el = event.target as Element | null;
      if (el === dialog || el?.closest('a')) dialog.close();
    };
    dialog.addEventListener('close', onClose);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('close', onClose);
      dialog.removeEventListener('click', onClick);
    };
  }, []);

  const show = (event: MouseEvent<HTMLAnchorElement>) => {
    const dialog = ref.current;
    if (!dialog || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    document.querySelectorAll<HTMLDialogElement>('dialog[open]').forEach((d) => d.close());
    dialog.showModal();
    setOpen(true);
    void loadCart();
  };

  /** Reads the cart ahead of a likely click, only when there is one to read. */
  const prefetch = () => {
    void importCartWidget();
    if (count > 0) void loadCart();
  };

  return (
    <>
      <a
        href={appRoutes.cart}
        aria-label={countLabel(count)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={CART_WIDGET_ID}
        className={`${className} relative`}
        onClick={show}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <CartIcon />
        {count > 0 ? (
          <span aria-hidden="true" data-cart-badge className="kv-badge">
            {count > 9 ? '9+' : count}
          </span>
        ) : null}
      </a>
      <dialog
        ref={ref}
        id={CART_WIDGET_ID}
        aria-labelledby={titleId}
        className="kv-drawer-r m-0 ml-auto h-dvh max-h-none w-[min(24rem,92vw)] max-w-none bg-white p-0 text-slate-900 backdrop:bg-slate-900/50"
      >
        {open ? (
          <Suspense fallback={null}>
            <CartWidget titleId={titleId} />
          </Suspense>
        ) : null}
      </dialog>
    </>
  );
}
