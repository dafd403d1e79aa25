import { ModalDialog } from '@/components/modal-dialog';
import { SpinnerIcon } from '@/components/icons';

interface ConfirmRemoveDialogProps {
  title: string;
  /** The removal empties the cart (docs/product/cart.md#adding-and-removing-items "removing the last item"). */
  emptiesCart: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** docs/product/accounts.md#plan-action-button: removing the last item, or the remove button, asks first. Escape or Cancel keeps the item. */
export function ConfirmRemoveDialog({
  title,
  emptiesCart,
  busy,
  onConfirm,
  onCancel,
}: ConfirmRemoveDialogProps) {
  return (
    <ModalDialog title="Remove this item?" onClose={onCancel}>
      <p className="text-slate-700">
        <strong className="font-semibold text-slate-900">{title}</strong> will be removed from your cart.
        {emptiesCart ? ' Your cart will then be empty.' : ''}
      </p>
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className="kv-btn2" onClick={onCancel}>
          Cancel
        </button>
        <button
          type="button"
          className="kv-btn gap-2 bg-red-700 hover:bg-red-800"
          aria-disabled={busy}
          aria-busy={busy}
          onClick={() => !busy && onConfirm()}
        >
          {busy ? <SpinnerIcon width={18} height={18} /> : null}
          Remove
        </button>
      </div>
    </ModalDialog>
  );
}
