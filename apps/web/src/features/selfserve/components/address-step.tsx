'use client';

import type { Dispatch } from 'react';
import { useEffect, useRef, useState } from 'react';
import { isPincode, pinCheck, savedAddress } from '../address-choice';
import type { PinCheck } from '../address-choice';
import { addressErrors } from '../flow-checks';
import type { FieldErrors } from '../flow-checks';
import { accountContact } from '../flow-seed';
import type { FlowSeed } from '../flow-seed';
import type { FlowAction, FlowState } from '../flow-types';
import { TEXT_MAX, choiceFields, stateMarkers } from '../flow-url';
import { selfserveApi } from '../selfserve-api';
import { useLoad } from '../use-flow';
import type { StartErrors } from '../use-flow';
import { ActionBar, BACK_FORM, ErrorNote, FilteredField, StepFrame } from './flow-parts';

/**
 * Address and PIN (spec §4): saved addresses of the account, PIN → city and serviceability
 * (sr_pincode_detail). Before hydration the step is a GET form (step=appointment) and the server
 * checks it as `submit` does here, with the same API read (decision 071); `start` is its answer.
 */
export function AddressStep({
  state,
  dispatch,
  theft = false,
  seed = {},
  start = null,
}: {
  state: FlowState;
  dispatch: Dispatch<FlowAction>;
  /** A theft or loss: the address is where the replacement goes (decision 063). */
  theft?: boolean;
  /** The server's reads: saved addresses, the account, the PIN (decision 071). */
  seed?: FlowSeed;
  start?: StartErrors | null;
}) {
  const [saved] = useLoad('addresses', selfserveApi.addresses, seed.addresses);
  const [me] = useLoad('me', selfserveApi.me, seed.me);
  const [errors, setErrors] = useState<FieldErrors>(start?.fieldErrors ?? {});
  const [pin, setPin] = useState<PinCheck | null>(() =>
    seed.pin && seed.pin.pincode === state.address.pincode ? pinCheck(seed.pin) : null,
  );
  const [busy, setBusy] = useState(false);
  const osid = state.osid ?? '';
  const prefilled = useRef(false);

  // The contact comes from the account when the customer has not typed one.
  useEffect(() => {
    if (prefilled.current || me.status !== 'ok') return;
    prefilled.current = true;
    const c = accountContact(me.data.customer);
    dispatch({
      type: 'setContact',
      contact: {
        name: state.contact.name || c.name,
        email: state.contact.email || c.email,
        phone: state.contact.phone || c.phone,
        has_whatsapp_opt_in: state.contact.has_whatsapp_opt_in || c.has_whatsapp_opt_in,
      },
    });
  }, [me, dispatch, state.contact]);

  const lookUp = async (pincode: string) => {
    if (!isPincode(pincode)) return null;
    const res = await selfserveApi.pincode(pincode, osid);
    const found = pinCheck(
      res.ok ? { pincode, ok: true, body: res.data } : { pincode, ok: false, message: res.error.message },
    );
    if (res.ok)
      dispatch({
        type: 'setAddress',
        address: { city: found.city ?? state.address.city, state: found.state ?? state.address.state },
      });
    setPin(found);
    return found;
  };

  const submit = async () => {
    const found = addressErrors(state);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const checked = pin?.pincode === state.address.pincode ? pin : await lookUp(state.address.pincode);
    setBusy(false);
    if (!checked?.serviceable) return;
    dispatch({ type: 'done', next: 'appointment' });
  };

  const set = (field: keyof FlowState['address']) => (value: string) => {
    setErrors((e) => ({ ...e, [field]: '' }));
    dispatch({ type: 'setAddress', address: { [field]: value, address_id: null } });
  };
  const setContact = (field: 'name' | 'email' | 'phone') => (value: string) => {
    setErrors((e) => ({ ...e, [field]: '' }));
    dispatch({ type: 'setContact', contact: { [field]: value } });
  };
  const addresses = saved.status === 'ok' ? saved.data.addresses : [];

  return (
    <StepFrame
      title={theft ? 'Where should we deliver the replacement?' : 'Where should we come?'}
      lead={
        theft ? 'The address the replacement phone is delivered to.' : 'The address for the visit or pickup.'
      }
      onSubmit={() => void submit()}
      step="address"
      post={{ ...choiceFields(state, 'address'), step: 'appointment', from: 'address' }}
      backQuery={stateMarkers(state, 'issues')}
    >
      {addresses.length > 0 ? (
        <fieldset>
          <legend className="font-medium text-slate-900">Your saved addresses</legend>
          <div className="mt-2 grid gap-2">
            {addresses.map((a) => (
              <label key={a.id} className="kv-paymethod items-start">
                <input
                  type="radio"
                  name="address_id"
                  value={a.id}
                  className="mt-1 size-5 accent-brand-700"
                  checked={state.address.address_id === a.id}
                  onChange={() => {
                    setErrors({});
                    setPin(null);
                    dispatch({ type: 'setAddress', address: savedAddress(a) });
                  }}
                />
                <span className="text-sm">
                  <span className="block font-semibold">{a.label || 'Address'}</span>
                  {[a.address, a.address2, a.city, a.pincode].filter(Boolean).join(', ')}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FilteredField
          id="ss-name"
          label="Full name"
          required
          autoComplete="name"
          value={state.contact.name}
          onChange={setContact('name')}
          error={errors.name}
          maxLength={TEXT_MAX.name}
        />
        <FilteredField
          id="ss-phone"
          label="Mobile number"
          required
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          value={state.contact.phone}
          onChange={(v) => setContact('phone')(v.replace(/\D/g, ''))}
          error={errors.phone}
        />
        <FilteredField
          id="ss-email"
          label="Email"
          required
          type="email"
          autoComplete="email"
          value={state.contact.email}
          onChange={setContact('email')}
          error={errors.email}
          maxLength={TEXT_MAX.email}
        />
        <FilteredField
          id="ss-pincode"
          label="PIN code"
          required
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          value={state.address.pincode}
          onChange={(v) => {
            const digits = v.replace(/\D/g, '');
            set('pincode')(digits);
            setPin(null);
            if (digits.length === 6) void lookUp(digits);
          }}
          error={errors.pincode}
        />
        <div className="sm:col-span-2">
          <FilteredField
            id="ss-address1"
            label="House, building and street"
            required
            autoComplete="address-line1"
            value={state.address.address1}
            onChange={set('address1')}
            error={errors.address1}
            maxLength={TEXT_MAX.address1}
          />
        </div>
        <div className="sm:col-span-2">
          <FilteredField
            id="ss-address2"
            label="Area and landmark"
            optional
            autoComplete="address-line2"
            value={state.address.address2}
            onChange={set('address2')}
            maxLength={TEXT_MAX.address2}
          />
        </div>
        <FilteredField
          id="ss-city"
          label="City"
          required
          autoComplete="address-level2"
          value={state.address.city}
          onChange={set('city')}
          error={errors.city}
          maxLength={TEXT_MAX.city}
        />
        <FilteredField
          id="ss-state"
          label="State"
          optional
          autoComplete="address-level1"
          value={state.address.state}
          onChange={set('state')}
          maxLength={TEXT_MAX.state}
        />
      </div>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          name="whatsapp"
          className="mt-1 size-5 accent-brand-700"
          checked={state.contact.has_whatsapp_opt_in}
          onChange={(e) =>
            dispatch({ type: 'setContact', contact: { has_whatsapp_opt_in: e.target.checked } })
          }
        />
        <span>Send me updates on WhatsApp too</span>
      </label>
      <ErrorNote text={pin?.message ?? start?.error} />
      <ActionBar
        primary="Continue"
        busy={busy}
        backForm={BACK_FORM}
        onBack={() => dispatch({ type: 'back' })}
      />
    </StepFrame>
  );
}
