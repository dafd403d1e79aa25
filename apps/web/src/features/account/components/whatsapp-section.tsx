import { useState } from 'react';
import type { Customer } from '@kavach/contracts';
import { accountApi } from '../account-api';
import { leaveIfSignedOut } from '../profile-errors';

interface WhatsAppSectionProps {
  customer: Customer;
  onSaved: (customer: Customer, message: string) => void;
}

/** WhatsApp opt-in, saved as soon as it is changed (PATCH whatsapp_subscribed). */
export function WhatsAppSection({ customer, onSaved }: WhatsAppSectionProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const toggle = async (checked: boolean) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    const res = await accountApi.update(customer.id, { whatsapp_subscribed: checked });
    setBusy(false);
    if (res.ok)
      return onSaved(
        res.data.customer,
        res.data.message ??
          (checked ? 'You will get updates on WhatsApp.' : 'You will no longer get updates on WhatsApp.'),
      );
    if (leaveIfSignedOut(res.status, res.error)) return;
    setError(res.error.message);
  };

  return (
    <div className="py-3">
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={customer.whatsapp_subscribed}
          aria-describedby="wa-hint"
          disabled={busy}
          onChange={(e) => void toggle(e.target.checked)}
        />
        <span className="font-medium text-slate-900">Get updates on WhatsApp</span>
      </label>
      <p id="wa-hint" className="pl-8 text-sm text-slate-700">
        Order, activation and service request updates on your mobile number.
      </p>
      <p role="alert" className="pl-8 text-sm font-medium text-red-700 empty:hidden">
        {error ?? ''}
      </p>
    </div>
  );
}
