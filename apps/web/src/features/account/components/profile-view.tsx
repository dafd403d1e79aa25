'use client';

import type { Customer } from '@kavach/contracts';
import { useTimedToast } from '@/features/cart/use-timed-toast';
import { displayPhone } from '@/lib/phone-display';
import { accountApi } from '../account-api';
import { useAccountData } from '../use-account-data';
import { Toast } from '@/components/toast';
import { AddressBook } from './address-book';
import { LoadError, LoadingCards } from './data-states';
import { EmailSection } from './email-section';
import { NameSection } from './name-section';
import { PasswordSection } from './password-section';
import { WhatsAppSection } from './whatsapp-section';

/**
 * My Profile (docs/product/accounts.md#addresses My-account state: name and email edit toggles, toast info, delete-address popup):
 * personal details, WhatsApp opt-in, password and the address book. Each change answers with the
 * customer as saved, which replaces ours; its message (or ours) shows as a toast (docs/product/cart.md#toasts).
 */
export function ProfileView() {
  const { state, reload, setState } = useAccountData(accountApi.me);
  const toast = useTimedToast();
  if (state.status === 'loading') return <LoadingCards label="Loading your profile…" />;
  if (state.status === 'error') return <LoadError message={state.message} onRetry={reload} />;
  const { customer } = state.data;

  const saved = (next: Customer, message: string) => {
    setState({ status: 'ok', data: { customer: next } });
    toast.show(message);
  };

  return (
    <div className="grid gap-6">
      <section aria-labelledby="pf-details" className="kv-card">
        <h2 id="pf-details" className="kv-h3">
          Personal details
        </h2>
        <div className="mt-1 divide-y divide-slate-100">
          <NameSection customer={customer} onSaved={saved} />
          <EmailSection customer={customer} onSaved={saved} />
          <div className="py-3">
            <p className="text-sm text-slate-600">Mobile number</p>
            <p className="font-medium text-slate-900">
              {customer.phone ? displayPhone(customer.phone) : 'Not added yet'}
            </p>
            {customer.phone && customer.phone_verified ? (
              <p className="text-sm font-medium text-green-800">Verified</p>
            ) : null}
          </div>
          <WhatsAppSection customer={customer} onSaved={saved} />
        </div>
      </section>
      <section aria-labelledby="pf-security" className="kv-card">
        <h2 id="pf-security" className="kv-h3">
          Login and security
        </h2>
        <PasswordSection customer={customer} onSaved={saved} />
      </section>
      <section aria-labelledby="pf-addresses" className="kv-card">
        <h2 id="pf-addresses" className="kv-h3 mb-3">
          Address book
        </h2>
        <AddressBook onToast={toast.show} />
      </section>
      <Toast text={toast.text} onClose={toast.hide} />
    </div>
  );
}
