'use client';

import { Suspense, lazy, useState } from 'react';
import { SpinnerIcon } from '@/components/icons';
import { addToCart } from '../cart-actions';
import type { AddItemInput } from '../cart-api';

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
  const [busy, setBusy] = useState<'add' | 'replace' | null>(null);
  const [conflict, setConflict] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (replace: boolean) => {
    if (!item || busy) return;
    setBusy(replace ? 'replace' : 'add');
    setError(null);
    const outcome = await addToCart(item, replace);
    setBusy(null);
    setConflict(outcome.type === 'conflict');
    if (outcome.type === 'added') onAdded(outcome.message);
    if (outcome.type === 'error') setError(outcome.message);
  };

  return (
    <>
      <button
        type="button"
        className="kv-btn mt-4 gap-2"
        aria-describedby={describedBy}
        aria-disabled={!item || busy !== null}
        aria-busy={busy === 'add'}
        onClick={() => void run(false)}
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
