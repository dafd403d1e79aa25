import { useEffect, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import type { CustomerAddress } from '@kavach/contracts';
import { CITIES, CITY_COOKIE, cityByKey, cityBySlug, filterTypedInput } from '@kavach/domain';
import { Field } from '@/components/field';
import { FormAlert } from '@/components/form-alert';
import { SpinnerIcon } from '@/components/icons';
import { PincodeField } from '@/features/checkout/components/pincode-field';
import { usePincodeLookup } from '@/features/checkout/use-pincode-lookup';
import { readCityCookie } from '@/features/repair/city-cookie';
import { checkResolver } from '@/lib/forms/contract-resolver';
import { registerField } from '@/lib/forms/register-field';
import { accountApi } from '../account-api';
import {
  ADDRESS_FIELDS,
  ADDRESS_LABELS,
  EMPTY_ADDRESS,
  addressBody,
  addressErrorsFromServer,
  addressValues,
  validateAddress,
} from '../address-form-model';
import type { AddressField, AddressValues } from '../address-form-model';
import { leaveIfSignedOut } from '../profile-errors';
import { LocalityField } from './locality-field';

interface AddressFormProps {
  /** The address being edited, or null for a new one. */
  address: CustomerAddress | null;
  onSaved: (address: CustomerAddress) => void;
  onCancel: () => void;
}

const resolver = checkResolver<AddressValues>(validateAddress);

/**
 * Add or edit one address; the PIN code fills city and state from the PIN directory (/fetch-details).
 * react-hook-form with the address check (address-form-model.ts, decision 054); the locality
 * combobox and the PIN code are its controlled fields.
 */
export function AddressForm({ address, onSaved, onCancel }: AddressFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<AddressValues>({
    resolver,
    reValidateMode: 'onSubmit',
    // Focus goes to the first field to fix in the form's order (see `focusFirst`).
    shouldFocusError: false,
    defaultValues: address ? addressValues(address) : EMPTY_ADDRESS,
  });
  const busy = form.formState.isSubmitting;
  const area = useController({ name: 'address2', control: form.control });
  const pin = useController({ name: 'pincode', control: form.control });
  const { lookup, runLookup } = usePincodeLookup(
    address
      ? { status: 'found', pincode: address.pincode, city: address.city, state: address.state }
      : { status: 'idle' },
  );

  // The visitor's chosen city (docs/product/catalogue.md#query-parameters-and-marketing-cookies `city` cookie), read after mount: the fallback selected city.
  const [chosenCity, setChosenCity] = useState<string | null>(null);
  const { setFocus } = form;
  useEffect(() => {
    setFocus('address');
    const raw = readCityCookie(CITY_COOKIE);
    setChosenCity((cityBySlug(raw) ?? cityByKey(raw))?.key ?? null);
  }, [setFocus]);
  // docs/product/cart.md#serviceability selected city: the entered PIN code's served city, else the chosen city.
  const pinCity =
    lookup.status === 'found'
      ? (lookup.cityKey ?? CITIES.find((c) => c.name === lookup.city)?.key ?? null)
      : null;
  const selectedCity = cityByKey(lookup.status === 'found' ? pinCity : chosenCity);

  const errorOf = (field: AddressField) => form.formState.errors[field]?.message;
  const clearError = (field: AddressField) => {
    if (form.formState.errors[field]) form.clearErrors(field);
  };
  const focusFirst = (found: Partial<Record<AddressField, unknown>>) => {
    const first = ADDRESS_FIELDS.find((f) => found[f]);
    if (first) setFocus(first);
  };

  const save = form.handleSubmit(
    async (values) => {
      setFormError(null);
      const body = addressBody(values);
      const res = address
        ? await accountApi.editAddress(address.id, body)
        : await accountApi.addAddress(body);
      if (res.ok) return onSaved(res.data.address);
      if (leaveIfSignedOut(res.status, res.error)) return;
      const fieldErrors = addressErrorsFromServer(res.error.error_code, res.error.message, res.error.fields);
      if (!fieldErrors) return setFormError(res.error.message);
      for (const [field, message] of Object.entries(fieldErrors))
        form.setError(field as AddressField, { type: 'server', message });
      focusFirst(fieldErrors);
    },
    (errors) => {
      setFormError(null);
      focusFirst(errors);
    },
  );

  const title = address ? 'Edit address' : 'Add a new address';
  return (
    <form
      noValidate
      onSubmit={(e) => {
        if (busy) e.preventDefault();
        else void save(e);
      }}
      aria-busy={busy}
      aria-labelledby="addr-form-title"
      className="grid gap-4 rounded-xl border border-brand-100 bg-brand-50/40 p-4"
    >
      <h3 id="addr-form-title" className="font-semibold text-slate-900">
        {title}
      </h3>
      <FormAlert text={formError} />
      <Field
        {...registerField(form, 'address', { id: 'addr-address' })}
        label="House / flat number and street"
        required
        autoComplete="address-line1"
        maxLength={200}
      />
      <LocalityField
        value={area.field.value}
        inputRef={area.field.ref}
        onChange={(value) => {
          area.field.onChange(filterTypedInput(area.field.value, value));
          clearError('address2');
        }}
        error={errorOf('address2')}
        cityKey={selectedCity?.key ?? null}
        cityName={selectedCity?.name ?? null}
        onPick={(s) => {
          area.field.onChange(s.area);
          pin.field.onChange(s.pincode);
          clearError('address2');
          clearError('pincode');
          void runLookup(s.pincode);
        }}
      />
      <Field
        {...registerField(form, 'landmark', { id: 'addr-landmark' })}
        label="Landmark"
        optional
        maxLength={100}
      />
      <PincodeField
        value={pin.field.value}
        error={errorOf('pincode')}
        lookup={lookup}
        inputRef={pin.field.ref}
        onChange={(v) => {
          pin.field.onChange(v);
          clearError('pincode');
          void runLookup(v);
        }}
      />
      <fieldset>
        <legend className="font-medium text-slate-900">Save as</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {ADDRESS_LABELS.map((label) => (
            <label key={label} className="kv-band">
              <input type="radio" {...form.register('label')} value={label} className="sr-only" />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="kv-btn gap-2" aria-disabled={busy}>
          {busy ? <SpinnerIcon width={18} height={18} /> : null}
          {address ? 'Save address' : 'Add address'}
        </button>
        <button type="button" className="kv-btn2" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
