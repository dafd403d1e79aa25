import type { ReactNode } from 'react';
import { Field } from '@/components/field';
import type { FieldProps } from '@/components/field';
import type { DetailsField } from '../details-form';

/** A registered field's props (react-hook-form), its id, name, error and change handling. */
export type DetailsFieldProps = (
  name: DetailsField,
) => Pick<FieldProps, 'id' | 'name' | 'error' | 'onChange' | 'onBlur' | 'ref'>;

interface FieldsProps {
  field: DetailsFieldProps;
}

/**
 * Name, email and the 10-digit mobile number (digits only as typed). An agent types the customer's
 * details: no autofill (it would offer the agent's own), and the link goes to this phone and email.
 */
export function ContactFields({ field, agent = false }: FieldsProps & { agent?: boolean }) {
  return (
    <fieldset className="grid gap-4">
      <legend className="kv-h3 mb-1">{agent ? 'Customer’s contact details' : 'Contact details'}</legend>
      <Field
        {...field('name')}
        label="Full name"
        autoComplete={agent ? 'off' : 'name'}
        required
        maxLength={80}
      />
      <Field
        {...field('email')}
        label="Email"
        type="email"
        autoComplete={agent ? 'off' : 'email'}
        {...(agent ? { hint: 'The payment link is sent here and by SMS' } : {})}
        required
        maxLength={120}
      />
      <Field
        {...field('phone')}
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
      />
    </fieldset>
  );
}

/** Address lines and landmark; the PIN code field (with its lookup) is passed in as children. */
export function AddressFields({ field, children }: FieldsProps & { children: ReactNode }) {
  return (
    <fieldset className="grid gap-4">
      <legend className="kv-h3 mb-1">Address</legend>
      <Field
        {...field('address')}
        label="Address line"
        autoComplete="address-line1"
        required
        maxLength={200}
        hint="House or flat number, building, street"
      />
      <Field
        {...field('address2')}
        label="Address line 2"
        optional
        autoComplete="address-line2"
        maxLength={200}
      />
      <Field {...field('landmark')} label="Landmark" optional maxLength={100} />
      {children}
    </fieldset>
  );
}
