import { useEffect, useRef } from 'react';
import type { TenurePrice } from '../pricing-model';

interface TenureChoiceProps {
  planName: string;
  prices: TenurePrice[];
  chosen: number | null;
  onChoose: (months: number) => void;
  /** id of the plan's Add to cart form: a choice made before the scripts ran is posted with it. */
  form: string;
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
export function TenureChoice({ planName, prices, chosen, onChoose, form }: TenureChoiceProps) {
  const group = useRef<HTMLFieldSetElement>(null);
  // Hydration keeps a radio checked before the scripts ran (decision 054): adopt it as the choice.
  useEffect(() => {
    const picked = group.current?.querySelector<HTMLInputElement>('input[type=radio]:checked');
    if (picked && Number(picked.value) !== chosen) onChoose(Number(picked.value));
  }, []); // once, at hydration

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
    <fieldset ref={group} className="kv-prices kv-tenures">
      <legend className="sr-only">Duration of the {planName}</legend>
      {prices.map((p) => (
        <label key={p.months}>
          <span className="flex items-center gap-2">
            <input
              type="radio"
              name="tenure"
              form={form}
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
