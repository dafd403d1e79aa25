import { useState } from 'react';
import type { CartItem } from '@kavach/contracts';
import { formatInr, removalStep } from '@kavach/domain';
import { TrashIcon } from '@/components/icons';
import { removeLine, setLineQuantity } from '../cart-actions';
import { cartTenureLabel } from '../tenure-label';
import { ConfirmRemoveDialog } from './confirm-remove-dialog';
import { DeviceDetails } from './device-details';
import { QuantityStepper } from './quantity-stepper';

interface CartLineProps {
  item: CartItem;
  /** This is the only line of the cart. */
  isOnlyLine: boolean;
  /** docs/product/cart.md#serviceability: not served at the checked PIN code (that PIN), or null. */
  unservedAt: string | null;
  /** Called after the line was deleted, so focus can move somewhere sensible. */
  onDeleted: () => void;
}

/**
 * One cart item with the docs/product/service-requests.md#raising-a-request removal rules (domain `removalStep`): − lowers the quantity by one; at
 * zero the line is deleted; removing the last item or using the remove button asks first.
 */
export function CartLine({ item, isOnlyLine, unservedAt, onDeleted }: CartLineProps) {
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const title = item.display_title;

  const write = async (change: () => Promise<string | null>, deletes: boolean) => {
    setBusy(true);
    setError(null);
    const failure = await change();
    setBusy(false);
    setConfirming(false);
    if (failure) setError(failure);
    else if (deletes) onDeleted();
  };
  const remove = () => write(() => removeLine(item.id), true);

  const takeOne = (flagged: boolean) => {
    const step = removalStep({ quantity: item.quantity, isLastItemInCart: isOnlyLine, flagged });
    if (step.confirm) setConfirming(true);
    else if (step.action === 'delete') void remove();
    else void write(() => setLineQuantity(item.id, item.quantity - 1), false);
  };

  return (
    <li className="kv-line" aria-busy={busy} data-unserviceable={unservedAt ? true : undefined}>
      <div className="flex justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">
            {title}
            {item.is_renewals ? (
              <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 align-middle text-xs font-bold text-brand-800 uppercase">
                Renewal
              </span>
            ) : null}
          </h3>
          <p className="text-sm text-slate-700">
            {cartTenureLabel(item.duration)}
            {item.is_renewals ? ' · the next term of your plan, for the same device' : null}
          </p>
          <DeviceDetails detail={item.device_detail} />
          <p className="mt-1 text-sm text-slate-700">
            {formatInr(item.unit_price)} each
            {item.mrp > item.unit_price ? (
              <del className="ml-2 text-slate-500">
                <span className="sr-only">MRP </span>
                {formatInr(item.mrp)}
              </del>
            ) : null}
          </p>
        </div>
        <p className="text-lg font-bold whitespace-nowrap text-slate-900">{formatInr(item.total_price)}</p>
      </div>
      {unservedAt ? (
        <p className="self-start rounded-md bg-red-50 px-2 py-1 text-sm font-medium text-red-800">
          Not available at PIN code {unservedAt}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex items-center justify-between gap-2 min-[769px]:justify-end">
        {item.is_renewals ? (
          // A renewal covers its one device (decision 091): no quantity to change.
          <p className="text-sm text-slate-700">Qty 1</p>
        ) : (
          <QuantityStepper
            title={title}
            quantity={item.quantity}
            busy={busy}
            onMinus={() => takeOne(false)}
            onPlus={() => void write(() => setLineQuantity(item.id, item.quantity + 1), false)}
          />
        )}
        <button
          type="button"
          className="kv-remove"
          aria-label={`Remove ${title} from cart`}
          aria-disabled={busy}
          onClick={() => !busy && takeOne(true)}
        >
          <TrashIcon width={18} height={18} />
          Remove
        </button>
      </div>
      {confirming ? (
        <ConfirmRemoveDialog
          title={title}
          emptiesCart={isOnlyLine}
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </li>
  );
}
