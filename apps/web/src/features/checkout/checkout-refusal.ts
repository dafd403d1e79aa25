import type { Cart } from '@kavach/contracts';
import type { ApiFailure } from '@/lib/api-client.browser';
import { needsSlot } from './checkout-steps';

/** A refusal of POST /v3/order/checkout (or a failed step write), carried to the step that fixes it. */
export interface Refusal {
  code: string;
  message: string;
  fields?: Record<string, string>;
  /** The cart items it is about (empty: not known, e.g. which slot became unavailable). */
  itemIds: number[];
}

/**
 * The API names the items in `item_ids`, but its error schema does not pass that field through;
 * for SLOT_REQUIRED the items are known anyway: the visits without a slot.
 */
function itemsOf(error: ApiFailure, cart: Cart): number[] {
  if (error.item_ids?.length) return error.item_ids;
  if (error.error_code === 'SLOT_REQUIRED')
    return cart.items.filter((i) => needsSlot(i) && i.slot === null).map((i) => i.id);
  return [];
}

export const refusalOf = (error: ApiFailure, cart: Cart): Refusal => ({
  code: error.error_code,
  message: error.message,
  ...(error.fields ? { fields: error.fields } : {}),
  itemIds: itemsOf(error, cart),
});
