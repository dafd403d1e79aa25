import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { Customer } from '@kavach/contracts';
import { REQUIRED_FIELD_MESSAGE, filterTypedInput } from '@kavach/domain';
import { FormAlert } from '@/components/form-alert';
import { SpinnerIcon } from '@/components/icons';
import { TextField } from '@/components/text-field';
import { accountApi } from '../account-api';
import { leaveIfSignedOut } from '../profile-errors';

interface NameSectionProps {
  customer: Customer;
  onSaved: (customer: Customer, message: string) => void;
}

/** docs/product/cart.md#what-a-cart-holds name edit toggle: the name as text, 'Edit' opens first and last name fields. */
export function NameSection({ customer, onSaved }: NameSectionProps) {
  const [editing, setEditing] = useState(false);
  const [first, setFirst] = useState(customer.first_name);
  const [last, setLast] = useState(customer.last_name);
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const toggled = useRef(false);

  // Focus follows the toggle: into the first field when it opens, back to 'Edit' when it closes.
  useEffect(() => {
    if (!toggled.current) return;
    if (editing) document.getElementById('name-first')?.focus();
    else editButton.current?.focus();
  }, [editing]);

  const open = () => {
    toggled.current = true;
    setFirst(customer.first_name);
    setLast(customer.last_name);
    setError(undefined);
    setFormError(null);
    setEditing(true);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!first.trim()) {
      setError(REQUIRED_FIELD_MESSAGE);
      return document.getElementById('name-first')?.focus();
    }
    setBusy(true);
    const res = await accountApi.update(customer.id, { first_name: first.trim(), last_name: last.trim() });
    setBusy(false);
    if (res.ok) {
      setEditing(false);
      return onSaved(res.data.customer, res.data.message ?? 'Your name has been updated.');
    }
    if (leaveIfSignedOut(res.status, res.error)) return;
    setError(res.error.fields?.first_name);
    setFormError(res.error.fields?.first_name ? null : res.error.message);
  };

  if (!editing)
    return (
      <div className="flex items-start justify-between gap-3 py-3">
        <div className="min-w-0">
          <p className="text-sm text-slate-600">Name</p>
          <p className="font-medium break-words text-slate-900">{customer.name || 'Not added yet'}</p>
        </div>
        <button ref={editButton} type="button" className="kv-tlink px-2" onClick={open}>
          Edit<span className="sr-only"> name</span>
        </button>
      </div>
    );

  return (
    <form
      method="post"
      noValidate
      onSubmit={(e) => void save(e)}
      aria-busy={busy}
      className="grid gap-3 py-3"
    >
      <FormAlert text={formError} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id="name-first"
          label="First name"
          value={first}
          onChange={(v) => {
            setFirst((p) => filterTypedInput(p, v));
            setError(undefined);
          }}
          error={error}
          required
          autoComplete="given-name"
          maxLength={60}
        />
        <TextField
          id="name-last"
          label="Last name"
          value={last}
          onChange={(v) => setLast((p) => filterTypedInput(p, v))}
          optional
          autoComplete="family-name"
          maxLength={60}
        />
      </div>
      <div className="flex gap-3">
        <button type="submit" className="kv-btn gap-2" aria-disabled={busy}>
          {busy ? <SpinnerIcon width={18} height={18} /> : null}
          Save
        </button>
        <button type="button" className="kv-btn2" onClick={() => setEditing(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
