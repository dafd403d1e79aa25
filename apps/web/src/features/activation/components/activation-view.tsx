'use client';

import { useCallback, useEffect, useState } from 'react';
import type { ActivationDeviceView, ActivationOrderResponse } from '@kavach/contracts';
import { CheckIcon } from '@/components/icons';
import { Toast } from '@/components/toast';
import { EmptyState } from '@/features/account/components/empty-state';
import { appRoutes } from '@/lib/app-routes';
import { personalOf } from '../personal-form';
import type { PersonalForm } from '../personal-form';
import { DeviceCard } from './device-card';

/** docs/product/cart.md#toasts toast duration. */
const TOAST_MS = 5000;

interface ActivationViewProps {
  initial: ActivationOrderResponse;
  /** Today in India (YYYY-MM-DD), from the server, so the date pickers agree with its checks. */
  today: string;
  chatUrl: string;
}

/**
 * The activation order (docs/product/checkout.md#orders-and-payments): the order-wide banners (docs/product/accounts.md#plan-statuses congratulations, activation in progress),
 * then one card per plan. The personal details are the order's, so every card edits the same ones.
 * Each submit answers with the whole order again, which replaces what is shown.
 */
export function ActivationView({ initial, today, chatUrl }: ActivationViewProps) {
  const [order, setOrder] = useState(initial);
  const [personal, setPersonal] = useState<PersonalForm>(() => personalOf(initial.customer));
  const [toast, setToast] = useState<string | null>(null);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(null), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);

  const patchDevice = useCallback((id: string, patch: (d: ActivationDeviceView) => ActivationDeviceView) => {
    setOrder((o) => ({ ...o, devices: o.devices.map((d) => (d.id === id ? patch(d) : d)) }));
  }, []);

  const replaceOrder = useCallback((next: ActivationOrderResponse) => {
    setOrder(next);
    // Locked details are the server's; shown as it has them.
    if (next.personal_details_locked) setPersonal(personalOf(next.customer));
  }, []);

  if (order.devices.length === 0)
    return (
      <EmptyState
        text="You don’t have any plans to activate!"
        action={{ href: appRoutes.account.plans, label: 'Go to My Plans' }}
      />
    );

  return (
    <div className="grid gap-5">
      <p className="text-sm text-slate-700">
        Order ID <span className="font-mono font-semibold text-slate-900">{order.order_id}</span>
      </p>
      <div role="status" className="empty:hidden">
        {order.show_congratulations && order.message ? (
          <p className="flex items-center gap-3 rounded-xl border border-green-300 bg-green-50 p-4 font-semibold text-green-950">
            <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-green-700 text-white">
              <CheckIcon width={20} height={20} />
            </span>
            {order.message}
          </p>
        ) : null}
      </div>
      {order.activation_in_progress && order.message ? (
        <p className="rounded-xl border border-brand-100 bg-brand-50 p-4 text-brand-900">{order.message}</p>
      ) : null}
      <ul className="grid gap-5" aria-label="Plans in this order">
        {order.devices.map((device, index) => (
          <li key={device.id}>
            <DeviceCard
              device={device}
              prefix={`act${index}`}
              personal={personal}
              onPersonal={setPersonal}
              personalLocked={order.personal_details_locked}
              today={today}
              chatUrl={chatUrl}
              onOrder={replaceOrder}
              onPatch={patchDevice}
              onToast={setToast}
            />
          </li>
        ))}
      </ul>
      <Toast text={toast} onClose={() => setToast(null)} />
    </div>
  );
}
