'use client';

import type { Dispatch } from 'react';
import { useEffect, useRef, useState } from 'react';
import { addressErrors, tenDigitPhone } from '../flow-checks';
import type { FieldErrors } from '../flow-checks';
import type { FlowAction, FlowState } from '../flow-types';
import { selfserveApi } from '../selfserve-api';
import { useLoad } from '../use-flow';
import { ActionBar, ErrorNote, FilteredField, StepFrame } from './flow-parts';

/** Address and PIN (spec §4): saved addresses of the account, PIN → city and serviceability (sr_pincode_detail). */
export function AddressStep({
  state,
  dispatch,
  theft = false,
}: {
  state: FlowState;
  dispatch: Dispatch<FlowAction>;
  /** A theft or loss: the address is where the replacement goes (decision 063). */
  theft?: boolean;
}) {
  const [saved] = useLoad('addresses', selfserveApi.addresses);
  const [me] = useLoad('me', selfserveApi.me);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pin, setPin] = useState<{ pincode: string; serviceable: boolean; message: string | null } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);
  const osid = state.osid ?? '';
  const prefilled = useRef(false);

  // The contact comes from the account when the customer has not typed one.
  useEffect(() => {
    if (prefilled.current || me.status !== 'ok') return;
    prefilled.current = true;
    const c = me.data.customer;
    dispatch({
      type: 'setContact',
      contact: {
        name: state.contact.name || c.name,
        email: state.contact.email || (c.email ?? ''),
        phone: state.contact.phone || tenDigitPhone(c.phone),
        has_whatsapp_opt_in: state.contact.has_whatsapp_opt_in || c.whatsapp_subscribed,
      },
    });
  }, [me, dispatch, state.contact]);

  const lookUp = async (pincode: string) => {
    if (!/^[1-9]\d{5}$/.test(pincode)) return null;
    const res = await selfserveApi.pincode(pincode, osid);
    if (!res.ok) {
      const found = { pincode, serviceable: false, message: res.error.message };
      setPin(found);
      return found;
    }
    const d = res.data.data;
    dispatch({
      type: 'setAddress',
      address: { city: d.city ?? state.address.city, state: d.state ?? state.address.state },
    });
    const found = {
      pincode,
      serviceable: d.serviceable,
      message: d.serviceable
        ? null
        : 'We cannot serve this device at this PIN code yet. Try another address.',
    };
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
    >
      {addresses.length > 0 ? (
        <fieldset>
          <legend className="font-medium text-slate-900">Your saved addresses</legend>
          <div className="mt-2 grid gap-2">
            {addresses.map((a) => (
              <label key={a.id} className="kv-paymethod items-start">
                <input
                  type="radio"
                  name="saved-address"
                  className="mt-1 size-5 accent-brand-700"
                  checked={state.address.address_id === a.id}
                  onChange={() => {
                    setErrors({});
                    setPin(null);
                    dispatch({
                      type: 'setAddress',
                      address: {
                        address_id: a.id,
                        address1: a.address,
                        address2: a.address2,
                        pincode: a.pincode,
                        city: a.city,
                        state: a.state,
                      },
                    });
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
          maxLength={100}
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
          maxLength={120}
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
            maxLength={200}
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
            maxLength={200}
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
          maxLength={60}
        />
        <FilteredField
          id="ss-state"
          label="State"
          optional
          autoComplete="address-level1"
          value={state.address.state}
          onChange={set('state')}
          maxLength={60}
        />
      </div>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-5 accent-brand-700"
          checked={state.contact.has_whatsapp_opt_in}
          onChange={(e) =>
            dispatch({ type: 'setContact', contact: { has_whatsapp_opt_in: e.target.checked } })
          }
        />
        <span>Send me updates on WhatsApp too</span>
      </label>
      <ErrorNote text={pin?.message} />
      <ActionBar primary="Continue" busy={busy} onBack={() => dispatch({ type: 'back' })} />
    </StepFrame>
  );
}
