import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CustomerUpdateBody } from '@kavach/contracts';
import type { Customer } from '@kavach/contracts';
import { Field } from '@/components/field';
import { FormAlert } from '@/components/form-alert';
import { SpinnerIcon } from '@/components/icons';
import { contractResolver } from '@/lib/forms/contract-resolver';
import { registerField } from '@/lib/forms/register-field';
import { accountApi } from '../account-api';
import { leaveIfSignedOut } from '../profile-errors';

interface NameSectionProps {
  customer: Customer;
  onSaved: (customer: Customer, message: string) => void;
}

type NameValues = { first_name: string; last_name: string };
const nameBody = (v: NameValues): NameValues => ({
  first_name: v.first_name.trim(),
  last_name: v.last_name.trim(),
});
/** docs/product/accounts.md#input-rules 'Required field', then the contract the API checks the names with. */
const resolver = contractResolver<NameValues>(CustomerUpdateBody, ['first_name'], nameBody);

/**
 * docs/product/cart.md#what-a-cart-holds name edit toggle: the name as text, 'Edit' opens first and last name fields
 * (react-hook-form with the `CustomerUpdateBody` contract, decision 054).
 */
export function NameSection({ customer, onSaved }: NameSectionProps) {
  const [editing, setEditing] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<NameValues>({ resolver, reValidateMode: 'onSubmit' });
  const busy = form.formState.isSubmitting;
  const { setFocus } = form;
  const editButton = useRef<HTMLButtonElement>(null);
  const toggled = useRef(false);

  // Focus follows the toggle: into the first field when it opens, back to 'Edit' when it closes.
  useEffect(() => {
    if (!toggled.current) return;
    if (editing) setFocus('first_name');
    else editButton.current?.focus();
  }, [editing, setFocus]);

  const open = () => {
    toggled.current = true;
    form.reset({ first_name: customer.first_name, last_name: customer.last_name });
    setFormError(null);
    setEditing(true);
  };

  const save = form.handleSubmit(async (values) => {
    const res = await accountApi.update(customer.id, nameBody(values));
    if (res.ok) {
      setEditing(false);
      return onSaved(res.data.customer, res.data.message ?? 'Your name has been updated.');
    }
    if (leaveIfSignedOut(res.status, res.error)) return;
    const message = res.error.fields?.first_name;
    if (message) form.setError('first_name', { type: 'server', message });
    setFormError(message ? null : res.error.message);
  });

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
      onSubmit={(e) => {
        if (busy) e.preventDefault();
        else void save(e);
      }}
      aria-busy={busy}
      className="grid gap-3 py-3"
    >
      <FormAlert text={formError} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          {...registerField(form, 'first_name', { id: 'name-first' })}
          label="First name"
          required
          autoComplete="given-name"
          maxLength={60}
        />
        <Field
          {...registerField(form, 'last_name', { id: 'name-last' })}
          label="Last name"
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
