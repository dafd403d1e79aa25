import { Suspense, lazy, useActionState, useState } from 'react';
import { SpinnerIcon } from '@/components/icons';
import { appRoutes } from '@/lib/app-routes';
import { NETWORK_ERROR_MESSAGE } from '@/lib/network-error';
import { addToCartAction } from '../actions';
import type { AddOutcome } from '../cart-actions';
import type { AddItemInput } from '../cart-api';

/** The cart code (API client, store) loads on the way to a click, not with the page (decision 029). */
const cartActions = () => import('../cart-actions');

/** The chunk itself could not be fetched: the same words as any other network failure. */
const NOT_LOADED: AddOutcome = { type: 'error', message: NETWORK_ERROR_MESSAGE };

async function add(item: AddItemInput, replace: boolean): Promise<AddOutcome> {
  const actions = await cartActions().catch(() => null);
  return actions ? actions.addToCart(item, replace) : NOT_LOADED;
}

/** Shown only on a cart type conflict: loaded then, not with the page. */
const ReplaceCartDialog = lazy(() =>
  import('./replace-cart-dialog').then((m) => ({ default: m.ReplaceCartDialog })),
);

interface AddToCartButtonProps {
  item: AddItemInput | null;
  /** The form's id: the plan's tenure radios belong to it (their choice is posted as `tenure`). */
  formId: string;
  /** id of the plan's heading, so each 'Add to cart' button names its plan. */
  describedBy: string;
  onAdded: (message: string) => void;
}

/**
 * POST /v3/cart/item with a busy state; a 409 CART_TYPE_CONFLICT opens the replace-cart dialog
 * (docs/product/cart.md#what-a-cart-holds), any other failure shows the server's message (and the cart is read again, docs/product/cart.md#what-a-cart-holds).
 * A real form (decision 054): a tap before the page's scripts have run posts it to a server action,
 * and the page comes back with the outcome beside the button; afterwards the click is handled here.
 */
export function AddToCartButton({ item, formId, describedBy, onAdded }: AddToCartButtonProps) {
  const [posted, formAction] = useActionState(addToCartAction, null);
  const [busy, setBusy] = useState<'add' | 'replace' | null>(null);
  // A conflict met by a form post offers the replace dialog once the scripts have run.
  const [conflict, setConflict] = useState(posted?.type === 'conflict');
  const [showPosted, setShowPosted] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const run = async (replace: boolean) => {
    if (!item || busy) return;
    setBusy(replace ? 'replace' : 'add');
    setShowPosted(false);
    setError(null);
    const outcome = await add(item, replace);
    setBusy(null);
    setConflict(outcome.type === 'conflict');
    if (outcome.type === 'added') onAdded(outcome.message);
    if (outcome.type === 'error') setError(outcome.message);
  };

  return (
    <form id={formId} action={formAction} className="contents">
      {item ? (
        <>
          <input type="hidden" name="sku" value={item.sku} />
          <input type="hidden" name="tenure_months" value={item.tenure_months} />
          {item.device_price !== undefined ? (
            <input type="hidden" name="device_price" value={item.device_price} />
          ) : null}
        </>
      ) : null}
      <button
        type="submit"
        className="kv-btn mt-4 gap-2"
        aria-describedby={describedBy}
        aria-disabled={!item || busy !== null}
        aria-busy={busy === 'add'}
        onClick={(event) => {
          event.preventDefault();
          void run(false);
        }}
        onPointerEnter={() => void cartActions().catch(() => null)}
        onFocus={() => void cartActions().catch(() => null)}
      >
        {busy === 'add' ? <SpinnerIcon width={18} height={18} /> : null}
        {busy === 'add' ? 'Adding…' : 'Add to cart'}
      </button>
      {showPosted && posted?.type === 'added' ? (
        <p role="status" className="mt-2 text-sm font-medium text-emerald-800">
          {posted.message}.{' '}
          <a href={appRoutes.cart} className="kv-tlink">
            View cart
          </a>
        </p>
      ) : null}
      {showPosted && posted && posted.type !== 'added' ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {posted.message}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {conflict ? (
        <Suspense fallback={null}>
          <ReplaceCartDialog
            busy={busy === 'replace'}
            onReplace={() => void run(true)}
            onKeep={() => setConflict(false)}
          />
        </Suspense>
      ) : null}
    </form>
  );
}
