import type { ReactNode } from 'react';
import { TextField } from '@/components/text-field';
import type { DetailsErrors, DetailsField, DetailsValues } from '../details-form';

interface FieldsProps {
  values: DetailsValues;
  errors: DetailsErrors;
  change: (field: DetailsField) => (next: string) => void;
}

/**
 * Name, email and the 10-digit mobile number (digits only as typed). An agent types the customer's
 * details: no autofill (it would offer the agent's own), and the link goes to this phone and email.
 */
export function ContactFields({ values, errors, change, agent = false }: FieldsProps & { agent?: boolean }) {
  return (
    <fieldset className="grid gap-4">
      <legend className="kv-h3 mb-1">{agent ? 'Customer’s contact details' : 'Contact details'}</legend>
      <TextField
        id="co-name"
        label="Full name"
        autoComplete={agent ? 'off' : 'name'}
        required
        maxLength={80}
        value={values.name}
        error={errors.name}
        onChange={change('name')}
      />
      <TextField
        id="co-email"
        label="Email"
        type="email"
        autoComplete={agent ? 'off' : 'email'}
        {...(agent ? { hint: 'The payment link is sent here and by SMS' } : {})}
        required
        maxLength={120}
        value={values.email}
        error={errors.email}
        onChange={change('email')}
      />
      <TextField
        id="co-phone"
        label="Mobile number"
        type="tel"
        inputMode="numeric"
        autoComplete={agent ? 'off' : 'tel-national'}
        required
        maxLength={10}
        hint={
          agent
            ? '10 digits; the payment link is sent here by SMS'
            : '10 digits; we will send a one-time code to it'
        }
        value={values.phone}
        error={errors.phone}
        onChange={(v) => change('phone')(v.replace(/\D/g, '').slice(0, 10))}
      />
    </fieldset>
  );
}

/** Address lines and landmark; the PIN code field (with its lookup) is passed in as children. */
export function AddressFields({ values, errors, change, children }: FieldsProps & { children: ReactNode }) {
  return (
    <fieldset className="grid gap-4">
      <legend className="kv-h3 mb-1">Address</legend>
      <TextField
        id="co-address"
        label="Address line"
        autoComplete="address-line1"
        required
        maxLength={200}
        hint="House or flat number, building, street"
        value={values.address}
        error={errors.address}
        onChange={change('address')}
      />
      <TextField
        id="co-address2"
        label="Address line 2"
        optional
        autoComplete="address-line2"
        maxLength={200}
        value={values.address2}
        error={errors.address2}
        onChange={change('address2')}
      />
      <TextField
        id="co-landmark"
        label="Landmark"
        optional
        maxLength={100}
        value={values.landmark}
        error={errors.landmark}
        onChange={change('landmark')}
      />
      {children}
    </fieldset>
  );
}
