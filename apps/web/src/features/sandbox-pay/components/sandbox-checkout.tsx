'use client';

import { useState } from 'react';
import { SpinnerIcon } from '@/components/icons';
import { appRoutes } from '@/lib/app-routes';
import type { SandboxMethod, SandboxOutcome } from '../sandbox-api';
import { useSandboxPayment } from '../use-sandbox-payment';
import { SandboxResultView } from './sandbox-result';

const METHODS: { value: SandboxMethod; label: string; hint: string }[] = [
  { value: 'upi', label: 'UPI', hint: 'Any UPI app' },
  { value: 'card', label: 'Card', hint: 'Debit or credit card' },
  { value: 'netbanking', label: 'Netbanking', hint: 'All major banks' },
];

const BUTTONS: { outcome: SandboxOutcome; label: string; className: string }[] = [
  { outcome: 'success', label: 'Pay (succeeds)', className: 'kv-btn sm:col-span-2' },
  { outcome: 'failure', label: 'Fail payment', className: 'kv-btn2' },
  { outcome: 'pending', label: 'Leave pending', className: 'kv-btn2' },
];

/** The hosted page's choices: a payment method and how the (pretend) payment ends. */
export function SandboxCheckout({ gatewayOrderId, orderRef }: { gatewayOrderId: string; orderRef: string }) {
  const [method, setMethod] = useState<SandboxMethod>('upi');
  const { state, pay } = useSandboxPayment(gatewayOrderId);

  if (state.kind === 'failed' || state.kind === 'pending')
    return (
      <SandboxResultView
        state={state}
        retryHref={appRoutes.sandboxPay(gatewayOrderId)}
        summaryHref={appRoutes.orderSummary(orderRef)}
      />
    );
  const busy = state.kind === 'busy' ? state.outcome : null;
  return (
    <div className="grid gap-5" aria-busy={busy !== null}>
      <fieldset>
        <legend className="mb-2 font-semibold text-slate-900">Pay with</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {METHODS.map((m) => (
            <label key={m.value} className="kv-paymethod">
              <input
                type="radio"
                name="method"
                value={m.value}
                checked={method === m.value}
                onChange={() => setMethod(m.value)}
                className="size-5 accent-brand-700"
              />
              <span>
                <span className="block font-semibold">{m.label}</span>
                <span className="block text-sm text-slate-600">{m.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div role="alert" className="empty:hidden">
        {state.kind === 'choosing' && state.error ? (
          <p className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">{state.error}</p>
        ) : null}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {BUTTONS.map((b) => (
          <button
            key={b.outcome}
            type="button"
            className={`${b.className} gap-2 aria-disabled:cursor-wait aria-disabled:opacity-70`}
            aria-disabled={busy !== null}
            aria-busy={busy === b.outcome}
            onClick={() => void pay(method, b.outcome)}
          >
            {busy === b.outcome ? <SpinnerIcon width={18} height={18} /> : null}
            {b.label}
          </button>
        ))}
      </div>
    </div>
  );
}
