import { useState } from 'react';
import type { CartItem } from '@kavach/contracts';
import { SpinnerIcon } from '@/components/icons';
import { setCart } from '@/features/cart/cart-store';
import { checkoutApi } from '../checkout-api';
import type { SlotTiming } from '../checkout-api';
import { formatSlotDay } from '@kavach/domain';

interface SlotPickerProps {
  item: CartItem;
  slots: Record<string, SlotTiming[]>;
  /** A checkout refusal about this item (SLOT_REQUIRED / SLOT_UNAVAILABLE). */
  error: string | null;
}

const anyFree = (timings: SlotTiming[] | undefined) => timings?.some((t) => t.is_available) ?? false;

/**
 * One visit's slot: date chips, then the two time labels (unavailable ones disabled), each a
 * native radio group (arrow keys move within it). Picking a time saves the slot on the item with
 * PATCH /v3/cart/item/{id} {slot: {date, time}}.
 */
export function SlotPicker({ item, slots, error }: SlotPickerProps) {
  const saved = item.slot;
  const [choice, setChoice] = useState<{ date: string | null; time: string | null }>({
    date: saved?.date ?? null,
    time: saved?.time ?? null,
  });
  const [busy, setBusy] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  /** The refusal no longer applies once a slot was saved here. */
  const [resolved, setResolved] = useState(false);
  const { date } = choice;
  const base = `slot-${item.id}`;
  const title = item.display_title;

  const pickDate = (d: string) => setChoice({ date: d, time: saved?.date === d ? saved.time : null });
  const pickTime = async (time: string) => {
    if (!date || busy) return;
    setChoice({ date, time });
    setBusy(true);
    setSaveError(null);
    const res = await checkoutApi.setSlot(item.id, { date, time });
    setBusy(false);
    if (res.ok) {
      setResolved(true);
      return setCart(res.data.cart);
    }
    setSaveError(res.error.message);
    setChoice({ date, time: saved?.date === date ? saved.time : null });
  };

  const message = saveError ?? (resolved ? null : error);
  const isSaved = saved !== null && saved.date === date && saved.time === choice.time;
  return (
    <fieldset
      id={`${base}-group`}
      tabIndex={-1}
      className="kv-card grid gap-3 data-invalid:border-red-400"
      data-invalid={message ? true : undefined}
      aria-describedby={message ? `${base}-error` : undefined}
    >
      <legend className="float-left mb-1 font-semibold text-slate-900">Visit slot for {title}</legend>
      <p aria-hidden="true" className="clear-left text-sm font-medium text-slate-700">
        Date
      </p>
      <div role="radiogroup" aria-label={`Visit date for ${title}`} className="-mt-1 flex flex-wrap gap-2">
        {Object.entries(slots).map(([d, timings]) => (
          <label key={d} className="kv-slot">
            <input
              type="radio"
              name={`${base}-date`}
              value={d}
              className="sr-only"
              checked={date === d}
              disabled={!anyFree(timings)}
              onChange={() => pickDate(d)}
            />
            {formatSlotDay(d)}
          </label>
        ))}
      </div>
      {date ? (
        <>
          <p aria-hidden="true" className="text-sm font-medium text-slate-700">
            Time
          </p>
          <div
            role="radiogroup"
            aria-label={`Visit time on ${formatSlotDay(date)}`}
            className="-mt-1 flex flex-wrap gap-2"
          >
            {(slots[date] ?? []).map((t) => (
              <label key={t.slot_time} className="kv-slot">
                <input
                  type="radio"
                  name={`${base}-time`}
                  value={t.slot_time}
                  className="sr-only"
                  checked={choice.time === t.slot_time}
                  disabled={!t.is_available}
                  onChange={() => void pickTime(t.slot_time)}
                />
                {t.slot_time}
                {t.is_available ? null : <span className="sr-only"> (not available)</span>}
              </label>
            ))}
          </div>
        </>
      ) : (
        <p className="text-sm text-slate-700">Choose a date for the technician&apos;s visit.</p>
      )}
      <p role="status" className="flex items-center gap-1.5 text-sm font-medium text-green-800 empty:hidden">
        {busy ? (
          <>
            <SpinnerIcon width={14} height={14} /> Saving your slot…
          </>
        ) : isSaved ? (
          `Slot saved: ${formatSlotDay(saved.date)}, ${saved.time}`
        ) : (
          ''
        )}
      </p>
      {message ? (
        <p id={`${base}-error`} className="text-sm font-medium text-red-700">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
