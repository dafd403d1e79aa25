'use client';

import { Suspense, lazy, useState } from 'react';
import { SpinnerIcon } from '@/components/icons';
import { NETWORK_ERROR_MESSAGE } from '@/lib/network-error';
import { useHydrated } from '@/lib/use-hydrated';
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
  /** id of the plan's heading, so each 'Add to cart' button names its plan. */
  describedBy: string;
  onAdded: (message: string) => void;
}

/**
 * POST /v3/cart/item with a busy state; a 409 CART_TYPE_CONFLICT opens the replace-cart dialog
 * (§4), any other failure shows the server's message (and the cart is read again, §4).
 */
export function AddToCartButton({ item, describedBy, onAdded }: AddToCartButtonProps) {
  // Plan pages paint before their scripts (decision 032): until they have run, a tap would reach a
  // button with no handler and be lost, so the button is disabled (it looks the same).
  const hydrated = useHydrated();
  const [busy, setBusy] = useState<'add' | 'replace' | null>(null);
  const [conflict, setConflict] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (replace: boolean) => {
    if (!item || busy) return;
    setBusy(replace ? 'replace' : 'add');
    setError(null);
    const outcome = await add(item, replace);
    setBusy(null);
    setConflict(outcome.type === 'conflict');
    if (outcome.type === 'added') onAdded(outcome.message);
    if (outcome.type === 'error') setError(outcome.message);
  };

  return (
    <>
      <button
        type="button"
        disabled={!hydrated}
        className="kv-btn mt-4 gap-2"
        aria-describedby={describedBy}
        aria-disabled={!item || busy !== null}
        aria-busy={busy === 'add'}
        onClick={() => void run(false)}
        onPointerEnter={() => void cartActions().catch(() => null)}
        onFocus={() => void cartActions().catch(() => null)}
      >
        {busy === 'add' ? <SpinnerIcon width={18} height={18} /> : null}
        {busy === 'add' ? 'Adding…' : 'Add to cart'}
      </button>
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
    </>
  );
}
