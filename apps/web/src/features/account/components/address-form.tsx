import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import type { CustomerAddress } from '@kavach/contracts';
import { CITIES, CITY_COOKIE, cityByKey, cityBySlug, filterTypedInput } from '@kavach/domain';
import { FormAlert } from '@/components/form-alert';
import { SpinnerIcon } from '@/components/icons';
import { TextField } from '@/components/text-field';
import { PincodeField } from '@/features/checkout/components/pincode-field';
import { usePincodeLookup } from '@/features/checkout/use-pincode-lookup';
import { readCityCookie } from '@/features/repair/city-cookie';
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
import type { AddressErrors, AddressField, AddressValues } from '../address-form-model';
import { leaveIfSignedOut } from '../profile-errors';
import { LocalityField } from './locality-field';

interface AddressFormProps {
  /** The address being edited, or null for a new one. */
  address: CustomerAddress | null;
  onSaved: (address: CustomerAddress) => void;
  onCancel: () => void;
}

const fieldId = (f: AddressField) => (f === 'pincode' ? 'co-pincode' : `addr-${f}`);

/** Add or edit one address; the PIN code fills city and state from the PIN directory (/fetch-details). */
export function AddressForm({ address, onSaved, onCancel }: AddressFormProps) {
  const [values, setValues] = useState<AddressValues>(address ? addressValues(address) : EMPTY_ADDRESS);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { lookup, runLookup } = usePincodeLookup(
    address
      ? { status: 'found', pincode: address.pincode, city: address.city, state: address.state }
      : { status: 'idle' },
  );

  // The visitor's chosen city (docs/product/catalogue.md#query-parameters-and-marketing-cookies `city` cookie), read after mount: the fallback selected city.
  const [chosenCity, setChosenCity] = useState<string | null>(null);
  useEffect(() => {
    document.getElementById('addr-address')?.focus();
    const raw = readCityCookie(CITY_COOKIE);
    setChosenCity((cityBySlug(raw) ?? cityByKey(raw))?.key ?? null);
  }, []);
  // docs/product/cart.md#serviceability selected city: the entered PIN code's served city, else the chosen city.
  const pinCity =
    lookup.status === 'found'
      ? (lookup.cityKey ?? CITIES.find((c) => c.name === lookup.city)?.key ?? null)
      : null;
  const selectedCity = cityByKey(lookup.status === 'found' ? pinCity : chosenCity);

  const change = (field: AddressField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: filterTypedInput(v[field], value) }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const focusFirst = (found: AddressErrors) => {
    const first = ADDRESS_FIELDS.find((f) => found[f]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateAddress(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return focusFirst(found);
    setBusy(true);
    const body = addressBody(values);
    const res = address ? await accountApi.editAddress(address.id, body) : await accountApi.addAddress(body);
    setBusy(false);
    if (res.ok) return onSaved(res.data.address);
    if (leaveIfSignedOut(res.status, res.error)) return;
    const fieldErrors = addressErrorsFromServer(res.error.error_code, res.error.message, res.error.fields);
    if (fieldErrors) {
      setErrors(fieldErrors);
      return focusFirst(fieldErrors);
    }
    setFormError(res.error.message);
  };

  const title = address ? 'Edit address' : 'Add a new address';
  return (
    <form
      noValidate
      onSubmit={(e) => void save(e)}
      aria-busy={busy}
      aria-labelledby="addr-form-title"
      className="grid gap-4 rounded-xl border border-brand-100 bg-brand-50/40 p-4"
    >
      <h3 id="addr-form-title" className="font-semibold text-slate-900">
        {title}
      </h3>
      <FormAlert text={formError} />
      <TextField
        id="addr-address"
        label="House / flat number and street"
        value={values.address}
        onChange={change('address')}
        error={errors.address}
        required
        autoComplete="address-line1"
        maxLength={200}
      />
      <LocalityField
        value={values.address2}
        onChange={change('address2')}
        error={errors.address2}
        cityKey={selectedCity?.key ?? null}
        cityName={selectedCity?.name ?? null}
        onPick={(s) => {
          setValues((v) => ({ ...v, address2: s.area, pincode: s.pincode }));
          setErrors((e) => ({ ...e, address2: undefined, pincode: undefined }));
          void runLookup(s.pincode);
        }}
      />
      <TextField
        id="addr-landmark"
        label="Landmark"
        value={values.landmark}
        onChange={change('landmark')}
        error={errors.landmark}
        optional
        maxLength={100}
      />
      <PincodeField
        value={values.pincode}
        error={errors.pincode}
        lookup={lookup}
        onChange={(v) => {
          change('pincode')(v);
          void runLookup(v);
        }}
      />
      <fieldset>
        <legend className="font-medium text-slate-900">Save as</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {ADDRESS_LABELS.map((label) => (
            <label key={label} className="kv-band">
              <input
                type="radio"
                name="addr-label"
                value={label}
                className="sr-only"
                checked={values.label === label}
                onChange={() => setValues((v) => ({ ...v, label }))}
              />
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
