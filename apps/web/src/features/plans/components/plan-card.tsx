import { useId, useState } from 'react';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import type { PricedPlan, TenurePrice } from '../pricing-model';
import { TenureChoice } from './tenure-choice';

interface PlanCardProps {
  plan: PricedPlan;
  /** The plan's prices for the chosen device-price band (null: not offered in that band). */
  prices: TenurePrice[] | null;
  /** Paise sent as `device_price` (banded plans only). */
  devicePrice: number | null;
  onAdded: (message: string) => void;
}

/** One plan: its prices per tenure (a choice when there are several), then 'Add to cart'. */
export function PlanCard({ plan, prices, devicePrice, onAdded }: PlanCardProps) {
  const titleId = useId();
  const formId = `${titleId}-add`;
  const [months, setMonths] = useState<number | null>(null);
  const chosen = prices?.find((p) => p.months === months) ?? prices?.[0] ?? null;
  const item = chosen
    ? {
        sku: plan.sku,
        tenure_months: chosen.months,
        ...(devicePrice !== null ? { device_price: devicePrice } : {}),
      }
    : null;
  return (
    <li className="kv-card flex flex-col shadow-sm">
      <h3 id={titleId} className="kv-h3">
        {plan.name}
      </h3>
      {plan.summary ? <p className="kv-small">{plan.summary}</p> : null}
      <div aria-live="polite" className="mt-4 flex-1">
        {prices ? (
          <TenureChoice
            planName={plan.name}
            prices={prices}
            chosen={chosen?.months ?? null}
            onChoose={setMonths}
            form={formId}
          />
        ) : (
          <p className="text-sm text-slate-600">Not offered for devices in this price range.</p>
        )}
      </div>
      {item ? <AddToCartButton item={item} formId={formId} describedBy={titleId} onAdded={onAdded} /> : null}
      <a href="#coverage-details" className="kv-tlink mt-2 self-center text-sm">
        See what&rsquo;s covered
      </a>
    </li>
  );
}
