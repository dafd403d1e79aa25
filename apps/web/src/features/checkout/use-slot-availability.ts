'use client';

import { useEffect, useState } from 'react';
import { checkoutApi } from './checkout-api';
import type { SlotItemType, SlotTiming } from './checkout-api';

export type SlotAnswer =
  | { status: 'ok'; slots: Record<string, SlotTiming[]> }
  /** SLOT_NOT_FOUND (docs/product/cart.md#visit-slots): no slot available at this PIN code. */
  | { status: 'none' }
  | { status: 'error'; message: string };

/**
 * docs/product/cart.md#visit-slots "Slot loading keeps a count of in-flight slot requests": one GET slot_availability per item
 * type at the cart's PIN code; `loading` is the count, so the step shows a single loading state.
 * `refresh` asks again (after SLOT_UNAVAILABLE).
 */
export function useSlotAvailability(types: readonly SlotItemType[], pincode: string | null, refresh: number) {
  const [answers, setAnswers] = useState<Partial<Record<SlotItemType, SlotAnswer>>>({});
  const [inFlight, setInFlight] = useState(0);
  const key = [...new Set(types)].sort().join(',');

  useEffect(() => {
    if (!pincode || key === '') return;
    let live = true;
    for (const type of key.split(',') as SlotItemType[]) {
      setInFlight((n) => n + 1);
      void checkoutApi.slots(type, pincode).then((res) => {
        setInFlight((n) => n - 1);
        if (!live) return;
        const answer: SlotAnswer = res.ok
          ? { status: 'ok', slots: res.data.data }
          : res.error.error_code === 'SLOT_NOT_FOUND'
            ? { status: 'none' }
            : { status: 'error', message: res.error.message };
        setAnswers((a) => ({ ...a, [type]: answer }));
      });
    }
    return () => {
      live = false;
    };
  }, [key, pincode, refresh]);

  return { answers, loading: inFlight > 0 };
}
