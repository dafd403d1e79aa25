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
              <label
                key={b.key}
                className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700"
              >
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
          <li
            key={plan.id}
            className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
            {plan.summary ? <p className="mt-1 text-sm text-slate-700">{plan.summary}</p> : null}
            <PriceList prices={plan.byBand[band] ?? plan.byBand[0] ?? null} />
            <a
              href="#coverage-details"
              className="mt-4 inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
            >
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
    <dl className="mt-4 flex-1 divide-y divide-slate-100">
      {prices.map((p) => (
        <div key={p.tenure} className="flex items-baseline justify-between gap-3 py-2">
          <dt className="text-slate-700">{p.tenure}</dt>
          <dd className="text-right">
            {p.mrp ? (
              <del className="mr-2 text-sm text-slate-500">
                <span className="sr-only">MRP </span>
                {p.mrp}
              </del>
            ) : null}
            <span className="text-lg font-bold text-slate-900">{p.price}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
