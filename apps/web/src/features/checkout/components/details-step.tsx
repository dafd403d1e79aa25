import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Cart } from '@kavach/contracts';
import { filterTypedInput } from '@kavach/domain';
import { SpinnerIcon } from '@/components/icons';
import { setCart } from '@/features/cart/cart-store';
import { checkoutApi } from '../checkout-api';
import {
  DETAILS_FIELDS,
  detailsBody,
  detailsFromCart,
  fieldErrorsFromServer,
  validateDetails,
} from '../details-form';
import type { DetailsErrors, DetailsField, DetailsValues } from '../details-form';
import { usePincodeLookup } from '../use-pincode-lookup';
import { AddressFields, ContactFields } from './details-fields';
import { PincodeField } from './pincode-field';
import { StepNotice } from './step-notice';

interface DetailsStepProps {
  cart: Cart;
  /** A refusal that sent the customer here (message and the API's `fields`). */
  notice: { message: string; fields?: Record<string, string> } | null;
  onSaved: (cart: Cart) => void;
  /** An agent fills in the customer's details. */
  agent?: boolean;
}

const focusField = (field: DetailsField) => document.getElementById(`co-${field}`)?.focus();

/** Step 1: contact details and address, saved with POST /v3/cart/{token} (UpdateCartBody). */
export function DetailsStep({ cart, notice, onSaved, agent = false }: DetailsStepProps) {
  const [values, setValues] = useState<DetailsValues>(() => detailsFromCart(cart));
  const [errors, setErrors] = useState<DetailsErrors>(() => fieldErrorsFromServer(notice?.fields));
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const a = cart.address;
  const { lookup, runLookup } = usePincodeLookup(
    a ? { status: 'found', pincode: a.pincode, city: a.city, state: a.state } : { status: 'idle' },
  );

  const change = (field: DetailsField) => (next: string) => {
    setValues((v) => ({ ...v, [field]: filterTypedInput(v[field], next) }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const changePin = (pin: string) => {
    change('pincode')(pin);
    void runLookup(pin);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateDetails(values);
    if (!found.pincode && lookup.status === 'error') found.pincode = lookup.message;
    setErrors(found);
    setFormError(null);
    const first = DETAILS_FIELDS.find((f) => found[f]);
    if (first) return focusField(first);
    setBusy(true);
    const res = await checkoutApi.saveDetails(cart.token_id, detailsBody(values));
    setBusy(false);
    if (res.ok) {
      setCart(res.data.cart);
      return onSaved(res.data.cart);
    }
    const server = fieldErrorsFromServer(res.error.fields);
    setErrors(server);
    setFormError(res.error.message);
    const firstServer = DETAILS_FIELDS.find((f) => server[f]);
    if (firstServer) focusField(firstServer);
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-busy={busy} className="grid gap-5">
      <StepNotice message={formError ?? notice?.message ?? null} />
      <ContactFields values={values} errors={errors} change={change} agent={agent} />
      <AddressFields values={values} errors={errors} change={change}>
        <PincodeField value={values.pincode} error={errors.pincode} lookup={lookup} onChange={changePin} />
      </AddressFields>
      <div>
        <button type="submit" className="kv-btn w-full gap-2 sm:w-auto" aria-disabled={busy} aria-busy={busy}>
          {busy ? <SpinnerIcon width={18} height={18} /> : null}
          {busy ? 'Saving…' : 'Save and continue'}
        </button>
      </div>
    </form>
  );
}
