import { useState } from 'react';
import type { CustomerAddress } from '@kavach/contracts';
import { SpinnerIcon } from '@/components/icons';
import { ModalDialog } from '@/components/modal-dialog';
import { accountApi } from '../account-api';
import { addressLine } from '../address-form-model';
import { leaveIfSignedOut } from '../profile-errors';

interface DeleteAddressDialogProps {
  address: CustomerAddress;
  onDeleted: (id: number, message: string) => void;
  onClose: () => void;
}

/** docs/product/accounts.md#addresses delete-address popup: the address, and a confirmation before DELETE /myaccount/address. */
export function DeleteAddressDialog({ address, onDeleted, onClose }: DeleteAddressDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const remove = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const res = await accountApi.deleteAddress(address.id);
    setBusy(false);
    if (res.ok) return onDeleted(address.id, res.data.message ?? 'The address has been deleted.');
    if (leaveIfSignedOut(res.status, res.error)) return;
    setError(res.error.message);
  };

  return (
    <ModalDialog title="Delete this address?" onClose={onClose}>
      <p className="text-slate-800">{addressLine(address)}</p>
      <p role="alert" className="mt-3 text-sm font-medium text-red-700 empty:hidden">
        {error ?? ''}
      </p>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <button type="button" className="kv-btn2" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="kv-btn gap-2 bg-red-700 hover:bg-red-800"
          aria-disabled={busy}
          onClick={() => void remove()}
        >
          {busy ? <SpinnerIcon width={18} height={18} /> : null}
          Delete
        </button>
      </div>
    </ModalDialog>
  );
}
