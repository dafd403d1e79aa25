'use client';

import { useId, useState } from 'react';
import type { PricingModel, TenurePrice } from '../pricing-model';

/**
 * Client island: pick the device's price band, see each plan's price per tenure. Everything is
 * formatted on the server; the island only switches which pre-rendered column is shown.
 */
export function PlanPricing({ model }: { model: PricingModel }) {
  const [band, setBand] = useState(0);
  const name = useId();
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
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" aria-live="polite">
        {model.plans.map((plan) => (
          <li key={plan.id} className="kv-card flex flex-col shadow-sm">
            <h3 className="kv-h3">{plan.name}</h3>
            {plan.summary ? <p className="kv-small">{plan.summary}</p> : null}
            <PriceList prices={plan.byBand[band] ?? plan.byBand[0] ?? null} />
            <a href="#coverage-details" className="kv-btn mt-4">
              See what&rsquo;s covered
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function PriceList({ prices }: { prices: TenurePrice[] | null }) {
  if (!prices) {
    return <p className="mt-4 text-sm text-slate-600">Not offered for devices in this price range.</p>;
  }
  return (
    <dl className="kv-prices mt-4 flex-1 divide-y divide-slate-100">
      {prices.map((p) => (
        <div key={p.tenure}>
          <dt>{p.tenure}</dt>
          <dd>
            {p.mrp ? (
              <del>
                <span className="sr-only">MRP </span>
                {p.mrp}
              </del>
            ) : null}
            <b>{p.price}</b>
          </dd>
        </div>
      ))}
    </dl>
  );
}
