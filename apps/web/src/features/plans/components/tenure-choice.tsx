'use client';

import { useId } from 'react';
import type { TenurePrice } from '../pricing-model';

interface TenureChoiceProps {
  planName: string;
  prices: TenurePrice[];
  chosen: number | null;
  onChoose: (months: number) => void;
}

function Price({ p }: { p: TenurePrice }) {
  return (
    <span className="text-right">
      {p.mrp ? (
        <del>
          <span className="sr-only">MRP </span>
          {p.mrp}
        </del>
      ) : null}
      <b>{p.price}</b>
    </span>
  );
}

/** A plan's prices per tenure: a plain list for one tenure, a radio choice for several. */
export function TenureChoice({ planName, prices, chosen, onChoose }: TenureChoiceProps) {
  const name = useId();
  if (prices.length === 1) {
    const [p] = prices;
    return (
      <dl className="kv-prices">
        <div>
          <dt>{p!.tenure}</dt>
          <dd>
            <Price p={p!} />
          </dd>
        </div>
      </dl>
    );
  }
  return (
    <fieldset className="kv-prices kv-tenures">
      <legend className="sr-only">Duration of the {planName}</legend>
      {prices.map((p) => (
        <label key={p.months}>
          <span className="flex items-center gap-2">
            <input
              type="radio"
              name={name}
              value={p.months}
              checked={chosen === p.months}
              onChange={() => onChoose(p.months)}
              className="size-4 accent-brand-700"
            />
            {p.tenure}
          </span>
          <Price p={p} />
        </label>
      ))}
    </fieldset>
  );
}
