'use client';

import { useId, useState } from 'react';
import { CartToast } from '@/features/cart/components/cart-toast';
import { useTimedToast } from '@/features/cart/use-timed-toast';
import type { PricingModel } from '../pricing-model';
import { PlanCard } from './plan-card';

/**
 * Client island: pick the device's price band, see each plan's price per tenure, choose a tenure
 * and add the plan to the cart. Prices are formatted on the server; the island only switches which
 * pre-rendered column is shown and sends the chosen SKU, tenure and band to the cart.
 */
export function PlanPricing({ model }: { model: PricingModel }) {
  const [band, setBand] = useState(0);
  const name = useId();
  const toast = useTimedToast();
  const devicePrice = model.bands[band]?.devicePrice ?? null;
  return (
    <div>
      {model.bands.length > 1 ? (
        <fieldset className="mb-6">
          <legend className="font-semibold text-slate-900">What did your device cost?</legend>
          <div className="mt-3 flex flex-wrap gap-2">
            {model.bands.map((b, i) => (
              <label key={b.key} className="kv-band">
                <input
                  type="radio"
                  name={name}
                  value={b.key}
                  checked={band === i}
                  onChange={() => setBand(i)}
                  className="sr-only"
                />
                {b.label}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {model.plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            prices={plan.byBand[band] ?? plan.byBand[0] ?? null}
            devicePrice={plan.banded ? devicePrice : null}
            onAdded={toast.show}
          />
        ))}
      </ul>
      <CartToast text={toast.text} onClose={toast.hide} />
    </div>
  );
}
