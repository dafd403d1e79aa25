import { MAX_LINE_QUANTITY } from '@kavach/domain';
import { MinusIcon, PlusIcon } from '@/components/icons';

interface QuantityStepperProps {
  title: string;
  quantity: number;
  busy: boolean;
  onMinus: () => void;
  onPlus: () => void;
}

/** − quantity + for one cart line; + stops at the per-line maximum (docs/product/security-tests.md#t7-2). */
export function QuantityStepper({ title, quantity, busy, onMinus, onPlus }: QuantityStepperProps) {
  const atMax = quantity >= MAX_LINE_QUANTITY;
  return (
    <div role="group" aria-label={`Quantity of ${title}`} className="kv-stepper">
      <button
        type="button"
        aria-label={`Decrease quantity of ${title}`}
        aria-disabled={busy}
        onClick={() => !busy && onMinus()}
      >
        <MinusIcon width={18} height={18} />
      </button>
      <output aria-live="polite" aria-label={`Quantity: ${quantity}`}>
        {quantity}
      </output>
      <button
        type="button"
        aria-label={`Increase quantity of ${title}`}
        aria-disabled={busy || atMax}
        title={atMax ? `At most ${MAX_LINE_QUANTITY} per order` : undefined}
        onClick={() => !busy && !atMax && onPlus()}
      >
        <PlusIcon width={18} height={18} />
      </button>
    </div>
  );
}
