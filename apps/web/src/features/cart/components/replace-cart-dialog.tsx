import { ModalDialog } from '@/components/modal-dialog';
import { SpinnerIcon } from '@/components/icons';

interface ReplaceCartDialogProps {
  busy: boolean;
  onReplace: () => void;
  onKeep: () => void;
}

/**
 * docs/product/cart.md#adding-and-removing-items, docs/product/cart.md#cart-types cart type compatibility: the item cannot share the cart with what is in it. A modal
 * `<dialog>` (focus trapped, Escape = keep the cart) asks before anything is removed.
 */
export function ReplaceCartDialog({ busy, onReplace, onKeep }: ReplaceCartDialogProps) {
  return (
    <ModalDialog title="Replace your cart?" onClose={onKeep}>
      <p className="text-slate-700">
        Your cart has plans that cannot be bought together with this one. You can replace your cart with this
        plan, or keep your cart as it is.
      </p>
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className="kv-btn2" onClick={onKeep}>
          Keep my cart
        </button>
        <button
          type="button"
          className="kv-btn gap-2"
          onClick={() => !busy && onReplace()}
          aria-disabled={busy}
          aria-busy={busy}
        >
          {busy ? <SpinnerIcon width={18} height={18} /> : null}
          Replace cart
        </button>
      </div>
    </ModalDialog>
  );
}
