import type { Cart } from '@kavach/contracts';
import { needsSlot } from '../checkout-steps';
import type { SlotItem } from '../checkout-steps';
import { useSlotAvailability } from '../use-slot-availability';
import { SlotPicker } from './slot-picker';

interface SlotsSectionProps {
  cart: Cart;
  /** A slot refusal from checkout: its message and the items it names. */
  refusal: { message: string; itemIds: number[] } | null;
  /** Bumped to read availability again (after SLOT_UNAVAILABLE). */
  refresh: number;
}

const NO_SLOTS = 'No slots are available at your PIN code right now. Please try again later or call us.';

/** docs/product/cart.md#discount-codes, docs/product/cart.md#visit-slots for every AMC and insta-repair item, at the address's PIN code. */
export function SlotsSection({ cart, refusal, refresh }: SlotsSectionProps) {
  const items = cart.items.filter(needsSlot);
  const pincode = cart.address?.pincode ?? cart.pincode;
  const { answers, loading } = useSlotAvailability(
    items.map((i) => i.item_type),
    pincode,
    refresh,
  );
  if (items.length === 0) return null;

  /** SLOT_UNAVAILABLE names no item: it is the one whose saved slot is not free any more. */
  const taken = (item: SlotItem) => {
    const answer = answers[item.item_type];
    const timings = answer?.status === 'ok' && item.slot ? answer.slots[item.slot.date] : undefined;
    return !timings?.some((t) => t.slot_time === item.slot?.time && t.is_available);
  };
  const errorFor = (item: SlotItem) => {
    if (!refusal) return null;
    const named = refusal.itemIds.length ? refusal.itemIds.includes(item.id) : taken(item);
    return named ? refusal.message : null;
  };
  // Until every type has its answer the step shows one loading state (no empty flash before it).
  const waiting = loading || (pincode !== null && items.some((i) => !answers[i.item_type]));
  return (
    <section aria-labelledby="co-slots-title" aria-busy={waiting} className="grid gap-3">
      <h3 id="co-slots-title" className="kv-h3">
        Choose a visit slot
      </h3>
      <p className="text-sm text-slate-700">
        A technician visits between the times you choose. Pick a slot for each visit before you pay.
      </p>
      {waiting ? (
        <div role="status" className="grid gap-3">
          <span className="sr-only">Loading visit slots…</span>
          {items.map((i) => (
            <div key={i.id} aria-hidden="true" className="kv-skel h-36" />
          ))}
        </div>
      ) : (
        items.map((item) => {
          const answer = answers[item.item_type];
          if (!answer) return null;
          if (answer.status !== 'ok')
            return (
              <p key={item.id} role="alert" className="kv-card text-slate-800">
                <strong className="block">{item.display_title}</strong>
                {answer.status === 'none' ? NO_SLOTS : answer.message}
              </p>
            );
          return <SlotPicker key={item.id} item={item} slots={answer.slots} error={errorFor(item)} />;
        })
      )}
    </section>
  );
}
