import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import type { CustomerAddress } from '@kavach/contracts';
import { PlusIcon } from '@/components/icons';
import { accountApi } from '../account-api';
import { addressLine } from '../address-form-model';
import { useAccountData } from '../use-account-data';
import { LoadError } from './data-states';

/**
 * The address form and the delete dialog load when first opened, not with the page: My Profile's
 * first-load JS stays within the app-page goal (docs/product/accounts.md#addresses, decision 098).
 * Hovering or focusing the button that opens one starts its download early.
 */
const addressFormModule = () => import('./address-form');
const deleteDialogModule = () => import('./delete-address-dialog');
const AddressForm = dynamic(() => addressFormModule().then((m) => m.AddressForm), {
  loading: () => <FormLoading />,
});
const DeleteAddressDialog = dynamic(() => deleteDialogModule().then((m) => m.DeleteAddressDialog));
const loadAddressForm = () => void addressFormModule();
const loadDeleteDialog = () => void deleteDialogModule();

function FormLoading() {
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">Opening the address form…</span>
      <div aria-hidden="true" className="kv-skel h-64" />
    </div>
  );
}

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; id: number };

/** The address book: saved addresses with Edit and Delete (after the docs/product/accounts.md#addresses popup), and 'Add address'. */
export function AddressBook({ onToast }: { onToast: (text: string) => void }) {
  const { state, reload, setState } = useAccountData(accountApi.addresses);
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [deleting, setDeleting] = useState<CustomerAddress | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  if (state.status === 'loading')
    return (
      <div role="status" aria-busy="true">
        <span className="sr-only">Loading your addresses…</span>
        <div aria-hidden="true" className="kv-skel h-24" />
      </div>
    );
  if (state.status === 'error') return <LoadError message={state.message} onRetry={reload} />;
  const { addresses } = state.data;

  const put = (next: CustomerAddress[]) => setState({ status: 'ok', data: { addresses: next } });
  const saved = (address: CustomerAddress) => {
    const exists = addresses.some((a) => a.id === address.id);
    put(exists ? addresses.map((a) => (a.id === address.id ? address : a)) : [...addresses, address]);
    setEditing({ kind: 'none' });
    onToast(exists ? 'The address has been updated.' : 'The address has been added.');
    requestAnimationFrame(() => addButton.current?.focus());
  };

  return (
    <div className="grid gap-3">
      {addresses.length === 0 && editing.kind !== 'new' ? (
        <p className="text-slate-700">You have no saved addresses yet.</p>
      ) : null}
      <ul className="grid gap-3" aria-label="Saved addresses">
        {addresses.map((a) =>
          editing.kind === 'edit' && editing.id === a.id ? (
            <li key={a.id}>
              <AddressForm address={a} onSaved={saved} onCancel={() => setEditing({ kind: 'none' })} />
            </li>
          ) : (
            <li
              key={a.id}
              className="flex flex-wrap items-start justify-between gap-2 rounded-xl border border-slate-200 p-4"
            >
              <div className="min-w-0 flex-1">
                {a.label ? (
                  <p className="text-xs font-bold tracking-wide text-slate-600 uppercase">{a.label}</p>
                ) : null}
                <p className="break-words text-slate-900">{addressLine(a)}</p>
              </div>
              <div className="flex gap-1">
                <button
                  type="button"
                  className="kv-tlink px-2"
                  onPointerEnter={loadAddressForm}
                  onFocus={loadAddressForm}
                  onClick={() => setEditing({ kind: 'edit', id: a.id })}
                >
                  Edit<span className="sr-only"> address {addressLine(a)}</span>
                </button>
                <button
                  type="button"
                  className="kv-tlink px-2 text-red-800"
                  onPointerEnter={loadDeleteDialog}
                  onFocus={loadDeleteDialog}
                  onClick={() => setDeleting(a)}
                >
                  Delete<span className="sr-only"> address {addressLine(a)}</span>
                </button>
              </div>
            </li>
          ),
        )}
      </ul>
      {editing.kind === 'new' ? (
        <AddressForm address={null} onSaved={saved} onCancel={() => setEditing({ kind: 'none' })} />
      ) : (
        <button
          ref={addButton}
          type="button"
          className="kv-btn2 gap-2 justify-self-start"
          onPointerEnter={loadAddressForm}
          onFocus={loadAddressForm}
          onClick={() => setEditing({ kind: 'new' })}
        >
          <PlusIcon width={18} height={18} />
          Add address
        </button>
      )}
      {deleting ? (
        <DeleteAddressDialog
          address={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={(id, message) => {
            setDeleting(null);
            put(addresses.filter((a) => a.id !== id));
            onToast(message);
            requestAnimationFrame(() => addButton.current?.focus());
          }}
        />
      ) : null}
    </div>
  );
}
