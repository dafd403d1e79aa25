'use client';

import { useState } from 'react';
import { SpinnerIcon } from '@/components/icons';
import { useHydrated } from '@/lib/use-hydrated';
import type { SandboxMethod, SandboxOutcome } from '../sandbox-api';

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

interface SandboxChoicesProps {
  /** The outcome being played, while an attempt runs. */
  busy: SandboxOutcome | null;
  error: string | null;
  onPay: (method: SandboxMethod, outcome: SandboxOutcome) => void;
}

/** The hosted page's choices: a payment method and how the (pretend) payment ends. */
export function SandboxChoices({ busy, error, onPay }: SandboxChoicesProps) {
  const [method, setMethod] = useState<SandboxMethod>('upi');
  const hydrated = useHydrated();
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
        {error ? (
          <p className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">{error}</p>
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
            // Plain buttons do nothing before the page's JavaScript runs: not clickable until then.
            disabled={!hydrated}
            onClick={() => onPay(method, b.outcome)}
          >
            {busy === b.outcome ? <SpinnerIcon width={18} height={18} /> : null}
            {b.label}
          </button>
        ))}
      </div>
    </div>
  );
}
