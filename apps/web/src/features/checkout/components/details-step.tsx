import { useEffect, useRef, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import type { Cart } from '@kavach/contracts';
import { SpinnerIcon } from '@/components/icons';
import { setCart } from '@/features/cart/cart-store';
import { checkResolver } from '@/lib/forms/contract-resolver';
import { registerField } from '@/lib/forms/register-field';
import { checkoutApi } from '../checkout-api';
import {
  DETAILS_FIELDS,
  detailsBody,
  detailsFromCart,
  fieldErrorsFromServer,
  validateDetails,
} from '../details-form';
import type { DetailsErrors, DetailsField, DetailsValues } from '../details-form';
import type { PinLookup } from '../use-pincode-lookup';
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

/** The mobile number keeps digits only, 10 at most. */
const digits10 = (typed: string) => typed.replace(/\D/g, '').slice(0, 10);

/**
 * Step 1: contact details and address, saved with POST /v3/cart/{token} (UpdateCartBody).
 * react-hook-form with the details check (details-form.ts), and a PIN code the directory does not
 * know is refused as it is shown (decision 054).
 */
export function DetailsStep({ cart, notice, onSaved, agent = false }: DetailsStepProps) {
  const [serverErrors, setServerErrors] = useState<DetailsErrors>(() =>
    fieldErrorsFromServer(notice?.fields),
  );
  const [formError, setFormError] = useState<string | null>(null);
  const a = cart.address;
  const { lookup, runLookup } = usePincodeLookup(
    a ? { status: 'found', pincode: a.pincode, city: a.city, state: a.state } : { status: 'idle' },
  );
  // The resolver reads the latest lookup: its refusal of the PIN code is the field's error.
  const lookupNow = useRef<PinLookup>(lookup);
  useEffect(() => {
    lookupNow.current = lookup;
  }, [lookup]);
  const [resolver] = useState(() =>
    checkResolver<DetailsValues>((values) => {
      const found = validateDetails(values);
      const pin = lookupNow.current;
      if (!found.pincode && pin.status === 'error') found.pincode = pin.message;
      return found;
    }),
  );
  const form = useForm<DetailsValues>({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: detailsFromCart(cart),
  });
  const busy = form.formState.isSubmitting;
  const pin = useController({ name: 'pincode', control: form.control });

  const dropServerError = (name: DetailsField) =>
    setServerErrors((e) => {
      if (!e[name]) return e;
      const { [name]: _cleared, ...rest } = e;
      return rest;
    });
  const field = (name: DetailsField) =>
    registerField(form, name, {
      id: `co-${name}`,
      posted: serverErrors[name],
      onEdit: () => dropServerError(name),
      ...(name === 'phone' ? { filter: digits10 } : {}),
    });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const res = await checkoutApi.saveDetails(cart.token_id, detailsBody(values));
    if (res.ok) {
      setCart(res.data.cart);
      return onSaved(res.data.cart);
    }
    const server = fieldErrorsFromServer(res.error.fields);
    setServerErrors(server);
    setFormError(res.error.message);
    const first = DETAILS_FIELDS.find((f) => server[f]);
    if (first) form.setFocus(first);
  });

  const pinError = form.formState.errors.pincode?.message ?? serverErrors.pincode;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (busy) return event.preventDefault();
        setServerErrors({});
        setFormError(null);
        void submit(event);
      }}
      aria-busy={busy}
      className="grid gap-5"
    >
      <StepNotice message={formError ?? notice?.message ?? null} />
      <ContactFields field={field} agent={agent} />
      <AddressFields field={field}>
        <PincodeField
          value={pin.field.value}
          error={pinError}
          lookup={lookup}
          inputRef={pin.field.ref}
          onChange={(value) => {
            pin.field.onChange(value);
            if (form.formState.errors.pincode) form.clearErrors('pincode');
            dropServerError('pincode');
            void runLookup(value);
          }}
        />
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
